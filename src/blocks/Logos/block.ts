import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'logos', static: true } satisfies BlockDeclaration<'logos'>;
