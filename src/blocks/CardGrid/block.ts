import { staticWithoutImages, type BlockDeclaration } from '../../blockDeclaration';
export default { type: 'cardGrid', static: staticWithoutImages } satisfies BlockDeclaration<'cardGrid'>;
