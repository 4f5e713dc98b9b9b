import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'caseStudies', static: true } satisfies BlockDeclaration<'caseStudies'>;
