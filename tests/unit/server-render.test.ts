/**
 * The server's shorter ways to the router's HTML (src/runtime/serverRender.ts): the head's tags
 * (src/runtime/PageHead.tsx) and links to plain paths, current ones included (src/runtime/SmartLink.tsx). Every
 * page of the site and of a generated site (every block type, blog items, not-found pages) gets the same HTML
 * as with the router's HeadContent and Link, which the browser renders and hydrates.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../src/engine/load';
import { buildManifest, type SiteManifest } from '../../src/engine/manifest';
import { collectionRoutes } from '../../src/runtime/contract';
import { render, warmUp, type RenderInput } from '../../src/entry-server';
import { planJobs } from '../../scripts/prerender/plan';
import { generateSite } from '../../scripts/bench/generate';
import { repoRoot } from '../fixtures/site';

const dir = mkdtempSync(join(tmpdir(), 'server-render-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function input(manifest: SiteManifest, url: string, routerComponents: boolean): RenderInput {
  return { url, routerComponents, reuse: true, site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k) => manifest.pages.get(k), assets: { entry: '/assets/entry.js', start: ['/assets/start.js'], preloads: (m) => m.map((x) => `/assets/${x.length}.js`) } };
}

async function differingPages(manifest: SiteManifest): Promise<string[]> {
  await warmUp();
  const differing: string[] = [];
  let current = 0;
  for (const job of planJobs(manifest)) {
    const router = await render(input(manifest, job.url, true));
    const server = await render(input(manifest, job.url, false));
    expect(server.status, job.url).toBe(router.status);
    expect(server.html, job.url).toMatch(/<title>[^<]+<\/title>/);
    if (server.html.includes('aria-current="page"')) current++;
    if (server.html !== router.html) differing.push(job.url);
  }
  // Some pages link to themselves (the header's link to the page, a side menu): the current link's state is compared too.
  expect(current).toBeGreaterThan(0);
  return differing;
}

describe('the head and links rendered on the server', () => {
  it('give the same HTML as the router\'s components on every page of the site', { timeout: 60_000 }, async () => {
    expect(await differingPages(buildManifest(loadContent(repoRoot)))).toEqual([]);
  });

  it('give the same HTML as the router\'s components on every page of a generated site', { timeout: 120_000 }, async () => {
    const site = generateSite(repoRoot, join(dir, 'site'), 60);
    expect(await differingPages(buildManifest(loadContent(site.root)))).toEqual([]);
  });
});
