import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'contactForm', static: false } satisfies BlockDeclaration<'contactForm'>;
