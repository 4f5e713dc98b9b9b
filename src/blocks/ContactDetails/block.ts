import type { BlockDeclaration } from '../../render/registry';
export default { type: 'contactDetails', static: true } satisfies BlockDeclaration<'contactDetails'>;
