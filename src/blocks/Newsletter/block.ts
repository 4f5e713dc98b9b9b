import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'newsletter', static: false } satisfies BlockDeclaration<'newsletter'>;
