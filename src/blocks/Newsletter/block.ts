import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'newsletter', static: false } satisfies BlockDeclaration<'newsletter'>;
