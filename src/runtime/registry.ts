/**
 * The block registry: every block `type` in the schemas maps to a lazily loaded component. A block is declared in
 * its own folder (src/blocks/<Name>/block.ts: its type and whether it is static, beside its component in
 * index.tsx); src/runtime/blocks.ts collects the declarations. The renderer receives the registry as a value;
 * tests can pass their own.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Section } from '../generated/content';

export type BlockType = Section['type'];
export type BlockProps<T extends BlockType> = { block: Extract<Section, { type: T }> };

/**
 * What src/blocks/<Name>/block.ts declares. `static`: the block has no state and no event handlers, its markup
 * comes from its props (true), or that depends on the block's data (a function). At the top of a prerendered
 * page the browser keeps a static block's HTML as it is and loads no code for it (Island in BlockRenderer).
 */
export interface BlockDeclaration<T extends BlockType = BlockType> {
  type: T;
  static: boolean | ((block: object) => boolean);
}

export interface RegisteredBlock<T extends BlockType = BlockType> {
  /** Loads the component's code; resolves once loaded. Safe to call many times. */
  preload(): Promise<void>;
  /** The loaded component when ready (renders synchronously), else a React.lazy wrapper. */
  component(): ComponentType<BlockProps<T>> | LazyExoticComponent<ComponentType<BlockProps<T>>>;
  /** Whether the code is loaded. */
  isLoaded(): boolean;
  /** Whether this block is static (BlockDeclaration). */
  isStatic(block: object): boolean;
}

/** Static unless the block shows an image (images need code for their "Image not loading" fallback). */
export function staticWithoutImages(block: object): boolean {
  return !JSON.stringify(block).includes('"src":');
}

export type BlockRegistry = { [T in BlockType]: RegisteredBlock<T> };

/**
 * A component whose code loads on demand: `preload()` resolves once it is loaded (safe to call many times);
 * `component()` is then the component itself, which renders synchronously (also on the server), else a React.lazy.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((c) => { loaded = c; }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  return { preload, component: () => loaded ?? Lazy, isLoaded: () => loaded !== undefined };
}

/** Wraps a dynamic import as a registered block, static as `opts.static` says (default: not static). */
export function lazyBlock<T extends BlockType>(
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>,
  opts: { static?: BlockDeclaration['static'] } = {},
): RegisteredBlock<T> {
  const isStatic = opts.static ?? false;
  return { ...lazyComponent(() => load().then((m) => m.default)), isStatic: typeof isStatic === 'function' ? isStatic : () => isStatic };
}

/**
 * The hydration of a prerendered page, owned by the browser's start (src/client/start.tsx sets `blocks`, the
 * block types whose code the page needs, as the server listed them) and ended by Root once React has hydrated
 * (null). The server and the dev tools never set it.
 */
export const hydration: { blocks: readonly string[] | null } = { blocks: null };

/** Loads the code of the given block types (unknown names are ignored). */
export function preloadBlocks(registry: BlockRegistry, types: readonly string[]): Promise<unknown> {
  return Promise.all(types.map((t) => (registry as Record<string, RegisteredBlock | undefined>)[t]?.preload()));
}
