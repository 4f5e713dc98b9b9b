import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'regions', static: false } satisfies BlockDeclaration<'regions'>;
