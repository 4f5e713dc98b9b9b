import { staticWithoutImages, type BlockDeclaration } from '../../render/registry';
export default { type: 'cardGrid', static: staticWithoutImages } satisfies BlockDeclaration<'cardGrid'>;
