import type { BlockDeclaration } from '../../runtime/registry';
export default { type: 'cta', static: true } satisfies BlockDeclaration<'cta'>;
