/**
 * The block registry: every block `type` in the schemas maps to a lazily loaded component (declared in
 * src/blocks/<Name>/block.ts, collected by blocks.ts). The renderer receives it as a value; tests pass their own.
 */
import { lazy, type ComponentType } from 'react';
import type { Section } from '../generated/content';
import type { BlockDeclaration, BlockType } from '../contract/blockDeclaration';

/** What src/blocks/<Name>/block.ts declares: src/contract/blockDeclaration.ts. */
export type { BlockDeclaration, BlockType };
export type BlockProps<T extends BlockType> = { block: Extract<Section, { type: T }> };

/** A block's component loaded on demand (lazyComponent), and whether a block of its type is static. */
export type RegisteredBlock<T extends BlockType = BlockType> = ReturnType<typeof lazyComponent<BlockProps<T>>> & {
  isStatic(block: object): boolean;
};

export type BlockRegistry = { [T in BlockType]: RegisteredBlock<T> };

/**
 * A component whose code loads on demand: `preload()` resolves once it is loaded (safe to call many times);
 * `component()` is then the component itself, which renders synchronously (also on the server), else a React.lazy.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((c) => {
      loaded = c;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  return { preload, component: () => loaded ?? Lazy, isLoaded: () => loaded !== undefined };
}

/** Wraps a dynamic import as a registered block, static as `opts.static` says (default: not static). */
export function lazyBlock<T extends BlockType>(
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>,
  opts: { static?: BlockDeclaration['static'] } = {},
): RegisteredBlock<T> {
  const isStatic = opts.static ?? false;
  return {
    ...lazyComponent(() => load().then((m) => m.default)),
    isStatic: typeof isStatic === 'function' ? isStatic : () => isStatic,
  };
}

/**
 * While a prerendered page hydrates, the block types whose code it needs, as the server listed them (set by
 * src/client/start.tsx, ended by Root with null); null otherwise.
 */
export const hydration: { blocks: readonly string[] | null } = { blocks: null };

/** Loads the code of the given block types (unknown names are ignored). */
export function preloadBlocks(registry: BlockRegistry, types: readonly string[]): Promise<unknown> {
  return Promise.all(types.map((t) => (registry as Record<string, RegisteredBlock | undefined>)[t]?.preload()));
}
