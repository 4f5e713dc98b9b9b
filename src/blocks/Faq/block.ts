import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'faq', static: false } satisfies BlockDeclaration<'faq'>;
