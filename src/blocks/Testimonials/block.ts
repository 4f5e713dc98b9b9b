import type { BlockDeclaration } from '../../render/registry';
export default { type: 'testimonials', static: true } satisfies BlockDeclaration<'testimonials'>;
