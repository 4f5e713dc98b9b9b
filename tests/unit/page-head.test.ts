/**
 * The server's rendering of the router-managed head (src/runtime/PageHead.tsx): every page of the site and of a
 * generated site (every block type, blog items, not-found pages) gets the same HTML as with the router's
 * HeadContent, which the browser renders and hydrates; the browser keeps HeadContent.
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

const dir = mkdtempSync(join(tmpdir(), 'page-head-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function input(manifest: SiteManifest, url: string, routerHead: boolean): RenderInput {
  return { url, routerHead, reuse: true, site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k) => manifest.pages.get(k), assets: { entry: '/assets/entry.js', start: '/assets/start.js', preloads: (m) => m.map((x) => `/assets/${x.length}.js`) } };
}

async function differingPages(manifest: SiteManifest): Promise<string[]> {
  await warmUp();
  const differing: string[] = [];
  for (const job of planJobs(manifest)) {
    const router = await render(input(manifest, job.url, true));
    const server = await render(input(manifest, job.url, false));
    expect(server.status, job.url).toBe(router.status);
    expect(server.html, job.url).toMatch(/<title>[^<]+<\/title>/);
    if (server.html !== router.html) differing.push(job.url);
  }
  return differing;
}

describe('the page head rendered on the server', () => {
  it('is the same HTML as the router\'s HeadContent on every page of the site', { timeout: 60_000 }, async () => {
    expect(await differingPages(buildManifest(loadContent(repoRoot)))).toEqual([]);
  });

  it('is the same HTML as the router\'s HeadContent on every page of a generated site', { timeout: 120_000 }, async () => {
    const site = generateSite(repoRoot, join(dir, 'site'), 60);
    expect(await differingPages(buildManifest(loadContent(site.root)))).toEqual([]);
  });
});
