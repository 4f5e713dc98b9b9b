import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'downloads', static: true } satisfies BlockDeclaration<'downloads'>;
