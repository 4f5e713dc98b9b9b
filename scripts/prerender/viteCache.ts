/**
 * A cache of the client and server bundles. They depend on the code, not on the pages (viteBuilds.ts), so a
 * build whose code is unchanged copies them from node_modules/.cache/vite-builds/<key> instead of running Vite.
 *
 * The key is a hash of everything the bundles are made from: every file under src/, schema/ (the code imports
 * a schema) and scripts/prerender/ (the worker is bundled, and the Vite configuration is there), package.json,
 * package-lock.json, node_modules/.package-lock.json (npm's record of what is installed) and tsconfig.json (byte
 * for byte, with their paths), the Node version, and VITE_* environment variables. public/ is not in the bundles: the build copies it beside them itself.
 * Entries are written whole under a temporary name and renamed, so a concurrent build never reads half of
 * one; the most recent few are kept. SITE_BUILD_CACHE=off builds without the cache (the benchmark's default).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';

/** What the bundles are made from, relative to the project root (folders are read whole). */
export const CACHE_INPUTS = ['src', 'schema', 'scripts/prerender', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json'];
/** Entries kept (the most recently used). */
export const KEEP_ENTRIES = 4;

export function cacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SITE_BUILD_CACHE !== 'off';
}

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}

/** The cache key of the bundles the project's code makes now. */
export function viteCacheKey(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const [k, v] of Object.entries(env).filter(([k]) => k.startsWith('VITE_')).sort()) hash.update(`env ${k}=${v}\n`);
  for (const input of CACHE_INPUTS) {
    for (const file of filesOf(join(projectRoot, input))) {
      hash.update(`file ${relative(projectRoot, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 32);
}

export interface CacheEntry { client: string; server: string }

function entryOf(cacheDir: string, key: string): CacheEntry & { dir: string } {
  const dir = join(cacheDir, key);
  return { dir, client: join(dir, 'client'), server: join(dir, 'server') };
}

/** Copies the cached bundles into `out` and `serverOut`; false when there is no entry for `key`. */
export function restoreBundles(cacheDir: string, key: string, out: string, serverOut: string): boolean {
  const entry = entryOf(cacheDir, key);
  if (!existsSync(entry.client) || !existsSync(entry.server)) return false;
  cpSync(entry.client, out, { recursive: true });
  cpSync(entry.server, serverOut, { recursive: true });
  const now = new Date();
  utimesSync(entry.dir, now, now);
  return true;
}

/** Stores freshly built bundles under `key` (unless another build stored them first), then prunes old entries. */
export function saveBundles(cacheDir: string, key: string, out: string, serverOut: string): void {
  const entry = entryOf(cacheDir, key);
  if (existsSync(entry.dir)) return;
  const part = `${entry.dir}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  cpSync(out, join(part, 'client'), { recursive: true });
  cpSync(serverOut, join(part, 'server'), { recursive: true });
  try {
    renameSync(part, entry.dir);
  } catch {
    rmSync(part, { recursive: true, force: true }); // another build stored the same bundles meanwhile
  }
  prune(cacheDir);
}

function prune(cacheDir: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{32}$/.test(name))
    .map((name) => ({ dir: join(cacheDir, name), used: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { dir } of entries.slice(KEEP_ENTRIES)) rmSync(dir, { recursive: true, force: true });
}
