/**
 * The site's blocks, collected from their folders (src/blocks/<Name>/: index.tsx, block.ts); nothing else lists
 * blocks: the registry and the source module of each come from here.
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

/** The source module of each block type, as the client build's manifest names it (src/blocks/Faq/index.tsx). */
export function blockModules(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(declarations).map(([file, d]) => [d.type, componentOf(file).replace(/^\.\.\//, 'src/')]),
  );
}
