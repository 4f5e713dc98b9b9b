import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'statusList', static: true } satisfies BlockDeclaration<'statusList'>;
