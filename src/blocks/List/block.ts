import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'list', static: true } satisfies BlockDeclaration<'list'>;
