import type { BlockDeclaration } from '../../render/registry';
export default { type: 'downloads', static: true } satisfies BlockDeclaration<'downloads'>;
