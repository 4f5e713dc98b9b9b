import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'downloads', static: true } satisfies BlockDeclaration<'downloads'>;
