import type { BlockDeclaration } from '../../render/registry';
export default { type: 'statusList', static: true } satisfies BlockDeclaration<'statusList'>;
