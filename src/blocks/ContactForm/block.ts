import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'contactForm', static: false } satisfies BlockDeclaration<'contactForm'>;
