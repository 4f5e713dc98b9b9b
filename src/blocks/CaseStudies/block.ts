import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'caseStudies', static: true } satisfies BlockDeclaration<'caseStudies'>;
