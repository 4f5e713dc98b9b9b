import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'steps', static: true } satisfies BlockDeclaration<'steps'>;
