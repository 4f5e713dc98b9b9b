/**
 * The prerender's layout cache (src/server/layoutCache.tsx) and memoised stylis (src/server/stylisMemo.tsx):
 * every page of the site, the not-found pages included, renders to the same bytes with the cache as without it
 * (styles, ids, hoisted head tags and current links); a page a layout part links to renders that part itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../src/engine/load';
import { buildManifest } from '../../src/engine/manifest';
import { collectionRoutes } from '../../src/runtime/contract';
import { render, warmUp, type RenderInput } from '../../src/entry-server';
import { linkedPaths, pathOf } from '../../src/server/layoutCache';
import { memoiseStylis } from '../../src/server/stylisMemo';
import { planJobs } from '../../scripts/prerender/plan';

const root = join(import.meta.dirname, '..', '..');
const manifest = buildManifest(loadContent(root));

function input(url: string, reuse: boolean): RenderInput {
  return { url, reuse, site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k) => manifest.pages.get(k), assets: { entry: '/assets/entry.js', start: ['/assets/start.js'], preloads: (m) => m.map((x) => `/assets/${x.length}.js`) } };
}

describe('the layout cache', () => {
  it('gives every page of the site the same HTML as rendering the layout in place', { timeout: 60_000 }, async () => {
    await warmUp();
    const jobs = planJobs(manifest);
    expect(jobs.length).toBeGreaterThan(40);
    const differing: string[] = [];
    for (const job of jobs) {
      const plain = await render(input(job.url, false));
      const cached = await render(input(job.url, true));
      expect(cached.status, job.url).toBe(plain.status);
      if (cached.html !== plain.html) differing.push(job.url);
    }
    expect(differing).toEqual([]);
  });

  it('renders a part itself on a page it links to: the link is marked as the current page there', async () => {
    const about = await render(input('/about', true));
    const home = await render(input('/', true));
    const current = (html: string, href: string) => new RegExp(`<a[^>]*href="${href}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${href}"`).test(html);
    expect(current(about.html, '/about')).toBe(true);
    expect(current(home.html, '/about')).toBe(false);
    expect(about.html).not.toContain('data-layout-part');
    expect(home.html).not.toContain('data-layout-part');
  });

  it('reads the paths a part links to, without query, fragment or trailing slash', () => {
    expect(linkedPaths('<a href="/contact?service=tax&amp;x=1">a</a><a class="x" href="/hr/">b</a><a href="/#top">c</a><link href="/x.css">'))
      .toEqual(new Set(['/contact', '/hr', '/', '/x.css']));
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/resources/blog/')).toBe('/resources/blog');
  });
});

describe('memoised stylis', () => {
  it('gives what stylis gives, calling it once per distinct input, and a fresh array each time', () => {
    const stylis = Object.assign(vi.fn((css: string, selector = '') => [`${selector}{${css}}`]), { hash: 'h1' });
    const memo = memoiseStylis(stylis);
    expect(memo.hash).toBe('h1');
    const a = memo('color:red;', '.a');
    const b = memo('color:red;', '.a');
    expect(a).toEqual(['.a{color:red;}']);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    b.push('changed');
    expect(memo('color:red;', '.a')).toEqual(['.a{color:red;}']);
    expect(memo('color:blue;', '.a')).toEqual(['.a{color:blue;}']);
    expect(stylis).toHaveBeenCalledTimes(2);
    expect(memoiseStylis(stylis)).toBe(memo);
  });
});
