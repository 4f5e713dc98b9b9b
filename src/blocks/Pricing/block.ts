import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'pricing', static: true } satisfies BlockDeclaration<'pricing'>;
