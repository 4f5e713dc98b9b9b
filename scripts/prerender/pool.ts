/**
 * Prerenders every job of a build (plan.ts) on worker threads, one per core (os.availableParallelism()), each
 * importing the server bundle once and rendering a round-robin share of the pages. A worker is sent only what
 * its pages need: the site data, the collection routes, the Vite manifest and its own pages' data (as JSON
 * text), with the list of data keys so that a page asking for data outside its share fails loudly. Small sites
 * render on the main thread: starting a worker (its module loading and the server bundle's) costs more than it
 * saves there. PRERENDER_THREADS=n caps the number of threads (1: everything on the main thread).
 */
import { MessageChannel, Worker, type WorkerOptions } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { CollectionRoute, SiteData } from '../../src/runtime/contract.js';
import type { ViteManifest } from './assets.js';
import { shareJobs, type Job } from './plan.js';
import { pagesOf, renderShare, type ShareInput, type ShareResult } from './renderShare.js';
import type { WorkerMessage } from './worker.js';

/** The worker's file in the server bundle, without .js (viteBuilds.ts bundles worker.ts under this name). */
export const WORKER_NAME = 'prerender-worker';

/**
 * Below this many jobs per thread, one more thread costs more than it saves (measured: the 52 pages of the real
 * site and a 100-page generated site prerender as fast on one thread as on two, with less CPU).
 */
export const MIN_JOBS_PER_THREAD = 100;

/** How many threads render `jobs` jobs: one per core, fewer for small sites (1 = the main thread, no worker). */
export function threadsFor(jobs: number, cores = availableParallelism(), limit = Number(process.env.PRERENDER_THREADS) || Infinity): number {
  return Math.max(1, Math.min(cores, limit, Math.floor(jobs / MIN_JOBS_PER_THREAD)));
}

/**
 * The old-generation limit of a renderer, in MB: three times its share of page data (JSON text, kept for the
 * whole share; counted a byte a character, as V8 stores text without characters past U+00FF), plus a fixed part
 * for the code, the layout cache and the page being rendered (a renderer holds about 40 MB after a full
 * collection, its share aside). It grows with the share, so a bigger site never runs a renderer out of memory.
 * Without a limit V8 lets a renderer's heap grow towards its default (a quarter of the machine's memory) before
 * it collects in earnest: at 10,000 pages the build's memory reached 1.05 GB, with 320,000 page faults that cost
 * this virtual machine 4.9 s of kernel time. With it: 0.77 GB, 238,000 faults, and the build 1-2 s faster.
 */
export function oldGenerationMb(shareTextChars: number): number {
  return Math.ceil(OLD_GENERATION_BASE_MB + (3 * shareTextChars) / 1048576);
}

/** The fixed part of oldGenerationMb (measured: 64 was no faster, and the default no smaller than needed). */
export const OLD_GENERATION_BASE_MB = 128;

/**
 * A renderer's options: its share as workerData (copied to the thread, not kept here; the port the client build's
 * manifest comes on, if any, moved to it) and its memory limit.
 */
export function workerOptions(input: ShareInput): WorkerOptions {
  let chars = 0;
  for (const text of input.pages.values()) chars += text.length;
  return {
    workerData: input, transferList: input.manifestPort ? [input.manifestPort] : [],
    env: { ...process.env, NODE_ENV: 'production' }, resourceLimits: { maxOldGenerationSizeMb: oldGenerationMb(chars) },
  };
}

function finished(worker: Worker): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.once('message', (m: WorkerMessage) => {
      settled = true;
      if (m.ok) resolve(m.result); else reject(new Error(m.error));
      void worker.terminate();
    });
    worker.once('error', (e) => { settled = true; reject(e); });
    worker.once('exit', (code) => { if (!settled) reject(new Error(`prerender: a worker stopped (exit ${code}) before it finished`)); });
  });
}

export interface PrerenderOptions {
  site: SiteData;
  collections: CollectionRoute[];
  jobs: Job[];
  /** Every page's data as JSON text by data key (pageTexts). */
  pages: Map<string, string>;
  /**
   * The client build's manifest, or the promise of it: the renderers then start at once and finish the pages
   * they rendered meanwhile when it comes (renderShare). On one thread (the main one) the rendering waits for it.
   */
  viteManifest: ViteManifest | Promise<ViteManifest>;
  serverEntry: string;
  /** worker.ts as JavaScript (the build bundles it beside the server entry). */
  workerEntry: string;
  outDir: string;
}

/** Renders and writes every job; resolves with each thread's result (one entry per thread). */
export async function prerenderAll({ site, collections, jobs, pages, viteManifest, serverEntry, workerEntry, outDir }: PrerenderOptions): Promise<ShareResult[]> {
  const common = { serverEntry, outDir, site, collections, allKeys: [...pages.keys()] };
  const threads = threadsFor(jobs.length);
  if (threads === 1) {
    process.env.NODE_ENV = 'production';
    return [await renderShare({ ...common, viteManifest: await viteManifest, jobs, pages })];
  }
  const known = viteManifest instanceof Promise ? undefined : viteManifest;
  const ports: MessageChannel['port1'][] = [];
  const workers = shareJobs(jobs, threads).map((share) => {
    const channel = known ? undefined : new MessageChannel();
    if (channel) ports.push(channel.port1);
    return new Worker(workerEntry, workerOptions({ ...common, viteManifest: known, manifestPort: channel?.port2, jobs: share, pages: pagesOf(share, pages) }));
  });
  const sent = Promise.resolve(viteManifest).then((vm) => {
    for (const port of ports) {
      port.postMessage(vm);
      port.close();
    }
  });
  try {
    const [results] = await Promise.all([Promise.all(workers.map(finished)), sent]);
    return results;
  } catch (e) {
    for (const worker of workers) void worker.terminate();
    throw e;
  }
}
