import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'map', static: true } satisfies BlockDeclaration<'map'>;
