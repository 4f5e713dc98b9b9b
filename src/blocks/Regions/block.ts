import type { BlockDeclaration } from '../../render/registry';
export default { type: 'regions', static: false } satisfies BlockDeclaration<'regions'>;
