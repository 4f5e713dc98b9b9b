/** The merged head of the route matches (src/render/Head.tsx), as the prerender writes it. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { headTags } from '../../../src/render/Head';

const site = {
  status: 'success',
  meta: [
    { title: 'Site' },
    { name: 'description', content: 'The site' },
    { property: 'og:type', content: 'website' },
    { 'script:ld+json': { name: 'Org' } },
  ],
  links: [{ rel: 'icon', href: '/a.svg' }],
  styles: [{ children: '@font-face{font-family:X}' }],
};
const page = {
  status: 'success',
  meta: [
    { title: 'Page </title>' },
    { name: 'description', content: 'The page' },
    { 'script:ld+json': { name: '</script><b>' } },
  ],
  links: [
    { rel: 'canonical', href: 'https://x.test/a' },
    { rel: 'alternate', href: 'https://x.test/kn/a', hrefLang: 'kn' },
    { rel: 'icon', href: '/a.svg' },
  ],
  styles: [{ children: '@font-face{font-family:X}' }],
};
/** The tags inside <head>, where Root renders them (elsewhere React would move title, meta and link first). */
const html = (matches: object[]) =>
  renderToStaticMarkup(
    <html lang="en">
      <head>{headTags(matches as never)}</head>
    </html>,
  ).replace(/^<html lang="en"><head>(.*)<\/head><\/html>$/, '$1');

describe('the merged head', () => {
  it("has the page's title and meta over the site's, each tag once, JSON-LD escaped", () => {
    // React writes a document's title, meta and link tags before its other head elements.
    expect(html([site, page])).toBe(
      '<title>Page &lt;/title&gt;</title><meta property="og:type" content="website"/>' +
        '<meta name="description" content="The page"/><link rel="icon" href="/a.svg"/>' +
        '<link rel="canonical" href="https://x.test/a"/><link rel="alternate" href="https://x.test/kn/a" hrefLang="kn"/>' +
        '<script type="application/ld+json">{"name":"Org"}</script>' +
        '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>' +
        '<style>@font-face{font-family:X}</style>',
    );
  });

  it('leaves JSON-LD to the server in the browser (scripts: false), the rest the same', () => {
    const browser = renderToStaticMarkup(
      <html lang="en">
        <head>{headTags([site, page] as never, { scripts: false })}</head>
      </html>,
    );
    expect(browser).not.toContain('<script');
    expect(browser).toContain('<title>Page &lt;/title&gt;</title>');
    expect(browser).toContain('<style>@font-face{font-family:X}</style>');
  });

  it('stops at a match not found: the site head alone', () => {
    const missing = { ...site, _notFound: true };
    expect(html([missing, page])).toContain('<title>Site</title>');
    expect(html([missing, page])).not.toContain('canonical');
  });
});
