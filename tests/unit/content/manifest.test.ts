import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { icons as lucide } from 'lucide';
import * as simpleIcons from 'simple-icons';
import { buildManifest, type SiteManifest } from '../../../src/content/manifest';
import { allIconNames, iconSprite, iconSymbol } from '../../../src/content/icons';
import { BUILTIN_ICONS } from '../../../src/layout/layoutIcons';
import { loadSite, realSiteText, repoRoot, tempRoot, yaml } from '../../fixtures/site';

/** The real site file with a known site address and title suffix. */
function siteText(): string {
  const text = realSiteText()
    .replace(/^(\s*siteUrl:).*$/m, '$1 https://example.test')
    .replace(/^(\s*titleSuffix:).*$/m, '$1 " | Example"');
  expect(text).toContain('siteUrl: https://example.test');
  expect(text).toContain('titleSuffix: " | Example"');
  return text;
}

const PAGES: Record<string, string> = {
  'pages/index.yaml': yaml(
    'route: /',
    'meta:',
    '  title: Home page',
    '  description: The home page of the example site for tests.',
    'sections:',
    '  - type: hero',
    '    id: welcome',
    '    title: Welcome',
    '    image: { src: /images/twelve-hundred-by-630.png, alt: A picture }',
    '  - type: cardGrid',
    '    id: services',
    '    cards:',
    '      - { id: accounting, title: Accounting, icon: calculator }',
    '      - id: payroll',
    '        title: Payroll',
    '        icon: users',
    '        image: { src: /images/seven-by-five.png, alt: Sized by hand, width: 70, height: 50 }',
  ),
  'pages/about.yaml': yaml(
    'route: /about',
    'aliases: [/who-we-are, /company/about-us]',
    'meta:',
    '  title: About us',
    '  description: Who we are and what we do, for the tests.',
    'sections:',
    '  - { type: hero, id: about-intro, title: About }',
  ),
  'pages/thanks.yaml': yaml(
    'route: /thanks',
    'sitemap: false',
    'meta:',
    '  title: Thank you',
    '  description: Shown after a message is sent, kept out of the sitemap.',
    'sections:',
    '  - { type: hero, id: thanks, title: Thanks }',
  ),
  'pages/resources/blog-post.yaml': yaml(
    'route: /resources/blog/$id',
    'layout: resources',
    'collection: blog',
    'notFound:',
    '  title: Blog Post Not Found',
    '  text: There is no article at this address.',
    '  link: { label: Back to Blog, href: /about }',
    'meta:',
    '  title: "{title}"',
    '  description: "Read {title} on the example blog."',
    'sections:',
    '  - type: blogArticle',
    '    id: article',
    '    backLink: { label: Back, href: /about, variant: link }',
    '    browseAllLink: { label: Browse all, href: /about }',
    '    readTimeLabel: "{minutes} min read"',
    '    byLabel: By',
    '    authorBoxTitle: About the author',
    '    share: { headerLabel: Share, authorBoxLabel: Share, facebook: Facebook, x: X, linkedin: LinkedIn, email: E-mail, copy: Copy, copied: Copied, readMore: "Read more:" }',
  ),
  'pages/collections/blog.yaml': yaml(
    'items:',
    '  - id: 1',
    '    title: First post',
    '    excerpt: The first article.',
    '    content: |',
    '      <h2>Safe heading</h2><script>alert("stolen")</script>',
    '      <p onclick="steal()">Body <a href="javascript:alert(2)">bad link</a> and <a href="https://example.org/x">good link</a></p>',
    '      <img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>',
    '    date: March 15, 2024',
    '    author: A. Writer',
    '    readTime: 3',
    '    category: Technology',
    '    image: { src: /images/twelve-hundred-by-630.png, alt: Cover }',
    '  - id: 2',
    '    title: Second post',
    '    excerpt: The second article.',
    '    content: <p>Plain.</p>',
    '    date: March 16, 2024',
    '    author: B. Writer',
    '    readTime: 5',
    '    category: Technology',
    '    image: { src: /images/twelve-hundred-by-630.png, alt: Cover }',
  ),
};

let manifest: SiteManifest;
let cleanup: () => void;

beforeAll(() => {
  const { root, remove } = tempRoot();
  cleanup = remove;
  const content = loadSite(PAGES, { root, siteText: siteText() });
  expect(content.problems.filter((p) => p.severity === 'error')).toEqual([]);
  manifest = buildManifest(content);
});
afterAll(() => cleanup?.());

describe('buildManifest', () => {
  it('lists every route and alias once, sorted by path', () => {
    expect(manifest.routes.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/company/about-us',
      '/resources/blog/$id',
      '/thanks',
      '/who-we-are',
    ]);
  });

  it("points aliases at their main route's data and keeps their layout", () => {
    const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
    expect(byPath.get('/about')).toEqual({ path: '/about', dataKey: 'about', layout: 'default' });
    expect(byPath.get('/who-we-are')).toEqual({ path: '/who-we-are', dataKey: 'about', layout: 'default' });
    expect(byPath.get('/company/about-us')?.dataKey).toBe('about');
    expect(byPath.get('/')?.dataKey).toBe('index');
    // The browser looks data up by path, so an alias's key holds its main route's data (the same object).
    expect(manifest.pages.get('who-we-are')).toBe(manifest.pages.get('about'));
  });

  it('gives an alias the canonical address of its main route', () => {
    const canonical = manifest.pages.get('about')!.head.links.find((l) => l.rel === 'canonical');
    expect(canonical?.href).toBe('https://example.test/about');
  });

  it("expands a collection route into one page per item, with the route's layout and not-found text", () => {
    const route = manifest.routes.find((r) => r.path === '/resources/blog/$id');
    expect(route).toEqual({
      path: '/resources/blog/$id',
      dataKey: 'resources/blog',
      layout: 'resources',
      notFound: {
        title: 'Blog Post Not Found',
        text: 'There is no article at this address.',
        link: { label: 'Back to Blog', href: '/about' },
      },
    });
    expect(
      [...manifest.pages.keys()]
        .filter((k) => !manifest.routes.some((r) => r.path === `/${k}` && r.dataKey !== k))
        .sort(),
    ).toEqual(['about', 'index', 'resources/blog/1', 'resources/blog/2', 'thanks']);
    expect(manifest.pages.get('resources/blog/2')!.entry?.title).toBe('Second post');
    expect(manifest.pages.get('resources/blog/2')!.path).toBe('/resources/blog/2');
  });

  it("fills {title} in a collection page's meta from its item", () => {
    const head = manifest.pages.get('resources/blog/2')!.head;
    expect(head.title).toBe('Second post | Example');
    expect(head.meta).toContainEqual({ name: 'description', content: 'Read Second post on the example blog.' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://example.test/images/twelve-hundred-by-630.png',
    });
  });

  it('prerenders routes, aliases and items, but not the $id pattern itself', () => {
    expect(manifest.paths).toEqual([
      '/',
      '/about',
      '/company/about-us',
      '/resources/blog/1',
      '/resources/blog/2',
      '/thanks',
      '/who-we-are',
    ]);
  });

  it('puts canonical pages in the sitemap, without aliases or pages that opt out', () => {
    expect(manifest.sitemap).toEqual([
      'https://example.test/',
      'https://example.test/about',
      'https://example.test/resources/blog/1',
      'https://example.test/resources/blog/2',
    ]);
  });

  it('sanitises article HTML: no script, no event handler, no javascript: link survives', () => {
    const html = manifest.pages.get('resources/blog/1')!.entry!.content;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('stolen');
    expect(html).not.toMatch(/onclick|onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<img/i);
    expect(html).toContain('<h2>Safe heading</h2>');
    expect(html).toContain('bad link');
  });

  it('opens outside links of an article in a new tab, safely', () => {
    const html = manifest.pages.get('resources/blog/1')!.entry!.content;
    expect(html).toMatch(/<a href="https:\/\/example\.org\/x"[^>]*target="_blank"[^>]*>good link<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/example\.org\/x"[^>]*rel="noopener noreferrer"/);
  });

  it('fills image width and height from the file under public/, and keeps sizes written by hand', () => {
    const [hero, grid] = manifest.pages.get('index')!.sections as unknown as [
      { image: { width: number; height: number } },
      { cards: { image?: { width: number; height: number } }[] },
    ];
    expect(hero.image).toMatchObject({ width: 1200, height: 630 });
    expect(grid.cards[1].image).toMatchObject({ width: 70, height: 50 });
    expect(manifest.pages.get('resources/blog/1')!.entry!.image).toMatchObject({ width: 1200, height: 630 });
  });

  it('gives every raster picture its variants (widths up to its own, at one address per content), and lists each picture once', () => {
    const [hero] = manifest.pages.get('index')!.sections as unknown as [
      { image: { picture: { base: string; widths: number[] } } },
    ];
    expect(hero.image.picture.base).toMatch(/^\/assets\/img\/twelve-hundred-by-630\.[0-9a-f]{10}$/);
    expect(hero.image.picture.widths).toEqual([320, 400, 480, 560, 640, 768, 896, 1024, 1200]);
    expect(manifest.pages.get('resources/blog/1')!.entry!.image).toMatchObject({ picture: hero.image.picture });
    expect([...manifest.pictures.values()].map((p) => p.src).sort()).toEqual([
      '/images/seven-by-five.png',
      '/images/twelve-hundred-by-630.png',
    ]);
  });

  it('lists the block types a page uses, for preloading their code', () => {
    expect(manifest.pages.get('index')!.blocks).toEqual(['cardGrid', 'hero']);
    expect(manifest.pages.get('resources/blog/1')!.blocks).toEqual(['blogArticle']);
  });

  it('carries the site head with the Organization data and a not-found head', () => {
    expect(manifest.site.head.jsonLd[0]).toMatchObject({ '@type': 'Organization', url: 'https://example.test/' });
    expect(manifest.site.notFoundHead.title).toMatch(/ \| Example$/);
  });
});

describe('icons', () => {
  it('resolves every icon editors may name, and every icon the layout draws, into the sprite', () => {
    const names = allIconNames(repoRoot, BUILTIN_ICONS);
    expect(names).toContain('calculator');
    expect(names).toContain('brand-linkedin');
    for (const name of names) expect(iconSymbol(name), name).toMatch(new RegExp(`^<symbol id="${name}" `));
    const sprite = iconSprite(names);
    expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
  });

  it('draws a line icon with the shapes of its icon set', () => {
    const symbol = iconSymbol('calculator')!;
    for (const [, attrs] of lucide.Calculator) {
      if (typeof attrs.d === 'string') expect(symbol).toContain(`d="${attrs.d}"`);
    }
    expect(symbol).toContain('<rect ');
  });

  it('draws a brand mark with the path simple-icons gives it', () => {
    const brands = allIconNames(repoRoot, BUILTIN_ICONS).filter(
      (n) => n.startsWith('brand-') && n !== 'brand-linkedin',
    );
    expect(brands.length).toBeGreaterThan(2);
    for (const name of brands) {
      const mark = (simpleIcons as unknown as Record<string, { path: string }>)[
        `si${name.slice(6).replace(/^./, (c) => c.toUpperCase())}`
      ];
      expect(iconSymbol(name), name).toContain(` d="${mark.path}"`);
    }
  });

  it('refuses a name no icon set has', () => {
    expect(iconSymbol('no-such-icon')).toBeUndefined();
    expect(iconSymbol('brand-no-such-brand')).toBeUndefined();
    expect(() => iconSprite(['no-such-icon'])).toThrow(/no-such-icon/);
  });
});

describe('picture widths by the blocks that show them', () => {
  /** The real gallery block with two of its pictures; the second is also a hero's picture on another page. */
  function galleryPages(): Record<string, string> {
    const real = parse(readFileSync(join(repoRoot, 'pages/gallery.yaml'), 'utf8'));
    const gallery = real.sections.find((s: { type: string }) => s.type === 'gallery');
    gallery.images = [
      { ...gallery.images[0], src: '/images/gallery/office-reception.webp' },
      { ...gallery.images[1], src: '/images/gallery/growth-sandalwood-visit.webp' },
    ];
    return {
      'pages/gallery.yaml': stringify({ ...real, sections: [gallery] }),
      'pages/index.yaml': yaml(
        'route: /',
        'meta:',
        '  title: Home page',
        '  description: The home page of the example site for tests.',
        'sections:',
        '  - type: hero',
        '    id: welcome',
        '    title: Welcome',
        '    image: { src: /images/gallery/growth-sandalwood-visit.webp, alt: A farm visit }',
      ),
    };
  }

  it("stops a gallery's pictures at 1920 px; a picture a hero shows too keeps its own 2400", () => {
    const { root, remove } = tempRoot();
    try {
      const content = loadSite(galleryPages(), { root, siteText: siteText() });
      expect(content.problems.filter((p) => p.severity === 'error')).toEqual([]);
      const { pictures, pages } = buildManifest(content);
      const widths = (src: string) => [...pictures.values()].find((p) => p.src === src)!.set.widths;
      expect(widths('/images/gallery/office-reception.webp').slice(-3)).toEqual([1400, 1600, 1920]);
      expect(widths('/images/gallery/growth-sandalwood-visit.webp').slice(-3)).toEqual([1600, 1920, 2400]);
      // The page data carries the same sets: what the pages name is what the build makes.
      const [gallery] = pages.get('gallery')!.sections as unknown as [{ images: { picture: { widths: number[] } }[] }];
      expect(gallery.images.map((i) => Math.max(...i.picture.widths))).toEqual([1920, 2400]);
    } finally {
      remove();
    }
  });
});
