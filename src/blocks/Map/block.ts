import type { BlockDeclaration } from '../../render/registry';
export default { type: 'map', static: true } satisfies BlockDeclaration<'map'>;
