import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'steps', static: true } satisfies BlockDeclaration<'steps'>;
