import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
export const facts = {
  // The viewer, on a 1280 × 800 screen (viewerSizes).
  pictureWidth: 960,
  // The viewer's pictures stop at 1920 px (960 at 2x): wider ones were the costliest encodings of a first build,
  // for the few large high-density screens that open the viewer.
  widestPicture: 1920,
} satisfies BlockFacts<'gallery'>;
