/**
 * The prerender's plan and its renderer (src/build/): every path gets one job and one file, not-found
 * pages are rendered at addresses no page or collection item can take (a blog article 404 included), shares
 * cover every job once, small sites render on one thread, and a share renders and writes its pages (HTML,
 * data) with a server bundle that is warmed up first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite } from '../../../tools/bench/generate';
import { loadContent } from '../../../src/content/load';
import { buildManifest, type SiteManifest } from '../../../src/content/manifest';
import { collectionRoutes, NOT_FOUND_RENDER_PATH, scriptJson } from '../../../src/contract/pageData';
import { NOT_FOUND_LEAF, htmlFileOf, notFoundJobs, planJobs, shareJobs, type Job } from '../../../src/build/plan';
import {
  MIN_JOBS_PER_THREAD,
  OLD_GENERATION_BASE_MB,
  oldGenerationMb,
  pagesOf,
  threadsFor,
  workerOptions,
} from '../../../src/build/pool';
import { renderShare } from '../../../src/build/worker';
import { pageAssets } from '../../../src/build/assets';
import { repoRoot } from '../../fixtures/site';

let dir: string;
let manifest: SiteManifest;

/** Every page's data as JSON text, as the build sends it to the renderers. */
const pageTexts = (pages: Map<string, unknown>) => new Map([...pages].map(([k, v]) => [k, scriptJson(v)]));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
  const site = generateSite(repoRoot, join(dir, 'site'), 30);
  manifest = buildManifest(loadContent(site.root));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the prerender plan', () => {
  it('has one job per path, then the not-found pages, each writing its own file', () => {
    const jobs = planJobs(manifest);
    expect(jobs.filter((j) => j.status === 200).map((j) => j.url)).toEqual(manifest.paths);
    expect(new Set(jobs.map((j) => j.file)).size).toBe(jobs.length);
    expect(jobs.find((j) => j.url === '/')?.file).toBe('index.html');
    expect(htmlFileOf('/resources/blog/7')).toBe('resources/blog/7/index.html');
  });

  it('renders not-found pages at addresses no page or item takes, also beside an article with the id 404', () => {
    expect(manifest.paths).toContain('/resources/blog/404');
    const notFound = notFoundJobs(manifest);
    expect(notFound.map((j) => [j.url, j.file])).toEqual([
      [NOT_FOUND_RENDER_PATH, '404.html'],
      [`/resources/blog/${NOT_FOUND_LEAF}`, 'resources/blog/404.html'],
    ]);
    for (const job of notFound) {
      expect(manifest.paths, job.url).not.toContain(job.url);
      expect(manifest.pages.has(job.url.slice(1)), job.url).toBe(false);
    }
  });

  it('renders not-found pages at addresses the id and route patterns of the schemas reject', () => {
    const defs = JSON.parse(readFileSync(join(repoRoot, 'schema/defs/common.schema.json'), 'utf8')) as {
      definitions: Record<string, { pattern: string }>;
    };
    expect(new RegExp(defs.definitions.id.pattern).test(NOT_FOUND_LEAF)).toBe(false);
    expect(new RegExp(defs.definitions.route.pattern).test(`/resources/blog/${NOT_FOUND_LEAF}`)).toBe(false);
    expect(new RegExp(defs.definitions.route.pattern).test(NOT_FOUND_RENDER_PATH)).toBe(false);
    expect(new RegExp(defs.definitions.route.pattern).test('/about')).toBe(true);
    const blog = JSON.parse(readFileSync(join(repoRoot, 'schema/collections/blog.schema.json'), 'utf8')) as {
      properties: { items: { items: { properties: { id: { type: string } } } } };
    };
    expect(blog.properties.items.items.properties.id.type).toBe('integer');
  });

  it('deals jobs round-robin into shares that cover each job once', () => {
    const jobs = Array.from({ length: 7 }, (_, i) => i);
    expect(shareJobs(jobs, 3)).toEqual([
      [0, 3, 6],
      [1, 4],
      [2, 5],
    ]);
    expect(shareJobs(jobs, 10).flat().sort()).toEqual(jobs);
    expect(shareJobs(jobs, 10)).toHaveLength(7);
    expect(shareJobs([], 2)).toEqual([]);
  });

  it('renders small sites on one thread and large ones on every core', () => {
    expect(threadsFor(100, 8, Infinity)).toBe(1);
    expect(threadsFor(2 * MIN_JOBS_PER_THREAD, 8, Infinity)).toBe(2);
    expect(threadsFor(10000, 2, Infinity)).toBe(2);
    expect(threadsFor(10000, 8, 3)).toBe(3);
  });

  it("limits each renderer's heap to what its share needs, so a big site keeps memory low and never runs a renderer out of it", () => {
    const jobs = planJobs(manifest);
    const pages = pageTexts(manifest.pages);
    const common = {
      serverEntry: 'x.js',
      outDir: dir,
      site: manifest.site,
      collections: collectionRoutes(manifest.routes),
      allKeys: [],
    };
    const limitOf = (share: Job[]) =>
      workerOptions({ ...common, jobs: share, pages: pagesOf(share, pages) }).resourceLimits?.maxOldGenerationSizeMb;
    const chars = [...pages.values()].reduce((n, t) => n + t.length, 0);
    expect(limitOf(jobs)).toBe(oldGenerationMb(chars));
    expect(limitOf([])).toBe(OLD_GENERATION_BASE_MB);
    const big = workerOptions({
      ...common,
      jobs: [],
      pages: new Map([
        ['a', 'x'.repeat(6_000_000)],
        ['b', 'y'.repeat(4_000_000)],
      ]),
    });
    expect(big.resourceLimits?.maxOldGenerationSizeMb).toBe(OLD_GENERATION_BASE_MB + Math.ceil(30e6 / 1048576));
    // 10,000 generated pages (about 40 million characters a share of two): a few hundred MB each, not gigabytes.
    expect(oldGenerationMb(40e6)).toBeGreaterThan(200);
    expect(oldGenerationMb(40e6)).toBeLessThan(300);
  });
});

describe('rendering a share', () => {
  /** A stand-in server bundle: answers 404 for paths without data, records what it was asked. */
  function fakeBundle(): string {
    const file = join(dir, `bundle-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(
      file,
      `
      export const calls = [];
      let warm = false;
      export async function warmUp() { warm = true; calls.push('warmUp'); }
      export async function siteCaches() { return 'caches'; }
      export async function render({ url, page, assets, caches }) {
        if (!warm) throw new Error('rendered before warmUp');
        if (caches !== 'caches') throw new Error('render was not given the caches');
        calls.push(url);
        const key = url === '/' ? 'index' : url.slice(1);
        const data = page(key);
        const html = '<html><head></head><body>' + url + '|' + assets.entry + '|' + assets.preloads(['src/blocks/Faq/index.tsx']).join(',') + '</body></html>';
        return { status: data ? 200 : 404, html };
      }`,
    );
    return file;
  }
  const viteManifest = {
    'src/client/entry.tsx': { file: 'assets/entry.js', isEntry: true },
    'src/client/start.tsx': { file: 'assets/start.js', isEntry: true },
  };

  function input(jobs: Job[], outDir: string, serverEntry = fakeBundle()) {
    return {
      serverEntry,
      outDir,
      site: manifest.site,
      collections: collectionRoutes(manifest.routes),
      jobs,
      pages: pagesOf(jobs, pageTexts(manifest.pages)),
      allKeys: [...manifest.pages.keys()],
    };
  }
  const known = () => Promise.resolve(viteManifest);

  it('writes each page and its data, uncompressed (the server compresses them)', async () => {
    const jobs = [...planJobs(manifest).slice(0, 3), ...notFoundJobs(manifest)];
    const out = join(dir, 'out-a');
    expect(await renderShare(input(jobs, out), known())).toBe(jobs.length);
    for (const job of jobs) {
      const html = readFileSync(join(out, job.file), 'utf8');
      expect(html).toContain(`${job.url}|/assets/entry.js|`);
      expect(existsSync(join(out, `${job.file}.gz`)) || existsSync(join(out, `${job.file}.br`))).toBe(false);
      if (job.dataKey)
        expect(JSON.parse(readFileSync(join(out, '_data', `${job.dataKey}.json`), 'utf8'))).toEqual(
          manifest.pages.get(job.dataKey),
        );
    }
  });

  it("renders once the client build's manifest has come, as with the manifest from the start", async () => {
    const jobs = planJobs(manifest).slice(0, 3);
    await renderShare(input(jobs, join(dir, 'out-known')), known());
    let arrive!: (vm: typeof viteManifest) => void;
    const later = new Promise<typeof viteManifest>((resolve) => {
      arrive = resolve;
    });
    const rendering = renderShare(input(jobs, join(dir, 'out-wait')), later);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(join(dir, 'out-wait'))).toBe(false);
    arrive(viteManifest);
    expect(await rendering).toBe(jobs.length);
    for (const job of jobs) {
      const html = readFileSync(join(dir, 'out-wait', job.file), 'utf8');
      expect(html).toBe(readFileSync(join(dir, 'out-known', job.file), 'utf8'));
      expect(html).toContain(`${job.url}|/assets/entry.js|/assets/start.js`);
    }
  });

  it('stops on an unexpected status', async () => {
    const job: Job = { url: '/no-such-page', status: 200, file: 'x/index.html', dataKey: 'no-such-page' };
    await expect(renderShare(input([job], join(dir, 'out-b')), known())).rejects.toThrow(
      '/no-such-page answered 404, expected 200',
    );
  });

  it('refuses to render a page whose data was not sent to it, instead of writing a not-found page', async () => {
    const job = planJobs(manifest)[0];
    const data = input([job], join(dir, 'out-c'));
    await expect(renderShare({ ...data, pages: new Map<string, string>() }, known())).rejects.toThrow(
      `the data of ${job.dataKey} was not sent`,
    );
    expect(existsSync(join(dir, 'out-c', job.file))).toBe(false);
  });

  it('gives pages the entry, the app chunks in evaluation order (the start module last) and the chunks to preload, and stops when the build lacks an entry', () => {
    const vm = {
      'src/client/entry.tsx': { file: 'assets/entry.js', isEntry: true },
      'src/client/start.tsx': { file: 'assets/start.js', isEntry: true, imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/blocks/Faq/index.tsx': { file: 'assets/Faq.js', imports: ['_app.js'] },
    };
    const assets = pageAssets(vm);
    expect(assets.entry).toBe('/assets/entry.js');
    expect(assets.start).toEqual(['/assets/react.js', '/assets/app.js', '/assets/start.js']);
    expect(assets.preloads!(['src/blocks/Faq/index.tsx'])).toEqual([
      '/assets/start.js',
      '/assets/app.js',
      '/assets/react.js',
      '/assets/Faq.js',
    ]);
    const { 'src/client/start.tsx': _, ...noStart } = vm;
    expect(() => pageAssets(noStart)).toThrow('has no src/client/start.tsx');
  });

  it('sends a share the data of its own pages only, as JSON text', () => {
    const jobs = planJobs(manifest).slice(0, 4);
    const sent = pagesOf(jobs, pageTexts(manifest.pages));
    expect([...sent.keys()]).toEqual(jobs.map((j) => j.dataKey));
    for (const [key, text] of sent) expect(JSON.parse(text)).toEqual(manifest.pages.get(key));
  });
});
