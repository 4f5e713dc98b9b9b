/** The hero block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'hero', static: true } satisfies BlockDeclaration<'hero'>;
