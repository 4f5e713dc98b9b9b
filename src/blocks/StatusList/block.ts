import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'statusList', static: true } satisfies BlockDeclaration<'statusList'>;
/** An item still to come (upcoming, live) whose date has passed, or one done or in force whose date is to come, is stale. */
export const facts = {
  datedItems: { toCome: ['upcoming', 'live'], done: ['completed', 'effective'] },
} satisfies BlockFacts<'statusList'>;
