import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkDraft } from './check';
import { PREVIEW_FONTS_PATH, previewFontAt } from './previewFonts';
import { scriptFonts } from '../../src/build/fonts/scriptFonts';

const root = join(import.meta.dirname, '..', '..');
const text = (file: string) => readFileSync(join(root, file), 'utf8');
const previewOf = (file: string) => checkDraft(root, file, text(file), parse(text(file))).preview;
const fontUrls = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);

describe('the preview’s fonts', () => {
  it('draws a Kannada or Hindi page with its script’s whole Noto font, an English page with none', () => {
    const kn = previewOf('pages/translations/kn/about.yaml')!;
    const [knCss] = kn.page.head.styles ?? [];
    expect(kn.page.head.styles).toHaveLength(1);
    expect(knCss).toContain('font-family:"Noto Sans Kannada"');
    // Devanagari only for the switcher's हिन्दी, as the built pages have it.
    expect(knCss.match(/Devanagari|devanagari/g)).toHaveLength(1);
    expect(knCss).toMatch(/font-family:"Language names";src:url\(\/_edit\/fonts\/noto-sans-devanagari-/);
    // Every Kannada letter, not only those the page has: a translator may type any of them.
    expect(knCss).toMatch(/unicode-range:[^;}]*U\+C80-CF3/);
    const [knUrl] = fontUrls(knCss);
    expect(knUrl).toMatch(/^\/_edit\/fonts\/noto-sans-kannada-[0-9a-f]{10}\.woff2$/);

    const [hiCss] = previewOf('pages/translations/hi/about.yaml')!.page.head.styles ?? [];
    expect(hiCss).toContain('font-family:"Noto Sans Devanagari"');
    expect(hiCss).toContain('U+900-97F');

    // An English page: no font of its own; the switcher's names of the other scripts, fetched when it opens.
    for (const file of ['pages/about.yaml', 'pages/_site.yaml']) {
      const styles = previewOf(file)!.page.head.styles ?? [];
      expect(styles).toHaveLength(1);
      expect(styles[0]).not.toMatch(/font-family:"Noto Sans/);
      expect(styles[0]).toMatch(/:root \[data-language-name\]\{font-family:"Language names",/);
      expect(fontUrls(styles[0])).toHaveLength(2);
    }
  });

  it('serves each font it names, whole, by that name alone', () => {
    const [kannada, devanagari] = scriptFonts();
    for (const [file, font] of [
      ['pages/translations/kn/about.yaml', kannada],
      ['pages/translations/hi/about.yaml', devanagari],
    ] as const) {
      const [url] = fontUrls(previewOf(file)!.page.head.styles![0]);
      expect(previewFontAt(url)?.bytes.equals(readFileSync(font.source))).toBe(true);
    }
    const [url] = fontUrls(previewOf('pages/translations/kn/about.yaml')!.page.head.styles![0]);
    for (const other of [
      `${PREVIEW_FONTS_PATH}noto-sans-kannada.woff2`,
      `${PREVIEW_FONTS_PATH}noto-sans-kannada-0000000000.woff2`,
      `${PREVIEW_FONTS_PATH}../../package.json`,
      `${PREVIEW_FONTS_PATH}${kannada.source}`,
      `${url}/`,
      `/assets/fonts/${url.slice(PREVIEW_FONTS_PATH.length)}`,
      PREVIEW_FONTS_PATH,
    ])
      expect([other, previewFontAt(other)]).toEqual([other, undefined]);
  });
});
