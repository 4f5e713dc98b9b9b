import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'stats', static: true } satisfies BlockDeclaration<'stats'>;
