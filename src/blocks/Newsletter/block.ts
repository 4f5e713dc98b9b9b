import type { BlockDeclaration } from '../../render/registry';
export default { type: 'newsletter', static: false } satisfies BlockDeclaration<'newsletter'>;
