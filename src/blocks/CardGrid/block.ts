import { staticWithoutImages, type BlockDeclaration } from '../../runtime/registry';
export default { type: 'cardGrid', static: staticWithoutImages } satisfies BlockDeclaration<'cardGrid'>;
