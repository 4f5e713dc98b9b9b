import type { BlockDeclaration } from '../../render/registry';
export default { type: 'cta', static: true } satisfies BlockDeclaration<'cta'>;
