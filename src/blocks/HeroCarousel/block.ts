/** The heroCarousel block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'heroCarousel', static: false } satisfies BlockDeclaration<'heroCarousel'>;
