/**
 * A renderer on a worker thread of pool.ts (bundled into the server bundle as WORKER_NAME): it warms up while the
 * client bundle is built, then renders its share of the jobs and writes each page at once (its HTML, and its data
 * as _data/<key>.json), so memory does not grow with the share.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CollectionRoute, PageData, SiteData } from '../contract/pageData.js';
import { pageAssets, type ViteManifest } from './assets.js';
import type { Job } from './plan.js';

/** The message a renderer sends after writing each page. */
export const RENDERED = 'rendered';

/** What a renderer needs: plain data, so it can be sent to a worker thread. */
export interface ShareInput {
  /** The server bundle's entry (render.js of the server build). */
  serverEntry: string;
  outDir: string;
  site: SiteData;
  /** The site settings in each other language, by code (render.tsx). */
  sites?: Record<string, SiteData>;
  collections: CollectionRoute[];
  jobs: Job[];
  /** This share's page data by data key, as JSON text (scriptJson): small to copy, and what _data/<key>.json holds. */
  pages: Map<string, string>;
  /** Every data key of the site: a page that asks for data outside its share is an error, not a silent 404. */
  allKeys: string[];
}

/** Renders and writes the share's pages once `viteManifest` (the client build's) has come; resolves with how many. */
export async function renderShare(input: ShareInput, viteManifest: Promise<ViteManifest>): Promise<number> {
  const bundle = (await import(pathToFileURL(input.serverEntry).href)) as typeof import('./render.js');
  await bundle.warmUp();
  const known = new Set(input.allKeys);
  const page = (key: string): PageData | undefined => {
    const text = input.pages.get(key);
    if (text === undefined && known.has(key))
      throw new Error(`prerender: the data of ${key} was not sent to this renderer`);
    return text === undefined ? undefined : (JSON.parse(text) as PageData);
  };
  const caches = await bundle.siteCaches({
    site: input.site,
    sites: input.sites,
    collections: input.collections,
    page,
  });
  const writeFile = (file: string, text: string) => {
    mkdirSync(dirname(join(input.outDir, file)), { recursive: true });
    writeFileSync(join(input.outDir, file), text);
  };
  const assets = pageAssets(await viteManifest);
  for (const job of input.jobs) {
    const { status, html } = await bundle.render({
      url: job.url,
      site: input.site,
      sites: input.sites,
      collections: input.collections,
      page,
      assets,
      caches,
    });
    if (status !== job.status) throw new Error(`prerender: ${job.url} answered ${status}, expected ${job.status}`);
    writeFile(job.file, html);
    if (job.dataKey !== undefined) writeFile(`_data/${job.dataKey}.json`, input.pages.get(job.dataKey)!);
    // Each page written is counted by the pool (the build's progress, as the team editor shows it).
    parentPort?.postMessage(RENDERED);
  }
  return input.jobs.length;
}

// On a worker thread the manifest is the pool's one message; an error is thrown out of the thread, to the pool.
if (!isMainThread && (workerData as Partial<ShareInput> | undefined)?.jobs) {
  renderShare(
    workerData as ShareInput,
    once(parentPort!, 'message').then(([vm]) => vm as ViteManifest),
  ).catch((e: unknown) =>
    process.nextTick(() => {
      throw e;
    }),
  );
}
