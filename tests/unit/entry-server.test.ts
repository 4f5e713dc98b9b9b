import { describe, it, expect, vi } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../src/engine/load';
import { buildManifest } from '../../src/engine/manifest';
import { collectionRoutes, scriptJson } from '../../src/runtime/contract';
import { render, renderPage, finishPage, blockModule, spliced } from '../../src/entry-server';
import { bootDataIn } from '../../src/client/boot';

const root = join(import.meta.dirname, '..', '..');
const manifest = buildManifest(loadContent(root));

async function renderPath(url: string) {
  const preloads = vi.fn((modules: string[]) => ['/assets/app.js', ...modules.map((m) => `/assets/${m.split('/')[2]}.js`)]);
  const { html } = await render({ url, site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k) => manifest.pages.get(k), assets: { entry: '/assets/entry.js', preloads } });
  return { html, boot: bootDataIn(html)!, preloads };
}

describe('render: the code a page needs', () => {
  it('lists the chunks in the boot data, for after the first paint, and puts no modulepreload in the head', async () => {
    const { html, boot, preloads } = await renderPath('/resources/faqs');
    expect(boot.blocks.length).toBeGreaterThan(0);
    expect(preloads).toHaveBeenCalledWith(boot.blocks.map(blockModule));
    expect(boot.preload).toEqual(preloads.mock.results[0].value);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script></body>');
  });
});

describe('renderPage and finishPage: a page rendered before the client build is done', () => {
  it('renders without the client\'s file names, then finishes the page with them exactly as render does', async () => {
    const input = { site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k: string) => manifest.pages.get(k), reuse: true };
    for (const url of ['/resources/faqs', '/no-such-page']) {
      const rendered = await renderPage({ ...input, url });
      expect(rendered.html).not.toContain('/assets/');
      expect(rendered.html).not.toContain('</body>');
      const assets = { entry: '/assets/entry.js', start: ['/assets/react.js', '/assets/start.js'], preloads: (modules: string[]) => modules.map((m) => `/assets/${m.split('/')[2]}.js`) };
      const whole = await render({ ...input, url, assets });
      const finished = finishPage(rendered, assets);
      expect(finished.html, url).toBe(whole.html);
      expect(finished.status).toBe(rendered.status);
      const boot = bootDataIn(finished.html)!;
      expect(boot.preload).toEqual(assets.preloads(rendered.modules));
      expect(boot.start).toEqual(['/assets/react.js', '/assets/start.js']);
      expect(rendered.modules.slice(0, boot.blocks.length)).toEqual(boot.blocks.map(blockModule));
    }
    expect((await renderPage({ ...input, url: '/no-such-page' })).status).toBe(404);
  });
});

describe('render: the page data in the boot data', () => {
  const common = { site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k: string) => manifest.pages.get(k), assets: { entry: '/assets/entry.js' }, reuse: true };

  it('takes the prerender\'s JSON text of the page as it is instead of making JSON of the page again', async () => {
    const text = scriptJson(manifest.pages.get('about'));
    // Same data, other spacing: only a page that took the text as it is has it.
    const spaced = text.replace(/^\{/, '{ ');
    const pageJson = vi.fn((key: string) => (key === 'about' ? spaced : undefined));
    const { html } = await render({ ...common, url: '/about', pageJson });
    expect(pageJson).toHaveBeenCalledWith('about');
    expect(html).toContain(`"pages":{"about":${spaced}}`);
    expect(bootDataIn(html)!.pages.about).toEqual(manifest.pages.get('about'));
  });

  it('gives the same HTML with the text as without it, a not-found page included', async () => {
    const pageJson = (key: string) => { const data = manifest.pages.get(key); return data && scriptJson(data); };
    for (const url of ['/', '/about', '/resources/blog/1', '/no-such-page']) {
      const [plain, fromText] = await Promise.all([render({ ...common, url }), render({ ...common, url, pageJson })]);
      expect(fromText.html, url).toBe(plain.html);
    }
  });
});

describe('spliced: a page put together in one piece', () => {
  it('puts each text in place of its range, in order, after the prefix', () => {
    const text = '<head></head><body><template x></template><main/><template y></template></body>';
    const at = (s: string) => text.indexOf(s);
    const out = spliced('<!DOCTYPE html>', text, [
      { at: at('</head>'), end: at('</head>'), text: '<style/>' },
      { at: at('<template x>'), end: at('<main/>'), text: '<header/>' },
      { at: at('<template y>'), end: at('</body>'), text: '<footer/>' },
      { at: at('</body>'), end: at('</body>'), text: '<script/>' },
    ]);
    expect(out).toBe('<!DOCTYPE html><head><style/></head><body><header/><main/><footer/><script/></body>');
    expect(spliced('', 'abc', [])).toBe('abc');
  });
});

describe('scriptJson: JSON that cannot end the <script> element it is in', () => {
  it('writes every < as \\u003c, and reads back as the same value', () => {
    const value = { html: '<p>a</p></script><script>alert(1)</script>', note: '<!-- x --> 1 < 2 << 3', list: ['<', 'plain'] };
    const text = scriptJson(value);
    expect(text).not.toContain('<');
    expect(text.split('\\u003c')).toHaveLength(11);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toBe(JSON.stringify(value).split('<').join('\\u003c'));
  });
});
