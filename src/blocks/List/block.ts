import type { BlockDeclaration } from '../../render/registry';
export default { type: 'list', static: true } satisfies BlockDeclaration<'list'>;
