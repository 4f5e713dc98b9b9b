import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'testimonials', static: true } satisfies BlockDeclaration<'testimonials'>;
