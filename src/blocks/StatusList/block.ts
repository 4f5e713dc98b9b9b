import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'statusList', static: true } satisfies BlockDeclaration<'statusList'>;
