import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'map', static: true } satisfies BlockDeclaration<'map'>;
