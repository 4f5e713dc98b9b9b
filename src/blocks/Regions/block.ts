import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'regions', static: false } satisfies BlockDeclaration<'regions'>;
