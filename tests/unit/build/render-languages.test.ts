/**
 * A page of a site in several languages, as the prerender writes it: `<html lang>`, the layout in the page's
 * language, the language switcher (the page in each language, a language without it named but not linked), the
 * note on an out-of-date translation, the settings file the browser fetches, the not-found page per language, and
 * the layout cache per language changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { render, siteCaches, warmUp } from '../../../src/build/render';
import { bootDataIn } from '../../../src/client/boot';
import { KANNADA, languageSite } from '../../fixtures/languages';

const { input } = languageSite();
const assets = { entry: '/assets/entry.js' };
const renderPath = async (url: string) => render({ ...input, url, assets });

/** The markup of the header's language switcher. */
function switcherOf(html: string): string {
  const start = html.indexOf('<details');
  expect(start, 'a language switcher').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</details>', start));
}

describe('a page in several languages', () => {
  it('names its language on <html>', async () => {
    expect((await renderPath('/about')).html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect((await renderPath('/kn/about')).html).toMatch(/^<!DOCTYPE html><html lang="kn"/);
  });

  it('offers the page in every language it is in, marks its own, and names the one it is not in without a link', async () => {
    const switcher = switcherOf((await renderPath('/about')).html);
    expect(switcher).toContain('<span class="visually-hidden">Language: </span>');
    expect(switcher).toMatch(
      /<a href="\/about" hrefLang="en" aria-current="true"><span lang="en" data-language-name="">English<\/span><\/a>/,
    );
    expect(switcher).toMatch(
      /<a href="\/kn\/about" hrefLang="kn"><span lang="kn" data-language-name="">ಕನ್ನಡ<\/span><\/a>/,
    );
    expect(switcher).not.toMatch(/<a [^>]*hrefLang="hi"/);
    expect(switcher).toMatch(
      /<span><span lang="hi" data-language-name="">हिन्दी<\/span><small>Not yet translated<\/small><\/span>/,
    );
    expect(switcher.match(/aria-current/g)).toHaveLength(1);
  });

  it("shows the layout and the switcher in the page's language", async () => {
    const { html } = await renderPath('/kn/about');
    const switcher = switcherOf(html);
    expect(switcher).toContain(`<span class="visually-hidden">${KANNADA.Language}: </span>`);
    expect(switcher).toMatch(/<a href="\/kn\/about" hrefLang="kn" aria-current="true">/);
    expect(switcher).toContain(`<small>${KANNADA['Not yet translated']}</small>`);
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(nav).toContain(`>${KANNADA.Home}</a>`);
    expect(nav).not.toContain('>Home</a>');
  });

  it('notes an out-of-date translation, linking to the English page, and nothing on an up-to-date one', async () => {
    const { html } = await renderPath('/kn/about');
    const main = html.slice(html.indexOf('<main'));
    expect(main).toMatch(
      new RegExp(
        `^<main[^>]*>(<!--\\$-->)?<div role="note"[^>]*>.*This translation was made from an earlier version of the English page, which has changed since\\. <a href="/about" hrefLang="en">${KANNADA['Read the English page']}</a>`,
      ),
    );
    expect((await renderPath('/about')).html).not.toContain('role="note"');
  });

  it("has the browser fetch the settings of the page's language", async () => {
    expect(bootDataIn((await renderPath('/kn/about')).html)!.site).toBe('/_site.kn.json');
    expect(bootDataIn((await renderPath('/about')).html)!.site).toBeUndefined();
  });

  it('has a not-found page per language, in that language, without a switcher', async () => {
    const { status, html } = await renderPath('/kn/_404');
    expect(status).toBe(404);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="kn"/);
    expect(html).toContain(`>${KANNADA.Home}</a>`);
    expect(html).not.toContain('<details');
    expect((await renderPath('/_404')).html).toMatch(/^<!DOCTYPE html><html lang="en"/);
  });

  it('renders the same pages with the layout cache of each language as without it', { timeout: 60_000 }, async () => {
    await warmUp();
    const caches = await siteCaches(input);
    expect([...caches.languages.keys()]).toEqual(['en', 'kn', 'hi']);
    const body = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('<script type="application/json"'));
    for (const url of ['/about', '/kn/about', '/kn/_404', '/hi/_404', '/', '/contact']) {
      const plain = await render({ ...input, url, assets });
      const cached = await render({ ...input, url, assets, caches });
      expect(body(cached.html), url).toBe(body(plain.html));
    }
  });
});
