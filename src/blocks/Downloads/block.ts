import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'downloads', static: true } satisfies BlockDeclaration<'downloads'>;
