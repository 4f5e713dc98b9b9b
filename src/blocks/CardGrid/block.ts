import { staticWithoutImages, type BlockDeclaration } from '../../contract/blockDeclaration';
export default { type: 'cardGrid', static: staticWithoutImages } satisfies BlockDeclaration<'cardGrid'>;
