import type { BlockDeclaration } from '../../render/registry';
export default { type: 'hero', static: true } satisfies BlockDeclaration<'hero'>;
