import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'catalogue', static: false } satisfies BlockDeclaration<'catalogue'>;
