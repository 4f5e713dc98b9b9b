import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'steps', static: true } satisfies BlockDeclaration<'steps'>;
