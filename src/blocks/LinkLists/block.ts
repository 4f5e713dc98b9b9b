import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'linkLists', static: true } satisfies BlockDeclaration<'linkLists'>;
