import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'regions', static: false } satisfies BlockDeclaration<'regions'>;
