import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'linkLists', static: true } satisfies BlockDeclaration<'linkLists'>;
