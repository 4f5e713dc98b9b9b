import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'heroCarousel', static: false } satisfies BlockDeclaration<'heroCarousel'>;
