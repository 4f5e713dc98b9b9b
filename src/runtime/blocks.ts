/**
 * The site's blocks, collected from their folders: each src/blocks/<Name>/ holds the component (index.tsx), its
 * declaration (block.ts: type, static or not) and its tests; its schema is schema/blocks/<type>.schema.json.
 * Nothing else lists blocks: the registry, the source module of each (whose chunks a page preloads) and the
 * block gallery all come from here.
 */
import type { ComponentType } from 'react';
import { lazyBlock, type BlockDeclaration, type BlockRegistry } from './registry';

const declarations = import.meta.glob<BlockDeclaration>('../blocks/*/block.ts', { eager: true, import: 'default' });
const components = import.meta.glob<{ default: ComponentType<never> }>('../blocks/*/index.tsx');

const componentOf = (file: string) => file.replace(/block\.ts$/, 'index.tsx');

const registry: Record<string, unknown> = {};
for (const [file, declaration] of Object.entries(declarations)) {
  const component = componentOf(file);
  if (!components[component]) throw new Error(`${file} declares a block without a component beside it (${component})`);
  registry[declaration.type] = lazyBlock(components[component] as never, declaration);
}

export const blocks = registry as BlockRegistry;

/**
 * The source module of each block type, as the client build's manifest names it (src/blocks/Faq/index.tsx).
 * Only the server asks (for the chunks a page preloads), so it is a function the browser's bundle leaves out.
 */
export function blockModules(): Record<string, string> {
  return Object.fromEntries(Object.entries(declarations).map(([file, d]) => [d.type, componentOf(file).replace(/^\.\.\//, 'src/')]));
}
