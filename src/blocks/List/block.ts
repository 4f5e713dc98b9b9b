import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'list', static: true } satisfies BlockDeclaration<'list'>;
