import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'blogList', static: false } satisfies BlockDeclaration<'blogList'>;
