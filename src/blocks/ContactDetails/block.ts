import type { BlockDeclaration } from '../../blockDeclaration';
export default { type: 'contactDetails', static: true } satisfies BlockDeclaration<'contactDetails'>;
