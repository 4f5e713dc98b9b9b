import type { BlockDeclaration } from '../../render/registry';
export default { type: 'caseStudies', static: true } satisfies BlockDeclaration<'caseStudies'>;
