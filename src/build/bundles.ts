/**
 * The server and client bundles of a build: made by the Vite child (vite.ts), or taken from the bundle cache,
 * node_modules/.cache/site-bundles/<code fingerprint>/{server,client}/ (fingerprint.ts). Every Vite build stores its
 * bundles there (Vite's output is deterministic: the same code makes the same bytes), and an incremental build
 * takes them from there instead of starting Vite. The cache is under the project because the server bundle imports
 * React from node_modules.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteBuildOptions } from './vite.js';
import { processRunning } from '../common/processRunning.js';

/** Where a build's bundles are, and when. */
export interface Bundles {
  /** The server bundle's folder (render.js and the prerender worker). */
  serverOut: string;
  /** The client bundle's folder (with Vite's manifest in .vite/, which stays out of the site). */
  clientOut: string;
  /** Resolves once the server bundle is written. */
  serverBuilt: Promise<void>;
  /** Resolves once both are written; rejects when the Vite build failed. */
  done: Promise<void>;
  /** True when they came from the cache (no Vite child). */
  cached: boolean;
  /** Stops the Vite child if it still runs and removes temporary folders (never the cache's). */
  close(): void;
}

/** Bundle folders of older code kept besides the current one (another branch's build reuses its own). */
const KEEP = 4;

/** The bundle cache's folder. */
export function bundleCacheDir(projectRoot: string): string {
  return join(projectRoot, 'node_modules/.cache/site-bundles');
}

/** The cached bundles of `fingerprint`, or undefined when the cache has none (a folder there is always complete). */
export function cachedBundles(projectRoot: string, fingerprint: string): Bundles | undefined {
  const dir = join(bundleCacheDir(projectRoot), fingerprint);
  if (!existsSync(join(dir, 'client/.vite/manifest.json')) || !existsSync(join(dir, 'server'))) return undefined;
  const ready = Promise.resolve();
  return {
    serverOut: join(dir, 'server'),
    clientOut: join(dir, 'client'),
    serverBuilt: ready,
    done: ready,
    cached: true,
    close: () => undefined,
  };
}

/** A server bundle's folder under node_modules/.cache: the prefix, then the building process's id. */
export const SERVER_PREFIX = 'site-server-';

/**
 * Removes the server bundles' folders of builds that stopped without removing theirs (a build killed, say with the
 * team server that ran it): their process is gone. Those of builds still running are left alone.
 */
export function removeLeftServerBundles(cache: string): void {
  for (const name of readdirSync(cache)) {
    const pid = new RegExp(`^${SERVER_PREFIX}(\\d+)-`).exec(name)?.[1];
    if (pid && !processRunning(Number(pid))) rmSync(join(cache, name), { recursive: true, force: true });
  }
}

/** Starts the Vite builds in a child process (`viteChild`: vite.ts, or vite.mjs in the launcher's bundle). */
export function viteBundles(projectRoot: string, contentRoot: string, viteChild: string, out: string): Bundles {
  // The client build's own folder beside the output; the server bundle imports react from node_modules, so it lives
  // under the project.
  const clientOut = `${out}.client-${process.pid}`;
  const cache = join(projectRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  removeLeftServerBundles(cache);
  const serverOut = mkdtempSync(join(cache, `${SERVER_PREFIX}${process.pid}-`));
  const opts: ViteBuildOptions = { projectRoot, contentRoot, out: clientOut, serverOut };
  // Bundles are always production ones, whatever NODE_ENV the build was started with (vitest sets "test").
  const child = fork(viteChild, [JSON.stringify(opts)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const done = once(child, 'exit').then(([code, signal]) => {
    if (code !== 0)
      throw new Error(`the client and server builds failed (${String(signal ?? `exit ${code}`)}); see above`);
  });
  // The child's one message says the server bundle is written.
  const serverBuilt = Promise.race([once(child, 'message').then(() => undefined), done]);
  return {
    serverOut,
    clientOut,
    serverBuilt,
    done,
    cached: false,
    close() {
      if (child.exitCode === null) child.kill('SIGKILL');
      for (const dir of [clientOut, serverOut]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Copies freshly built bundles into the cache under `fingerprint` (through a temporary name), keeping KEEP others. */
export function storeBundles(projectRoot: string, fingerprint: string, bundles: Bundles): void {
  if (bundles.cached) return;
  const cache = bundleCacheDir(projectRoot);
  const dir = join(cache, fingerprint);
  if (existsSync(dir)) return;
  const part = `${dir}.part-${process.pid}`;
  try {
    cpSync(bundles.serverOut, join(part, 'server'), { recursive: true });
    cpSync(bundles.clientOut, join(part, 'client'), { recursive: true });
    renameSync(part, dir);
  } catch {
    // Another build stored the same bundles at the same time, or the disk refused: the next build makes them again.
    rmSync(part, { recursive: true, force: true });
  }
  const others = readdirSync(cache)
    .map((name) => join(cache, name))
    .filter((d) => d !== dir)
    .flatMap((d) => {
      try {
        return [{ d, t: statSync(d).mtimeMs }];
      } catch {
        return []; // removed by another build meanwhile
      }
    })
    .sort((a, b) => b.t - a.t);
  for (const { d } of others.slice(KEEP)) rmSync(d, { recursive: true, force: true });
}
