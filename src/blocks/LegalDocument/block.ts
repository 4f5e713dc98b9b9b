import type { BlockDeclaration } from '../../render/registry';
export default { type: 'legalDocument', static: true } satisfies BlockDeclaration<'legalDocument'>;
