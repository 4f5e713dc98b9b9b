import type { BlockDeclaration } from '../../render/registry';
export default { type: 'logos', static: true } satisfies BlockDeclaration<'logos'>;
