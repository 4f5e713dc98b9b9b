import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
