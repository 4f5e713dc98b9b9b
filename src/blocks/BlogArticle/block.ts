import type { BlockDeclaration } from '../../render/registry';
export default { type: 'blogArticle', static: false } satisfies BlockDeclaration<'blogArticle'>;
