import type { BlockDeclaration } from '../../render/registry';
export default { type: 'linkLists', static: true } satisfies BlockDeclaration<'linkLists'>;
