import { staticWithoutImages, type BlockDeclaration } from '../../render/registry';
export default { type: 'text', static: staticWithoutImages } satisfies BlockDeclaration<'text'>;
