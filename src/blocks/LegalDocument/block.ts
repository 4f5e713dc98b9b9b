import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'legalDocument', static: true } satisfies BlockDeclaration<'legalDocument'>;
