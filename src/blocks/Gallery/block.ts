import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
