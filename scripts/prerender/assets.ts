/**
 * The client entry and the chunks a page preloads, read from Vite's build manifest (dist/.vite/manifest.json).
 * Plain data in, a function out, so each prerender worker builds its own from the manifest it is sent.
 */
import type { Assets } from './render.js';

export interface ViteManifestEntry { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
export type ViteManifest = Record<string, ViteManifestEntry>;

/** The manifest key of the client entry. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** The manifest key of the app's start module, a second entry of the client build that entry-client imports by URL. */
export const CLIENT_START = 'src/client/start.tsx';

/** The chunks a module needs (its own file and its static imports, depth first), for modulepreload links. */
export function chunkFiles(vm: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const entry = vm[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(vm, k, seen))];
}

/**
 * A module's chunks in the order they can be evaluated one at a time: each chunk after the chunks it imports,
 * the module's own chunk last. Importing them in this order, each import evaluates only its own chunk.
 */
export function evaluationOrder(vm: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const entry = vm[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((k) => evaluationOrder(vm, k, seen)), entry.file];
}

/**
 * The Assets of every page (render.tsx): the entry's script URL, the app's chunks in evaluation order (the start module
 * last), and for the source modules a page needs before hydrating, the chunks to preload (the app's shared
 * chunks first, each once).
 */
export function pageAssets(vm: ViteManifest): Assets {
  for (const key of [CLIENT_ENTRY, CLIENT_START]) {
    if (!vm[key]) throw new Error(`prerender: the client build's manifest has no ${key}`);
  }
  // Every page needs the app: the entry's imports and the start module it imports once the page has loaded.
  const seen = new Set<string>();
  const shared = [CLIENT_ENTRY, CLIENT_START].flatMap((k) => chunkFiles(vm, k, seen)).slice(1).map((f) => `/${f}`);
  return {
    entry: `/${vm[CLIENT_ENTRY].file}`,
    start: evaluationOrder(vm, CLIENT_START).map((f) => `/${f}`),
    preloads: (modules) => [...new Set([...shared, ...modules.flatMap((m) => chunkFiles(vm, m).map((f) => `/${f}`))])],
  };
}
