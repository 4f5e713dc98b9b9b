import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'newsletter', static: false } satisfies BlockDeclaration<'newsletter'>;
