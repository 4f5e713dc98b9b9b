import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'blogArticle', static: false } satisfies BlockDeclaration<'blogArticle'>;
