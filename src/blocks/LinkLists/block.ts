import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'linkLists', static: true } satisfies BlockDeclaration<'linkLists'>;
