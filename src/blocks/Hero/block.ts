import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'hero', static: true } satisfies BlockDeclaration<'hero'>;
// Beside the text from 1024 px (SIZES); the content width (up to 991 px) below.
export const facts = { pictureWidth: 991 } satisfies BlockFacts<'hero'>;
