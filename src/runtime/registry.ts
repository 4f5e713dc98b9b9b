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
}

export type BlockRegistry = { [T in BlockType]: RegisteredBlock<T> };

/** Wraps a dynamic import as a registered block. */
export function lazyBlock<T extends BlockType>(load: () => Promise<{ default: ComponentType<BlockProps<T>> }>): RegisteredBlock<T> {
  let loaded: ComponentType<BlockProps<T>> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((m) => { loaded = m.default; }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  return { preload, component: () => loaded ?? Lazy };
}

/** Loads the code of the given block types (unknown names are ignored). */
export function preloadBlocks(registry: BlockRegistry, types: readonly string[]): Promise<unknown> {
  return Promise.all(types.map((t) => (registry as Record<string, RegisteredBlock | undefined>)[t]?.preload()));
}
