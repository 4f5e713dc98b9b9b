import { staticWithoutImages, type BlockDeclaration } from '../../runtime/registry';
export default { type: 'text', static: staticWithoutImages } satisfies BlockDeclaration<'text'>;
