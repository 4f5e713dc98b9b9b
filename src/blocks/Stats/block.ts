import type { BlockDeclaration } from '../../render/registry';
export default { type: 'stats', static: true } satisfies BlockDeclaration<'stats'>;
