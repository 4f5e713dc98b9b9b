import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'contactForm', static: false } satisfies BlockDeclaration<'contactForm'>;
