import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'logos', static: true } satisfies BlockDeclaration<'logos'>;
