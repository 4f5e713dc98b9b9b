import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'contactDetails', static: true } satisfies BlockDeclaration<'contactDetails'>;
