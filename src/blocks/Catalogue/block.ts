import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'catalogue', static: false } satisfies BlockDeclaration<'catalogue'>;
