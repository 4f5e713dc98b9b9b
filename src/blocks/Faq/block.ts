import type { BlockDeclaration } from '../../render/registry';
export default { type: 'faq', static: false } satisfies BlockDeclaration<'faq'>;
