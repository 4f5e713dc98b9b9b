import type { BlockDeclaration } from '../../render/registry';
export default { type: 'pricing', static: true } satisfies BlockDeclaration<'pricing'>;
