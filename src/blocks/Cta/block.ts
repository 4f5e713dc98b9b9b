import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'cta', static: true } satisfies BlockDeclaration<'cta'>;
