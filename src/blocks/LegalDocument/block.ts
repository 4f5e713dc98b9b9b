import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'legalDocument', static: true } satisfies BlockDeclaration<'legalDocument'>;
