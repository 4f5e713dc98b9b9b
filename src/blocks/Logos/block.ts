import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'logos', static: true } satisfies BlockDeclaration<'logos'>;
