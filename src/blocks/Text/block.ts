import { staticWithoutImages, type BlockDeclaration, type BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'text', static: staticWithoutImages } satisfies BlockDeclaration<'text'>;
// Beside the text from 1024 px (SIZES); the content width (up to 991 px) below.
export const facts = { pictureWidth: 991 } satisfies BlockFacts<'text'>;
