import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'pricing', static: true } satisfies BlockDeclaration<'pricing'>;
