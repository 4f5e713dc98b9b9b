/**
 * The block registry: every block `type` in the schemas maps to a lazily loaded component. The type is a mapped
 * type over the generated Section union, so a schema without a component (or a component without a schema)
 * does not compile. The renderer receives the registry as a value; tests can pass their own.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Section } from '../generated/content';

export type BlockType = Section['type'];
export type BlockProps<T extends BlockType> = { block: Extract<Section, { type: T }> };

export interface RegisteredBlock<T extends BlockType = BlockType> {
  /** Loads the component's code; resolves once loaded. Safe to call many times. */
  preload(): Promise<void>;
  /** The loaded component when ready (renders synchronously), else a React.lazy wrapper. */
  component(): ComponentType<BlockProps<T>> | LazyExoticComponent<ComponentType<BlockProps<T>>>;
  /** Whether the code is loaded. */
  isLoaded(): boolean;
  /**
   * Whether this block is static: no state and no event handlers, markup from props. At the top of a prerendered
   * page the browser keeps a static block's HTML as it is and loads no code for it (see Island in BlockRenderer).
   */
  isStatic(block: object): boolean;
}

/** Static unless the block shows an image (images need code for their "Image not loading" fallback). */
export function staticWithoutImages(block: object): boolean {
  return !JSON.stringify(block).includes('"src":');
}

export type BlockRegistry = { [T in BlockType]: RegisteredBlock<T> };

/**
 * Wraps a dynamic import as a registered block. `static` marks a block without state or event handlers (true),
 * or decides it per block (a function of the block's data).
 */
export function lazyBlock<T extends BlockType>(
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>,
  opts: { static?: boolean | ((block: object) => boolean) } = {},
): RegisteredBlock<T> {
  let loaded: ComponentType<BlockProps<T>> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((m) => { loaded = m.default; }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  return { preload, component: () => loaded ?? Lazy, isLoaded: () => loaded !== undefined, isStatic: typeof opts.static === 'function' ? opts.static : () => opts.static === true };
}

let hydration: readonly string[] | null = null;
/**
 * Set by entry-client while React hydrates a prerendered page, with the block types whose code the page needs
 * (the server listed them: the blocks it rendered with their code); null once hydrated.
 */
export function setHydrating(blockTypes: readonly string[] | null): void { hydration = blockTypes; }
export function isHydrating(): boolean { return hydration !== null; }
export function hydrationBlocks(): readonly string[] | null { return hydration; }

/** Loads the code of the given block types (unknown names are ignored). */
export function preloadBlocks(registry: BlockRegistry, types: readonly string[]): Promise<unknown> {
  return Promise.all(types.map((t) => (registry as Record<string, RegisteredBlock | undefined>)[t]?.preload()));
}
