/** The gallery block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
