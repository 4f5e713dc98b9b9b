import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'map', static: true } satisfies BlockDeclaration<'map'>;
