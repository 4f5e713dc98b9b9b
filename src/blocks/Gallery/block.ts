import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
// The viewer, on a 1280 × 800 screen (viewerSizes).
export const facts = { pictureWidth: 960 } satisfies BlockFacts<'gallery'>;
