import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'faq', static: false } satisfies BlockDeclaration<'faq'>;
