import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'hero', static: true } satisfies BlockDeclaration<'hero'>;
