import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'heroCarousel', static: false } satisfies BlockDeclaration<'heroCarousel'>;
