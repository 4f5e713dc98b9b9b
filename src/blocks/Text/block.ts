import { staticWithoutImages, type BlockDeclaration } from '../../blockDeclaration';
export default { type: 'text', static: staticWithoutImages } satisfies BlockDeclaration<'text'>;
