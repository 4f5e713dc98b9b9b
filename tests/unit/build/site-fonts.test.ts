/**
 * The build's side of the language fonts (src/build/fonts/siteFonts.ts): the pages under /kn carry the Kannada
 * subset in their head, English pages only the subset of the name ಕನ್ನಡ (for their language switcher); the Kannada
 * pages' inputs change when a new character on any one of them changes the subset (so an incremental build renders
 * them all anew), English pages' inputs never; the Kannada not-found page's settings carry the fonts too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ManifestMaker } from '../../../src/content/manifest';
import type { PageData, SiteData } from '../../../src/contract/pageData';
import { siteFonts } from '../../../src/build/fonts/siteFonts';

const cache = mkdtempSync(join(tmpdir(), 'site-fonts-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const head = (lang: string) => ({ title: 't', meta: [], links: [], jsonLd: [], lang });
const pageOf = (path: string, lang: string, title: string): PageData => ({
  path,
  head: head(lang),
  sections: [{ type: 'text', id: 'intro', title } as never],
  blocks: [],
});

/** A manifest maker of a site in English and Kannada, the Kannada about page titled `aboutTitle`. */
function maker(aboutTitle: string): ManifestMaker {
  const pages: Record<string, PageData> = {
    index: pageOf('/', 'en', 'Welcome'),
    about: pageOf('/about', 'en', 'About us'),
    kn: pageOf('/kn', 'kn', 'ಸ್ವಾಗತ'),
    'kn/about': pageOf('/kn/about', 'kn', aboutTitle),
  };
  const languages = [
    { code: 'en', name: 'English', locale: 'en-IN' },
    { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN', words: { Home: 'ಮುಖಪುಟ' } },
  ];
  const knSite = { site: {}, head: head('kn'), notFoundHead: head('kn') } as unknown as SiteData;
  return {
    manifest: { site: { site: { languages, seo: { locale: 'en_IN' } } }, sites: new Map([['kn', knSite]]) },
    page: (key: string) => pages[key],
    inputs: new Map(Object.keys(pages).map((key) => [key, `input of ${key}`])),
  } as unknown as ManifestMaker;
}

describe('the fonts of a site’s languages in the build', () => {
  it('puts the Kannada subset in the Kannada pages’ heads, and only the name ಕನ್ನಡ’s in English pages’', async () => {
    const m = maker('ನಮ್ಮ ಬಗ್ಗೆ');
    const fonts = await siteFonts(m, cache);
    expect([...fonts.fonts.keys()]).toEqual(['en', 'kn']);
    for (const key of ['kn', 'kn/about']) {
      const page = fonts.page(key, m.page(key))!;
      expect(page.head.styles?.[0]).toContain('font-family:"Noto Sans Kannada"');
      expect(page.head.styles?.[0]).not.toContain('Language names');
      expect(page.head.links[0]).toMatchObject({ rel: 'preload', as: 'font', crossOrigin: 'anonymous' });
    }
    for (const key of ['index', 'about']) {
      const page = fonts.page(key, m.page(key))!;
      expect(page.head.styles?.[0]).toMatch(
        /^@font-face\{font-family:"Language names";[^}]*unicode-range:U\+C95,U\+CA1,U\+CA8,U\+CCD\}/,
      );
      expect(page.head.links).toEqual([]);
    }
    expect(m.manifest.sites?.get('kn')?.notFoundHead.styles?.[0]).toContain('Noto Sans Kannada');
    expect(fonts.summary).toMatch(/^kn \d+\.\d kB, the languages' names \d+\.\d kB$/);
  });

  it('changes every Kannada page’s inputs when one page’s new character changes the subset, no English one', async () => {
    const before = (await siteFonts(maker('ನಮ್ಮ ಬಗ್ಗೆ'), cache)).inputs;
    const same = (await siteFonts(maker('ಬಗ್ಗೆ ನಮ್ಮ'), cache)).inputs;
    const after = (await siteFonts(maker('ನಮ್ಮ ಬಗ್ಗೆ ಝ'), cache)).inputs;
    expect(same).toEqual(before);
    for (const key of ['kn', 'kn/about']) {
      expect(before.get(key)).toMatch(/^input of .+:[0-9a-f]{16}$/);
      expect(after.get(key)).not.toBe(before.get(key));
    }
    for (const key of ['index', 'about']) expect(after.get(key)).toBe(before.get(key));
  });
});
