import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'faq', static: false } satisfies BlockDeclaration<'faq'>;
