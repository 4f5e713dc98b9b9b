import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'caseStudies', static: true } satisfies BlockDeclaration<'caseStudies'>;
