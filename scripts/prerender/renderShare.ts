/**
 * Renders a share of the prerender jobs with the server bundle and writes each result at once: the page's HTML
 * and its data (_data/<key>.json). They are not precompressed: the server compresses them when it sends them
 * (scripts/serve.ts, as static hosts do), which saves the build a millisecond a page. Runs on a worker thread
 * (worker.ts) or, for small sites, on the main thread. Nothing is kept after a page is written, so memory does
 * not grow with the share.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderInput } from '../../src/entry-server.js';
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
  viteManifest: ViteManifest;
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

/** What a renderer did, with its time split: loading the bundle, rendering, writing. */
export interface ShareResult { pages: number; htmlBytes: number; startupMs: number; renderMs: number; writeMs: number }

interface ServerBundle {
  render(input: RenderInput): Promise<{ status: number; html: string }>;
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

export async function renderShare(input: ShareInput): Promise<ShareResult> {
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
  const assets = pageAssets(input.viteManifest);
  const ready = performance.now();
  const made = new Set<string>();
  let htmlBytes = 0;
  let renderMs = 0;
  for (const job of input.jobs) {
    const t = performance.now();
    const { status, html } = await bundle.render({ url: job.url, site: input.site, collections: input.collections, page, pageJson, assets, reuse: true });
    renderMs += performance.now() - t;
    if (status !== job.status) throw new Error(`prerender: ${job.url} answered ${status}, expected ${job.status}`);
    const text = job.renderedPath ? markRenderedPath(html, job.renderedPath) : html;
    writeFile(input.outDir, job.file, text, made);
    htmlBytes += text.length;
    const data = job.dataKey === undefined ? undefined : input.pages.get(job.dataKey);
    if (data !== undefined) writeFile(input.outDir, `_data/${job.dataKey}.json`, data, made);
  }
  return { pages: input.jobs.length, htmlBytes, startupMs: ready - started, renderMs, writeMs: performance.now() - ready - renderMs };
}
