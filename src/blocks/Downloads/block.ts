/** The downloads block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import type { BlockDeclaration } from '../../runtime/registry';

export default { type: 'downloads', static: true } satisfies BlockDeclaration<'downloads'>;
