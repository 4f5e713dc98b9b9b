/**
 * A renderer: renders a share of the prerender jobs with the server bundle and writes each page at once (its HTML,
 * and its data as _data/<key>.json), so memory does not grow with the share. Runs on a worker thread started by
 * pool.ts (this module, bundled into the server bundle as WORKER_NAME) or, for small sites, on the main thread.
 * Pages and data are not precompressed: the server compresses them as it sends them (scripts/serve/serve.ts).
 *
 * A renderer starts (imports the bundle, warms up, makes its caches) while the client bundle is still being
 * built, and renders its first page once the client build's manifest has come on `manifestPort`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderInput, SiteCaches } from './render.js';
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

/** The server bundle's part a renderer uses (render.tsx). */
interface ServerBundle {
  warmUp(): Promise<void>;
  siteCaches(input: Pick<RenderInput, 'site' | 'collections' | 'page'>): Promise<SiteCaches>;
  render(input: RenderInput): Promise<{ status: number; html: string }>;
}

/** The client build's manifest: the one given, or the one that comes on the port. */
async function manifestOf(input: ShareInput): Promise<ViteManifest> {
  if (input.viteManifest) return input.viteManifest;
  if (!input.manifestPort) throw new Error('prerender: a renderer needs the client build\'s manifest or a port it comes on');
  return ((await once(input.manifestPort, 'message')) as [ViteManifest])[0];
}

/** Renders and writes the share's pages; resolves with how many. */
export async function renderShare(input: ShareInput): Promise<number> {
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
  const assets = pageAssets(await manifestOf(input));
  for (const job of input.jobs) {
    const { status, html } = await bundle.render({ url: job.url, site: input.site, collections: input.collections, page, assets, caches });
    if (status !== job.status) throw new Error(`prerender: ${job.url} answered ${status}, expected ${job.status}`);
    writeFile(job.file, html);
    if (job.dataKey !== undefined) writeFile(`_data/${job.dataKey}.json`, input.pages.get(job.dataKey)!);
  }
  return input.jobs.length;
}

export type WorkerMessage = { ok: true; result: number } | { ok: false; error: string };

if (!isMainThread && parentPort && (workerData as Partial<ShareInput> | undefined)?.jobs) {
  renderShare(workerData as ShareInput).then(
    (result) => parentPort!.postMessage({ ok: true, result } satisfies WorkerMessage),
    (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) } satisfies WorkerMessage),
  );
}
