import type { BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'contactDetails', static: true } satisfies BlockDeclaration<'contactDetails'>;
