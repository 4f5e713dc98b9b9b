import type { BlockDeclaration } from '../../render/registry';
export default { type: 'catalogue', static: false } satisfies BlockDeclaration<'catalogue'>;
