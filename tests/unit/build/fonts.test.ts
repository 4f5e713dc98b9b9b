/**
 * Language fonts (src/build/fonts/): a Kannada language's subset holds the Kannada characters its pages, shared
 * words and dates use and no others (read back from the WOFF2 file's character map), shapes those words as the
 * whole font does (conjuncts kept), is made once (cached) and named by its bytes; an English-only site makes no font
 * file; the head's CSS names the file, the weights and the characters.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { intlWords } from '../../../src/build/fonts/charactersUsed';
import { fontFacesCss, unicodeRange } from '../../../src/build/fonts/fontFaces';
import {
  makeLanguageFonts,
  preloadLink,
  withFonts,
  withNotFoundFonts,
  writeFonts,
} from '../../../src/build/fonts/languageFonts';
import { fontsForLanguage, scriptFonts } from '../../../src/build/fonts/scriptFonts';
import type { PageData, SiteData } from '../../../src/contract/pageData';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter') as { convert(font: Buffer, to: 'truetype'): Promise<Buffer> };

const english = { code: 'en', name: 'English', locale: 'en-IN' };
const kannada = { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN' };
const hindi = { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' };
const pageText = 'ನಮ್ಮ ಬಗ್ಗೆ: GST ನೋಂದಣಿ, ₹ 1,500';
const sharedWords = { Home: 'ಮುಖಪುಟ', 'Search the site': 'ಜಾಲತಾಣದಲ್ಲಿ ಹುಡುಕಿ' };
/** Hindi as people type it: ज़ and क़ as one character each (U+095B, U+0958), which shaping draws from their parts. */
const hindiText = 'हमारे बारे में: \u095Bरूरी प्रक्रिया, कार्यालय और \u0958ानूनी सेवाएँ';
const texts = (code: string) =>
  code === 'kn'
    ? [{ sections: [{ id: 'intro', title: pageText }] }, sharedWords]
    : code === 'hi'
      ? [{ sections: [{ id: 'intro', title: hindiText }] }]
      : [{ title: 'About us' }];
/** The words of a script in a text (Latin, digits and punctuation left out). */
const wordsIn = (text: string, script: RegExp) => text.split(/[\s:,]+/).filter((w) => script.test(w));

let cache: string;
let out: string;
beforeAll(() => {
  cache = mkdtempSync(join(tmpdir(), 'fonts-cache-'));
  out = mkdtempSync(join(tmpdir(), 'fonts-out-'));
});
afterAll(() => {
  for (const dir of [cache, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The characters a WOFF2 font maps, read with harfbuzz. */
async function mappedCharacters(woff2: Buffer): Promise<number[]> {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype')));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** How harfbuzz shapes `text` with a font: each glyph's advance (glyph ids differ between a font and its subset). */
async function shaped(font: Buffer, text: string): Promise<number[]> {
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(font, 'truetype'))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return buffer.getGlyphPositions().map((p) => p.xAdvance);
}

/** The Kannada characters of `text` and of their canonical decompositions (ೋ → ೆ ೂ ೕ), which shaping draws with. */
const kannadaOf = (text: string) =>
  [...new Set([...`${text}${text.normalize('NFD')}`].map((ch) => ch.codePointAt(0)!))].filter(
    (cp) => cp >= 0xc80 && cp <= 0xcff,
  );

describe('language fonts', () => {
  it('a Kannada subset holds exactly the Kannada characters used, and shapes them as the whole font does', async () => {
    const fonts = await makeLanguageFonts([english, kannada], texts, cache);
    // English pages carry only the languages' names' fonts.
    expect([...fonts.keys()]).toEqual(['en', 'kn']);
    expect(fonts.get('en')!.subsets).toEqual([]);
    const [subset] = fonts.get('kn')!.subsets;
    expect(fonts.get('kn')!.subsets).toHaveLength(1);
    const expected = kannadaOf(
      [pageText, ...Object.values(sharedWords), kannada.name, ...intlWords(kannada.locale)].join(''),
    ).sort((a, b) => a - b);
    expect(subset.codePoints).toEqual(expected);
    // The file: those characters and no Latin, digits or rupee sign (the system fonts draw them, as in English).
    expect(await mappedCharacters(subset.bytes)).toEqual(expected);
    expect(subset.file).toMatch(/^noto-sans-kannada-[0-9a-f]{10}\.woff2$/);
    const whole = readFileSync(scriptFonts()[0].source);
    for (const word of wordsIn([pageText, ...Object.values(sharedWords)].join(' '), /^[\u0c80-\u0cff]+$/))
      expect(await shaped(subset.bytes, word), word).toEqual(await shaped(whole, word));
    expect(subset.bytes.length).toBeLessThan(whole.length / 2);
  });

  it('a Hindi subset shapes its words as the whole font does (half forms, reph, nukta)', async () => {
    const [subset] = (await makeLanguageFonts([hindi], texts, cache)).get('hi')!.subsets;
    const whole = readFileSync(scriptFonts()[1].source);
    const words = wordsIn(hindiText, /^[\u0900-\u097f]+$/);
    expect(words.length).toBeGreaterThan(6);
    for (const word of words) expect(await shaped(subset.bytes, word), word).toEqual(await shaped(whole, word));
  });

  it('writes the subsets under /assets/fonts/ and an English-only site writes none', async () => {
    const onlyEnglish = await makeLanguageFonts([english], texts, cache);
    expect(onlyEnglish.size).toBe(0);
    expect(writeFonts(onlyEnglish, out)).toBe(0);
    expect(existsSync(join(out, 'assets'))).toBe(false);
    const fonts = await makeLanguageFonts([english, kannada, hindi], texts, cache);
    // Each language's own subset, and the two of the languages' names (shared by every language's pages).
    expect(writeFonts(fonts, out)).toBe(4);
    expect(readdirSync(join(out, 'assets/fonts')).sort()).toEqual(
      [
        fonts.get('hi')!.subsets[0].file,
        fonts.get('kn')!.subsets[0].file,
        ...fonts.get('en')!.names.map((s) => s.file),
      ].sort(),
    );
  });

  it('draws the languages’ names in the switcher with a subset of their own, on every page, fetched only when shown', async () => {
    const fonts = await makeLanguageFonts([english, kannada, hindi], texts, cache);
    const names = fonts.get('en')!.names;
    expect(names.map((s) => s.family)).toEqual(['Language names', 'Language names']);
    // Exactly the names' characters (and their parts), shaped as the whole fonts shape them.
    expect(names[0].codePoints).toEqual(kannadaOf('ಕನ್ನಡ').sort((a, b) => a - b));
    expect(await mappedCharacters(names[0].bytes)).toEqual(expect.arrayContaining(kannadaOf('ಕನ್ನಡ')));
    const [kannadaFont, devanagariFont] = scriptFonts().map((f) => readFileSync(f.source));
    expect(await shaped(names[0].bytes, 'ಕನ್ನಡ')).toEqual(await shaped(kannadaFont, 'ಕನ್ನಡ'));
    expect(await shaped(names[1].bytes, 'हिन्दी')).toEqual(await shaped(devanagariFont, 'हिन्दी'));
    for (const bytes of names.map((s) => s.bytes)) expect(bytes.length).toBeLessThan(4000);
    // An English page declares both, preloads neither (the switcher's list is shown only when opened)…
    const en = fonts.get('en')!;
    expect(en.subsets).toEqual([]);
    expect(en.preload).toEqual([]);
    for (const s of names) expect(en.css).toContain(`font-family:"Language names";src:url(/assets/fonts/${s.file})`);
    expect(en.css).toMatch(/:root \[data-language-name\]\{font-family:"Language names",system-ui,/);
    // …and a Kannada page draws the names with its own font first, preloading only that, and declares only the
    // Hindi name's subset (a browser fetches the next family's face for characters whose own font is loading).
    expect(fonts.get('kn')!.names).toEqual([names[1]]);
    const kn = fonts.get('kn')!;
    expect(kn.css).toMatch(/:root \[data-language-name\]\{font-family:"Noto Sans Kannada","Language names",system-ui,/);
    expect(kn.preload.map((l) => l.href)).toEqual([`/assets/fonts/${kn.subsets[0].file}`]);
    // A site whose languages are all in Latin letters has no names' fonts.
    expect((await makeLanguageFonts([english], () => [], cache, undefined, ['English', 'Français'])).size).toBe(0);
  });

  it('makes a subset once: the cached file is used, and other characters make another', async () => {
    const dir = mkdtempSync(join(cache, 'once-'));
    const only = (t: (code: string) => Iterable<unknown>) => makeLanguageFonts([kannada], t, dir, undefined, []);
    const first = (await only(texts)).get('kn')!.subsets[0];
    const [entry] = readdirSync(dir);
    writeFileSync(join(dir, entry), 'cached');
    const again = (await only(texts)).get('kn')!.subsets[0];
    expect(again.bytes.toString()).toBe('cached');
    expect(again.file).not.toBe(first.file);
    const more = (await only(() => [pageText, 'ಯೋಜನೆ'])).get('kn')!.subsets[0];
    expect(more.bytes.toString()).not.toBe('cached');
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('finds a language’s fonts by the script of its name', () => {
    const families = (name: string) => fontsForLanguage(name).map((f) => f.family);
    expect(families('ಕನ್ನಡ')).toEqual(['Noto Sans Kannada']);
    expect(families('हिन्दी')).toEqual(['Noto Sans Devanagari']);
    expect(families('English')).toEqual([]);
  });

  it('the head CSS declares the file, the weights and the characters, and puts the family first', () => {
    expect(unicodeRange([0xc95, 0xca0, 0xca1, 0xca2, 0xccd])).toBe('U+C95,U+CA0-CA2,U+CCD');
    const css = fontFacesCss([{ family: 'Noto Sans Kannada', file: 'k-1.woff2', codePoints: [0xc95, 0xc96] }]);
    expect(css).toContain(
      '@font-face{font-family:"Noto Sans Kannada";src:url(/assets/fonts/k-1.woff2) format("woff2");font-weight:400 700;font-display:swap;unicode-range:U+C95-C96}',
    );
    expect(css).toMatch(/:root :is\(body,h1,h2,h3,h4[^)]*\)\{font-family:"Noto Sans Kannada",system-ui,/);
    expect(fontFacesCss([])).toBe('');
  });

  it('a page and the not-found page of a language with fonts carry their CSS in their head; others are left as they are', () => {
    const page: PageData = {
      path: '/kn',
      head: { title: 't', meta: [], links: [], jsonLd: [], lang: 'kn' },
      sections: [],
      blocks: [],
    };
    const preload = preloadLink('k-1.woff2');
    const fonts = { subsets: [], names: [], css: '@font-face{}', preload: [preload], key: 'k' };
    expect(withFonts(page, fonts).head.styles).toEqual(['@font-face{}']);
    expect(withFonts(page, fonts).head.links).toEqual([
      { rel: 'preload', href: '/assets/fonts/k-1.woff2', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
    ]);
    expect(withFonts(page, undefined)).toBe(page);
    const head = { title: 'n', meta: [], links: [], jsonLd: [], lang: 'kn' };
    const site = { site: {}, head, notFoundHead: head } as unknown as SiteData;
    expect(withNotFoundFonts(site, fonts).notFoundHead.styles).toEqual(['@font-face{}']);
    expect(withNotFoundFonts(site, fonts).notFoundHead.links).toEqual([preload]);
    expect(withNotFoundFonts(site, fonts).head.styles).toBeUndefined();
    expect(withNotFoundFonts(site, undefined)).toBe(site);
  });
});
