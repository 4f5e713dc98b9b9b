import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'testimonials', static: true } satisfies BlockDeclaration<'testimonials'>;
