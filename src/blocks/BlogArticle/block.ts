import type { BlockDeclaration, BlockFacts } from '../../contract/blockDeclaration';
export default { type: 'blogArticle', static: false } satisfies BlockDeclaration<'blogArticle'>;
// The article's width (SIZES); a blog post's picture is shown there.
export const facts = { pictureWidth: 832, showsEntry: true } satisfies BlockFacts<'blogArticle'>;
