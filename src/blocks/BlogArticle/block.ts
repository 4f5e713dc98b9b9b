import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'blogArticle', static: false } satisfies BlockDeclaration<'blogArticle'>;
