/**
 * Prerenders every job of a build (plan.ts) on worker threads (worker.ts), one per core (fewer for small sites; at
 * most PRERENDER_THREADS), each sent a round-robin share of the jobs, only its own pages' data (JSON text) and, as
 * its one message, the client build's manifest.
 */
import { once } from 'node:events';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { ViteManifest } from './assets.js';
import { shareJobs, type Job } from './plan.js';
import { RENDERED, type ShareInput } from './worker.js';

/** The renderer's file in the server bundle, without .js (vite.ts bundles worker.ts under this name). */
export const WORKER_NAME = 'prerender-worker';

/** Below this many jobs per thread, one more thread costs more than it saves (the 52 pages of the real site render as fast on one). */
export const MIN_JOBS_PER_THREAD = 100;

/** How many threads render `jobs` jobs: one per core, fewer for small sites. */
export function threadsFor(
  jobs: number,
  cores = availableParallelism(),
  limit = Number(process.env.PRERENDER_THREADS) || Infinity,
): number {
  return Math.max(1, Math.min(cores, limit, Math.floor(jobs / MIN_JOBS_PER_THREAD)));
}

/** The fixed part of a renderer's heap limit, MB: the code and the page being rendered. */
export const OLD_GENERATION_BASE_MB = 128;

/**
 * A renderer's heap limit in MB: the fixed part plus three times its share of page data (JSON text, a byte a
 * character). Without one, V8 put off collecting and the 10,000-page build passed 1 GB.
 */
export function oldGenerationMb(shareTextChars: number): number {
  return Math.ceil(OLD_GENERATION_BASE_MB + (3 * shareTextChars) / 1048576);
}

/** A renderer's options: its share as workerData and its heap limit. */
export function workerOptions(input: ShareInput): WorkerOptions {
  const chars = [...input.pages.values()].reduce((n, text) => n + text.length, 0);
  return {
    workerData: input,
    env: { ...process.env, NODE_ENV: 'production' },
    resourceLimits: { maxOldGenerationSizeMb: oldGenerationMb(chars) },
  };
}

/** The data of the pages of `jobs`, from all the site's pages (what a worker is sent). */
export function pagesOf<T>(jobs: Job[], all: Map<string, T>): Map<string, T> {
  const keys = jobs.flatMap(({ dataKey }) => (dataKey !== undefined && all.has(dataKey) ? [dataKey] : []));
  return new Map(keys.map((key) => [key, all.get(key)!]));
}

/** Resolves when `worker` has written its share and ended; rejects with its error (`once` rejects on 'error'). */
async function finished(worker: Worker): Promise<void> {
  const [code] = (await once(worker, 'exit')) as [number];
  if (code !== 0) throw new Error(`prerender: a worker stopped (exit ${code}) before it finished`);
}

/**
 * A build's jobs and the data of their pages, the worker's file in the server bundle, and the client build's
 * manifest once it is built; `allKeys`, every data key of the site, when `pages` holds only the jobs' (by default
 * its keys).
 */
export type PrerenderOptions = Omit<ShareInput, 'allKeys'> & {
  allKeys?: string[];
  workerEntry: string;
  viteManifest: Promise<ViteManifest>;
  /** Called after each page is written. */
  onRendered?: () => void;
};

/** Renders and writes every job; resolves with the number of threads that rendered them. */
export async function prerenderAll({
  jobs,
  pages,
  viteManifest,
  workerEntry,
  onRendered,
  allKeys = [...pages.keys()],
  ...rest
}: PrerenderOptions): Promise<number> {
  const common = { ...rest, allKeys };
  const workers = shareJobs(jobs, threadsFor(jobs.length)).map(
    (share) => new Worker(workerEntry, workerOptions({ ...common, jobs: share, pages: pagesOf(share, pages) })),
  );
  if (onRendered) for (const worker of workers) worker.on('message', (m) => m === RENDERED && onRendered());
  try {
    await Promise.all([
      ...workers.map(finished),
      viteManifest.then((vm) => {
        for (const worker of workers) worker.postMessage(vm);
      }),
    ]);
    return workers.length;
  } finally {
    for (const worker of workers) void worker.terminate();
  }
}
