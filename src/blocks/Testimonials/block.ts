import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'testimonials', static: true } satisfies BlockDeclaration<'testimonials'>;
