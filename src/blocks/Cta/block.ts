import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'cta', static: true } satisfies BlockDeclaration<'cta'>;
