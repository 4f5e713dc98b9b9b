import type { BlockDeclaration } from '../../render/registry';
export default { type: 'contactForm', static: false } satisfies BlockDeclaration<'contactForm'>;
