/**
 * A renderer: renders a share of the prerender jobs with the server bundle and writes each page at once (its HTML,
 * and its data as _data/<key>.json), so memory does not grow with the share. Runs on a worker thread started by
 * pool.ts (this module, bundled into the server bundle as WORKER_NAME) or, for small sites, on the main thread.
 * Pages and data are not precompressed: the server compresses them as it sends them (scripts/serve/serve.ts).
 *
 * A share starts before the client build has finished: its pages are rendered and kept until the client build's
 * manifest arrives on `manifestPort` (looked at between pages), then given their assets (withAssets) and written;
 * from then on each page is written at once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { isMainThread, parentPort, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Assets, RenderedPage, RenderInput, SiteCaches } from './render.js';
import type { CollectionRoute, PageData, SiteData } from '../../src/runtime/contract.js';
import { pageAssets, type ViteManifest } from './assets.js';
import type { Job } from './plan.js';

/** What a renderer needs: plain data, so it can be sent to a worker thread. */
export interface ShareInput {
  /** The server bundle's entry (render.js of the server build). */
  serverEntry: string;
  outDir: string;
  site: SiteData;
  collections: CollectionRoute[];
  /** The client build's manifest; when it is not known yet, it comes later as the one message on `manifestPort`. */
  viteManifest?: ViteManifest;
  manifestPort?: MessagePort;
  jobs: Job[];
  /**
   * The data of this share's pages by data key, as JSON text (scriptJson): text is copied to a thread in one piece,
   * takes a fraction of the memory of the objects, and is what _data/<key>.json holds.
   */
  pages: Map<string, string>;
  /** Every data key of the site: a page that asks for data outside its share is an error, not a silent 404. */
  allKeys: string[];
}

/** What a renderer did: its pages, those rendered before the client build's manifest came, and how long it waited for it after its last page. */
export interface ShareResult { pages: number; early: number; waitMs: number }

/** The server bundle's part a renderer uses (render.tsx). */
interface ServerBundle {
  warmUp(): Promise<void>;
  siteCaches(input: Omit<RenderInput, 'url' | 'caches'>): Promise<SiteCaches>;
  renderPage(input: RenderInput): Promise<RenderedPage>;
  withAssets(page: RenderedPage, assets: Assets): string;
}

/** The client build's manifest: the one given, or the one waiting on the port (`wait`: until it comes). */
async function manifestOf(input: ShareInput, wait: boolean): Promise<ViteManifest | undefined> {
  if (input.viteManifest || !input.manifestPort) return input.viteManifest;
  const received = receiveMessageOnPort(input.manifestPort);
  if (received) return received.message as ViteManifest;
  return wait ? ((await once(input.manifestPort, 'message')) as [ViteManifest])[0] : undefined;
}

export async function renderShare(input: ShareInput): Promise<ShareResult> {
  if (!input.viteManifest && !input.manifestPort) throw new Error('prerender: a renderer needs the client build\'s manifest or a port it comes on');
  const bundle = (await import(pathToFileURL(input.serverEntry).href)) as ServerBundle;
  await bundle.warmUp();
  const known = new Set(input.allKeys);
  const page = (key: string): PageData | undefined => {
    const text = input.pages.get(key);
    if (text === undefined && known.has(key)) throw new Error(`prerender: the data of ${key} was not sent to this renderer`);
    return text === undefined ? undefined : (JSON.parse(text) as PageData);
  };
  const caches = await bundle.siteCaches({ site: input.site, collections: input.collections, page });
  const folders = new Set<string>();
  const writeFile = (file: string, text: string) => {
    const full = join(input.outDir, file);
    if (!folders.has(dirname(full))) mkdirSync(dirname(full), { recursive: true });
    folders.add(dirname(full));
    writeFileSync(full, text);
  };
  let assets: Assets | undefined;
  const waiting: [Job, RenderedPage][] = [];
  const write = (job: Job, rendered: RenderedPage, withAssets: Assets) => {
    writeFile(job.file, bundle.withAssets(rendered, withAssets));
    if (job.dataKey !== undefined) writeFile(`_data/${job.dataKey}.json`, input.pages.get(job.dataKey)!);
  };
  const useManifest = (vm: ViteManifest) => {
    assets = pageAssets(vm);
    for (const [job, rendered] of waiting.splice(0)) write(job, rendered, assets);
  };
  let early = 0;
  for (const job of input.jobs) {
    const vm = assets ? undefined : await manifestOf(input, false);
    if (vm) useManifest(vm);
    const rendered = await bundle.renderPage({ url: job.url, site: input.site, collections: input.collections, page, caches });
    if (rendered.status !== job.status) throw new Error(`prerender: ${job.url} answered ${rendered.status}, expected ${job.status}`);
    if (assets) write(job, rendered, assets);
    else {
      waiting.push([job, rendered]);
      early++;
    }
  }
  const waitStart = performance.now();
  const waited = !assets;
  if (!assets) useManifest((await manifestOf(input, true))!);
  return { pages: input.jobs.length, early, waitMs: waited ? performance.now() - waitStart : 0 };
}

export type WorkerMessage = { ok: true; result: ShareResult } | { ok: false; error: string };

if (!isMainThread && parentPort && (workerData as Partial<ShareInput> | undefined)?.jobs) {
  renderShare(workerData as ShareInput).then(
    (result) => parentPort!.postMessage({ ok: true, result } satisfies WorkerMessage),
    (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) } satisfies WorkerMessage),
  );
}
