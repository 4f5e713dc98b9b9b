/**
 * Renders a share of the prerender jobs with the server bundle and writes each result at once: the page's HTML
 * and its data (_data/<key>.json). They are not precompressed: the server compresses them when it sends them
 * (scripts/serve.ts, as static hosts do), which saves the build a millisecond a page. Runs on a worker thread
 * (worker.ts) or, for small sites, on the main thread. Nothing is kept after a page is written, so memory does
 * not grow with the share.
 *
 * A share can start before the client build has finished. Its pages are then rendered up to the part that names
 * the client's files (renderPage) and kept until the client build's manifest arrives on `manifestPort` (looked
 * at between pages), then finished (finishPage) and written; from then on each page is written at once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderInput } from '../../src/entry-server.js';
import { scriptJson, type CollectionRoute, type PageData, type SiteData } from '../../src/runtime/contract.js';
import { pageAssets, type ViteManifest } from './assets.js';
import type { Job } from './plan.js';

/** What a renderer needs: plain data, so it can be sent to a worker thread. */
export interface ShareInput {
  /** The server bundle's entry (entry-server.js of the SSR build). */
  serverEntry: string;
  /** The output folder. */
  outDir: string;
  site: SiteData;
  collections: CollectionRoute[];
  /** The client build's manifest; when it is not known yet, it comes later as the one message on `manifestPort`. */
  viteManifest?: ViteManifest;
  manifestPort?: MessagePort;
  jobs: Job[];
  /**
   * The page data this share's pages load, by data key, as JSON text: text is copied to a thread in one piece
   * and takes a fraction of the memory of the objects, it is what _data/<key>.json holds, and a page parses
   * its own when it renders.
   */
  pages: Map<string, string>;
  /** Every data key of the site: a page that asks for data outside its share is an error, not a silent 404. */
  allKeys: string[];
}

/**
 * What a renderer did, with its time split: loading the bundle, rendering, writing, and waiting for the client
 * build's manifest after rendering its last page (0 when it came before); `early`: the pages it rendered before
 * the manifest came.
 */
export interface ShareResult { pages: number; early: number; htmlBytes: number; startupMs: number; renderMs: number; writeMs: number; waitMs: number }

interface ServerBundle {
  renderPage(input: Omit<RenderInput, 'assets'>): Promise<RenderedPage>;
  finishPage(page: RenderedPage, assets: RenderInput['assets']): { status: number; html: string };
  /** Loads every lazily loaded module in a fixed order (see src/entry-server.tsx). */
  warmUp?(): Promise<void>;
}

/**
 * Every page's data as JSON text, by data key, with `<` escaped (scriptJson): what _data/<key>.json holds, and
 * what the page's boot data takes as it is.
 */
export function pageTexts(pages: Map<string, PageData>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, data] of pages) out.set(key, scriptJson(data));
  return out;
}

/** The data of the pages of `jobs`, from all the site's pages (what a worker is sent). */
export function pagesOf<T>(jobs: Job[], all: Map<string, T>): Map<string, T> {
  const out = new Map<string, T>();
  for (const job of jobs) {
    const data = job.dataKey === undefined ? undefined : all.get(job.dataKey);
    if (job.dataKey !== undefined && data !== undefined) out.set(job.dataKey, data);
  }
  return out;
}

/** The HTML of a not-found page, marked with the address it was rendered at. */
export function markRenderedPath(html: string, path: string): string {
  return html.replace('</head>', `<meta name="rendered-path" content="${path}"/></head>`);
}

/** Writes a file, creating its folder unless this renderer made it already. */
function writeFile(outDir: string, file: string, text: string, made: Set<string>): void {
  const full = join(outDir, file);
  const folder = dirname(full);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(full, text);
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
  const started = performance.now();
  const bundle = (await import(pathToFileURL(input.serverEntry).href)) as ServerBundle;
  await bundle.warmUp?.();
  const known = new Set(input.allKeys);
  const page = (key: string): PageData | undefined => {
    const text = input.pages.get(key);
    if (text === undefined && known.has(key)) throw new Error(`prerender: the data of ${key} was not sent to this renderer`);
    return text === undefined ? undefined : (JSON.parse(text) as PageData);
  };
  const pageJson = (key: string): string | undefined => input.pages.get(key);
  const ready = performance.now();
  const made = new Set<string>();
  let htmlBytes = 0;
  let renderMs = 0;
  let assets: RenderInput['assets'] | undefined;
  /** Pages rendered before the client build's manifest came, until it does. */
  const waiting: { job: Job; rendered: RenderedPage }[] = [];
  let early = 0;
  const write = (job: Job, rendered: RenderedPage, withAssets: RenderInput['assets']) => {
    const t = performance.now();
    const { html } = bundle.finishPage(rendered, withAssets);
    renderMs += performance.now() - t;
    const text = job.renderedPath ? markRenderedPath(html, job.renderedPath) : html;
    writeFile(input.outDir, job.file, text, made);
    htmlBytes += text.length;
    const data = job.dataKey === undefined ? undefined : input.pages.get(job.dataKey);
    if (data !== undefined) writeFile(input.outDir, `_data/${job.dataKey}.json`, data, made);
  };
  const useManifest = (vm: ViteManifest) => {
    assets = pageAssets(vm);
    for (const { job, rendered } of waiting.splice(0)) write(job, rendered, assets);
  };
  for (const job of input.jobs) {
    if (!assets) {
      const vm = await manifestOf(input, false);
      if (vm) useManifest(vm);
    }
    const t = performance.now();
    const rendered = await bundle.renderPage({ url: job.url, site: input.site, collections: input.collections, page, pageJson, reuse: true });
    renderMs += performance.now() - t;
    if (rendered.status !== job.status) throw new Error(`prerender: ${job.url} answered ${rendered.status}, expected ${job.status}`);
    if (assets) write(job, rendered, assets);
    else {
      waiting.push({ job, rendered });
      early++;
    }
  }
  let waitMs = 0;
  if (!assets) {
    const t = performance.now();
    const vm = (await manifestOf(input, true))!;
    waitMs = performance.now() - t;
    useManifest(vm);
  }
  return { pages: input.jobs.length, early, htmlBytes, startupMs: ready - started, renderMs, writeMs: performance.now() - ready - renderMs - waitMs, waitMs };
}
