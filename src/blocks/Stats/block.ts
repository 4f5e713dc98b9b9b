import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'stats', static: true } satisfies BlockDeclaration<'stats'>;
