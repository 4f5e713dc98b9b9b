import type { BlockDeclaration } from '../../render/registry';
export default { type: 'heroCarousel', static: false } satisfies BlockDeclaration<'heroCarousel'>;
