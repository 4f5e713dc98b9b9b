/** The map block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'map', static: true } satisfies BlockDeclaration<'map'>;
