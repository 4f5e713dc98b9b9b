/** The cardGrid block: its component is ./index.tsx (src/runtime/blocks.ts finds both). */
import { staticWithoutImages, type BlockDeclaration } from '../../runtime/registry';

export default { type: 'cardGrid', static: staticWithoutImages } satisfies BlockDeclaration<'cardGrid'>;
