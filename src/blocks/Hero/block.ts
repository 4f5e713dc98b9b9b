import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'hero', static: true } satisfies BlockDeclaration<'hero'>;
