import type { BlockDeclaration } from '../../render/registry';
export default { type: 'gallery', static: false } satisfies BlockDeclaration<'gallery'>;
