/**
 * The fonts of a site's languages (docs/languages.md): for each language written in a script the site carries a font
 * for (scriptFonts.ts), a subset of that font with the characters its pages and shared words use (subset.ts), and
 * what its pages carry in their head to load it (fontFaces.ts). A language in Latin letters (English) has none, so
 * its pages are as they were and a one-language site makes no font file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeadData, HeadLink, PageData, SiteData } from '../../contract/pageData.js';
import { addCharacters, intlWords, scriptCharacters } from './charactersUsed.js';
import { FONTS_PATH, fontFacesCss } from './fontFaces.js';
import { languageNameFonts, languageNamesCss } from './languageNames.js';
import { fontsForLanguage, scriptFonts, type ScriptFont } from './scriptFonts.js';
import { subsetFont, type FontSubset } from './subset.js';

/** What a language's fonts are made from. */
export interface FontLanguage {
  code: string;
  /** Its name in its own script: which fonts it needs. */
  name: string;
  locale: string;
}

/**
 * A language's fonts: the subsets, the head's CSS, the head's preloads of the subsets (fetched with the page, so
 * the text is drawn in them from the first paint and does not move when they come) and a key that changes when
 * any does (for the build's inputs).
 */
export interface LanguageFonts {
  /** The subsets of the language's own script: preloaded with its pages. */
  subsets: FontSubset[];
  /** The subsets of the other scripts' languages' names (languageNames.ts): fetched only when the switcher shows them. */
  names: FontSubset[];
  css: string;
  preload: HeadLink[];
  key: string;
}

/** A font's preload link (`crossorigin`: fonts are always fetched in CORS mode, so the preload must be too). */
export function preloadLink(file: string): HeadLink {
  return { rel: 'preload', href: `${FONTS_PATH}${file}`, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' };
}

/**
 * The fonts of each language that needs any, keyed by code. `texts(code)` gives everything shown on the language's
 * pages (their page data, its site settings with the shared words applied), in any shape: its strings are read.
 */
export async function makeLanguageFonts(
  languages: FontLanguage[],
  texts: (code: string) => Iterable<unknown>,
  cacheDir: string,
  fonts: ScriptFont[] = scriptFonts(),
  names: string[] = languages.map((l) => l.name),
): Promise<Map<string, LanguageFonts>> {
  const made = new Map<string, LanguageFonts>();
  // The switcher's names of the languages, in their scripts, on every page (languageNames.ts); none on a site whose
  // languages are all written in Latin letters.
  const nameSubsets = await languageNameFonts(names, fonts, cacheDir);
  for (const language of languages) {
    const needed = fontsForLanguage(language.name, fonts);
    if (!needed.length && !nameSubsets.size) continue;
    const used = addCharacters([language.name, intlWords(language.locale)], new Set());
    for (const text of texts(language.code)) addCharacters(text, used);
    const subsets: FontSubset[] = [];
    for (const font of needed) {
      const codePoints = scriptCharacters(font, used);
      if (codePoints.length) subsets.push(await subsetFont(font, codePoints, cacheDir));
    }
    // The names in its own script are drawn by its own subset.
    const others = [...nameSubsets].filter(([family]) => !needed.some((f) => f.family === family)).map(([, s]) => s);
    const css =
      fontFacesCss(subsets) +
      languageNamesCss(
        others,
        subsets.map((s) => s.family),
      );
    made.set(language.code, {
      subsets,
      names: others,
      css,
      preload: subsets.map((s) => preloadLink(s.file)),
      key: createHash('sha256').update(css).digest('hex').slice(0, 16),
    });
  }
  return made;
}

/** Writes every language's subsets into the output's /assets/fonts/ (a file two languages share, once). */
export function writeFonts(fonts: Map<string, LanguageFonts>, outDir: string): number {
  const dir = join(outDir, FONTS_PATH);
  const files = new Map(
    [...fonts.values()].flatMap((f) => [...f.subsets, ...f.names].map((s) => [s.file, s.bytes] as const)),
  );
  if (files.size) mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of files) writeFileSync(join(dir, file), bytes);
  return files.size;
}

/** A head with `fonts`' preloads and CSS. */
function headWith(head: HeadData, fonts: LanguageFonts): HeadData {
  return { ...head, links: [...fonts.preload, ...head.links], styles: [...(head.styles ?? []), fonts.css] };
}

/** A page of the language with `fonts`, carrying them in its head (in its data, so client navigation has it too). */
export function withFonts(page: PageData, fonts: LanguageFonts | undefined): PageData {
  if (!fonts?.css) return page;
  return { ...page, head: headWith(page.head, fonts) };
}

/** A language's site settings whose not-found page (/<code>/_404, drawn with these settings' head) carries the fonts. */
export function withNotFoundFonts(site: SiteData, fonts: LanguageFonts | undefined): SiteData {
  if (!fonts?.css) return site;
  return { ...site, notFoundHead: headWith(site.notFoundHead, fonts) };
}
