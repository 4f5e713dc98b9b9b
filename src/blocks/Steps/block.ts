import type { BlockDeclaration } from '../../render/registry';
export default { type: 'steps', static: true } satisfies BlockDeclaration<'steps'>;
