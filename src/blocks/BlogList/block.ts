import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'blogList', static: false } satisfies BlockDeclaration<'blogList'>;
