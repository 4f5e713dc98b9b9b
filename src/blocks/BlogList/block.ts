import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'blogList', static: false } satisfies BlockDeclaration<'blogList'>;
