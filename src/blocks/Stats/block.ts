import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'stats', static: true } satisfies BlockDeclaration<'stats'>;
