/** The pricing block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'pricing', static: true } satisfies BlockDeclaration<'pricing'>;
