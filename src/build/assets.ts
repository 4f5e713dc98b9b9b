/** The client entry and the chunks a page loads, read from Vite's build manifest (.vite/manifest.json). */
import type { Assets } from './render.js';

/** The part of Vite's build manifest read here: each module's chunk and the modules it imports statically. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The manifest key of the client entry. */
export const CLIENT_ENTRY = 'src/client/entry.tsx';
/** The manifest key of the app's start module, a second entry of the client build that entry-client imports by URL. */
export const CLIENT_START = 'src/client/start.tsx';

/**
 * A module's chunk and those of its static imports, depth first, each once: for preloading (its own chunk first),
 * or in evaluation order (each chunk after the chunks it imports, so importing them in turn evaluates one at a time).
 */
export function chunksOf(
  vm: ViteManifest,
  key: string,
  order: 'preload' | 'evaluation',
  seen = new Set<string>(),
): string[] {
  const entry = vm[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const imported = (entry.imports ?? []).flatMap((k) => chunksOf(vm, k, order, seen));
  return order === 'preload' ? [entry.file, ...imported] : [...imported, entry.file];
}

/**
 * The Assets of every page (render.tsx): the entry's URL, the app's chunks in evaluation order, and the chunks to
 * preload for the source modules a page needs before hydrating (the app's shared chunks first, each once).
 */
export function pageAssets(vm: ViteManifest): Assets {
  for (const key of [CLIENT_ENTRY, CLIENT_START]) {
    if (!vm[key]) throw new Error(`prerender: the client build's manifest has no ${key}`);
  }
  // Every page needs the app: the entry's imports and the start module it imports once the page has loaded.
  const seen = new Set<string>();
  const shared = [CLIENT_ENTRY, CLIENT_START]
    .flatMap((k) => chunksOf(vm, k, 'preload', seen))
    .slice(1)
    .map((f) => `/${f}`);
  return {
    entry: `/${vm[CLIENT_ENTRY].file}`,
    start: chunksOf(vm, CLIENT_START, 'evaluation').map((f) => `/${f}`),
    preloads: (modules) => [
      ...new Set([...shared, ...modules.flatMap((m) => chunksOf(vm, m, 'preload').map((f) => `/${f}`))]),
    ],
  };
}
