import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'list', static: true } satisfies BlockDeclaration<'list'>;
