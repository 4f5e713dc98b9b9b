import type { BlockDeclaration } from '../../render/registry';
export default { type: 'blogList', static: false } satisfies BlockDeclaration<'blogList'>;
