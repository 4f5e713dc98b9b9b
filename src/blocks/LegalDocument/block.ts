import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'legalDocument', static: true } satisfies BlockDeclaration<'legalDocument'>;
