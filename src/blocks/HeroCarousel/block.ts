import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'heroCarousel', static: false } satisfies BlockDeclaration<'heroCarousel'>;
export const facts = {
  pictureWidth: 1280, // the screen's width (SIZES)
  phonePictureFields: ['mobileFallbackImage'],
} satisfies BlockFacts<'heroCarousel'>;
