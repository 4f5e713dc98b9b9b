import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'pricing', static: true } satisfies BlockDeclaration<'pricing'>;
