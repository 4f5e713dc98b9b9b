/**
 * Rendering one page (src/build/render.tsx): complete HTML with the boot data and the assets in their
 * own element, not-found pages naming the address they were rendered at, current links marked, the layout cache changing nothing a visitor gets, and the memoised stylis giving what
 * stylis gives.
 */
import { describe, it, expect, vi } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { collectionRoutes, scriptJson } from '../../../src/contract/pageData';
import { blockModules as modulesOfBlocks } from '../../../src/render/blocks';

const blockModules = modulesOfBlocks();
import { render, siteCaches, warmUp } from '../../../src/build/render';
import { linkedPaths, pathOf } from '../../../src/build/layoutCache';
import { planJobs } from '../../../src/build/plan';
import { memoiseStylis } from '../../../src/build/stylisMemo';
import { bootDataIn } from '../../../src/client/boot';

const root = join(import.meta.dirname, '..', '..', '..');
const manifest = buildManifest(loadContent(root));
const input = {
  site: manifest.site,
  collections: collectionRoutes(manifest.routes),
  page: (k: string) => manifest.pages.get(k),
};

async function renderPath(url: string) {
  const preloads = vi.fn((modules: string[]) => [
    '/assets/app.js',
    ...modules.map((m) => `/assets/${m.split('/')[2]}.js`),
  ]);
  const { html } = await render({ ...input, url, assets: { entry: '/assets/entry.js', preloads } });
  return { html, boot: bootDataIn(html)!, preloads };
}

describe('render: the code a page needs', () => {
  it('lists the chunks in the boot data, for after the first paint, and puts no modulepreload in the head', async () => {
    const { html, boot, preloads } = await renderPath('/resources/faqs');
    expect(boot.blocks.length).toBeGreaterThan(0);
    // A page in the resources frame also needs the frame's code, which only its pages load.
    expect(preloads).toHaveBeenCalledWith([
      ...boot.blocks.map((t) => blockModules[t]),
      'src/layout/ResourcesLayout.tsx',
    ]);
    expect(boot.preload).toEqual(preloads.mock.results[0].value);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script></body></html>');
  });

  it('lists the resources frame only for its pages', async () => {
    const { boot, preloads } = await renderPath('/about');
    expect(preloads).toHaveBeenCalledWith(boot.blocks.map((t) => blockModules[t]));
  });

  it('leaves the site settings out of the page (one file for every page, /_site.json)', async () => {
    const { html, boot } = await renderPath('/about');
    expect(boot).not.toHaveProperty('site');
    expect(html).not.toContain('"notFoundHead"');
  });

  it("gives each block type its component's source module, as the client build's manifest names it", () => {
    expect(blockModules.heroCarousel).toBe('src/blocks/HeroCarousel/index.tsx');
    expect(Object.keys(blockModules).length).toBeGreaterThan(20);
  });
});

describe('render: the whole document', () => {
  const assets = {
    entry: '/assets/entry.js',
    start: ['/assets/react.js', '/assets/start.js'],
    preloads: (modules: string[]) => modules.map((m) => `/assets/${m.split('/')[2]}.js`),
  };
  const renderPage = (url: string) => render({ ...input, url, assets });

  it('is complete HTML ending in the boot data, the assets and the entry script', async () => {
    for (const url of ['/resources/faqs', '/no-such-page']) {
      const { html } = await renderPage(url);
      expect(html).toMatch(
        /^<!DOCTYPE html><html[^>]*>[\s\S]*<script type="module" src="\/assets\/entry.js"><\/script><\/body><\/html>$/,
      );
      const boot = bootDataIn(html)!;
      expect(boot.preload).toEqual(
        assets
          .preloads(boot.blocks.map((t) => blockModules[t]))
          .concat(url === '/no-such-page' ? ['/assets/NotFound.tsx.js'] : ['/assets/ResourcesLayout.tsx.js']),
      );
      expect(boot.start).toEqual(['/assets/react.js', '/assets/start.js']);
    }
    expect((await renderPage('/no-such-page')).status).toBe(404);
    expect((await renderPage('/resources/faqs')).status).toBe(200);
  });

  it("names the address a not-found page was rendered at in its head, and no other page's", async () => {
    expect((await renderPage('/resources/blog/_not-found')).html).toContain(
      '<meta name="rendered-path" content="/resources/blog/_not-found"/></head>',
    );
    expect((await renderPage('/about')).html).not.toContain('rendered-path');
  });

  it('puts the page data in the boot data as its data file holds it', async () => {
    const { html } = await renderPath('/about');
    expect(html).toContain(`"pages":{"about":${scriptJson(manifest.pages.get('about'))}}`);
    expect(bootDataIn(html)!.pages.about).toEqual(manifest.pages.get('about'));
  });

  it('marks a link to the page itself as the current page, and no other', async () => {
    const current = (html: string, href: string) =>
      new RegExp(`<a[^>]*href="${href}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${href}"`).test(
        html,
      );
    expect(current((await renderPath('/about')).html, '/about')).toBe(true);
    expect(current((await renderPath('/')).html, '/about')).toBe(false);
  });
});

describe('the caches of a renderer of many pages (route tree, layout parts, stylis)', () => {
  /** The body up to the boot data, and the set of style rules (styled-components' group markers aside). */
  const parts = (html: string) => ({
    body: html.slice(html.indexOf('<body'), html.indexOf('<script type="application/json"')),
    rules: new Set(
      [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .flatMap((m) => m[1].split('/*!sc*/\n'))
        .filter((r) => r && !r.startsWith('data-styled.')),
    ),
  });

  it('gives every page of the site the same body and style rules as rendering the layout in place', {
    timeout: 60_000,
  }, async () => {
    await warmUp();
    const caches = await siteCaches(input);
    const jobs = planJobs(manifest);
    expect(jobs.length).toBeGreaterThan(40);
    let reused = 0;
    for (const job of jobs) {
      const assets = { entry: '/assets/entry.js' };
      const plain = await render({ ...input, url: job.url, assets });
      const cached = await render({ ...input, url: job.url, assets, caches });
      expect(cached.status, job.url).toBe(plain.status);
      expect(cached.html).not.toContain('data-layout-part');
      expect(parts(cached.html).body, job.url).toBe(parts(plain.html).body);
      expect(parts(cached.html).rules, job.url).toEqual(parts(plain.html).rules);
      if ((cached.html.match(/<style/g) ?? []).length > 1) reused++;
    }
    expect(reused).toBeGreaterThan(jobs.length / 2);
  });

  it('reads the paths a part links to, without query, fragment or trailing slash', () => {
    expect(
      linkedPaths(
        '<a href="/contact?service=tax&amp;x=1">a</a><a class="x" href="/hr/">b</a><a href="/#top">c</a><link href="/x.css">',
      ),
    ).toEqual(new Set(['/contact', '/hr', '/', '/x.css']));
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/resources/blog/')).toBe('/resources/blog');
  });
});

describe('scriptJson: JSON that cannot end the <script> element it is in', () => {
  it('writes every < as \\u003c, and reads back as the same value', () => {
    const value = {
      html: '<p>a</p></script><script>alert(1)</script>',
      note: '<!-- x --> 1 < 2 << 3',
      list: ['<', 'plain'],
    };
    const text = scriptJson(value);
    expect(text).not.toContain('<');
    expect(text.split('\\u003c')).toHaveLength(11);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toBe(JSON.stringify(value).split('<').join('\\u003c'));
  });
});

describe('memoised stylis', () => {
  it('gives what stylis gives, calling it once per distinct input, and a fresh array each time', () => {
    const stylis = Object.assign(
      vi.fn((css: string, selector = '') => [`${selector}{${css}}`]),
      { hash: 'h1' },
    );
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
  });
});
