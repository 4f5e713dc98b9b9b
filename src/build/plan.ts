/**
 * What the prerender writes, as a list of jobs: one per path of the manifest (its HTML and its page data), and the
 * not-found pages (the site's, and one per collection for unknown items under it).
 */
import type { SiteManifest } from '../content/manifest.js';
import { dataKeyOf, NOT_FOUND_RENDER_PATH } from '../contract/pageData.js';

/**
 * One render: the URL, the status it must answer (anything else stops the build), the HTML file written (relative
 * to the output folder) and, for a page, its data key (written as _data/<key>.json).
 */
export interface Job {
  url: string;
  status: 200 | 404;
  file: string;
  dataKey?: string;
}

/**
 * The last segment of the address a collection's not-found page is rendered at: item ids and routes never hold "_"
 * (the id and route patterns of schema/defs/common.schema.json), so no item or page can take that address.
 */
export const NOT_FOUND_LEAF = '_not-found';

/** The HTML file of a path: / → index.html, /about → about/index.html. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The not-found jobs: the site's at NOT_FOUND_RENDER_PATH (404.html), each other language's at /<code>/_404
 * (<code>/404.html), each collection's at <prefix>/NOT_FOUND_LEAF (<prefix>/404.html).
 */
export function notFoundJobs(manifest: Pick<SiteManifest, 'routes' | 'languages'>): Job[] {
  const collections = manifest.routes.filter((r) => r.path.endsWith('/$id')).map((r) => r.path.slice(0, -4));
  return [
    { url: NOT_FOUND_RENDER_PATH, status: 404, file: '404.html' },
    // Each other language's, at /<code>/_404 (<code>/404.html), for unknown addresses under /<code>/.
    ...(manifest.languages?.slice(1) ?? []).map(
      ({ code }): Job => ({ url: `/${code}${NOT_FOUND_RENDER_PATH}`, status: 404, file: `${code}/404.html` }),
    ),
    ...collections.map(
      (prefix): Job => ({ url: `${prefix}/${NOT_FOUND_LEAF}`, status: 404, file: `${prefix.slice(1)}/404.html` }),
    ),
  ];
}

/** Every job of a build, pages first (in the manifest's order), then the not-found pages. */
export function planJobs(manifest: Pick<SiteManifest, 'routes' | 'paths' | 'languages'>): Job[] {
  return [
    ...manifest.paths.map(
      (path): Job => ({ url: path, status: 200, file: htmlFileOf(path), dataKey: dataKeyOf(path) }),
    ),
    ...notFoundJobs(manifest),
  ];
}

/** Up to `n` shares of `jobs`, dealt round-robin so that each gets a similar mix of pages and they finish together. */
export function shareJobs<T>(jobs: T[], n: number): T[][] {
  return Array.from({ length: Math.min(n, jobs.length) }, (_, i) => jobs.filter((_, j) => j % n === i));
}
