/**
 * The fonts the editor's previews draw a Kannada or Hindi page with: the same Noto families as the live site
 * (src/build/fonts/), but whole (each script's variable font as its Fontsource package has it, 91 kB for Kannada,
 * 121 kB for Devanagari), since a draft may hold characters the site's subset was not made for, and a subset made
 * as someone types would cost the server a harfbuzz run per new character.
 *
 * A preview of a page in such a language carries the fonts' @font-face in its head, as the built page does (the
 * same CSS, fontFaces.ts: its weights, `unicode-range` the script's characters, the theme's stacks with the family
 * first), so the frame fetches a font only when it draws text of its script; an English preview carries no font of
 * its own. Like the built pages, every preview of a site with languages in other scripts also declares those
 * scripts' fonts for the language switcher's names (languageNames.ts), fetched only when the switcher opens. Both
 * editors serve the files at /_edit/fonts/<name>, where a name is looked up in this list alone
 * (never a path from the request): `<font>-<hash of its bytes>.woff2`, kept a year. The editor's own page draws its
 * Kannada and Devanagari text (a translation's fields, the languages' names) with the same files, declared by the
 * style sheet EDITOR_FONTS_SHEET (editor/contract/scriptFonts.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fontFaceRules, fontFacesCss } from '../../src/build/fonts/fontFaces.js';
import { LANGUAGE_NAMES_FAMILY, languageNamesCss } from '../../src/build/fonts/languageNames.js';
import { fontsForLanguage, scriptFonts, type ScriptFont } from '../../src/build/fonts/scriptFonts.js';
import { languagesOf } from '../../src/contract/translation.js';
import type { PreviewData } from '../contract/editing.js';
import { EDITOR_FONTS_SHEET, EDITOR_SCRIPTS_FAMILY } from '../contract/scriptFonts.js';

/** Where the editors serve the previews' fonts. */
export const PREVIEW_FONTS_PATH = '/_edit/fonts/';

/** A whole script font as the previews load it. */
export interface PreviewFont {
  family: string;
  /** Its name under PREVIEW_FONTS_PATH: `noto-sans-kannada-<hash>.woff2`. */
  file: string;
  bytes: Buffer;
  /** The script's code points (the CSS's unicode-range). */
  codePoints: number[];
}

/** A font's script's code points, from its ranges. */
function codePointsOf(font: ScriptFont): number[] {
  return font.ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** The allow-list: every script font, read once (at the first preview or request that needs one). */
let known: Map<string, PreviewFont> | undefined;
function previewFonts(): Map<string, PreviewFont> {
  known ??= new Map(
    scriptFonts().map((font): [string, PreviewFont] => {
      const bytes = readFileSync(font.source);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      return [
        font.family,
        { family: font.family, file: `${font.slug}-${hash}.woff2`, bytes, codePoints: codePointsOf(font) },
      ];
    }),
  );
  return known;
}

/** The head's CSS that loads the fonts of the language named `name` in its own script ('' for English). */
export function previewFontsCss(name: string): string {
  const fonts = previewFonts();
  const faces = fontsForLanguage(name).flatMap((font) => fonts.get(font.family) ?? []);
  return fontFacesCss(faces, PREVIEW_FONTS_PATH);
}

/**
 * The head's CSS for the language switcher's names of the languages `names` written in other scripts than the page's
 * own fonts' (`own`), as the built pages have it (src/build/fonts/languageNames.ts), with the whole fonts.
 */
function previewNamesCss(names: string[], own: string[]): string {
  const fonts = previewFonts();
  const faces = scriptFonts()
    .filter((font) => !own.includes(font.family) && names.some((name) => fontsForLanguage(name, [font]).length))
    .flatMap((font) => fonts.get(font.family) ?? [])
    .map((font) => ({ ...font, family: LANGUAGE_NAMES_FAMILY }));
  return languageNamesCss(faces, own, PREVIEW_FONTS_PATH);
}

/**
 * `preview` with its language's fonts in its page's head, and those of the language switcher's names in other
 * scripts (unchanged for a one-language site, or one whose languages are all in Latin letters).
 */
export function withPreviewFonts(preview: PreviewData): PreviewData {
  const { page, site } = preview;
  const languages = languagesOf(site.site);
  const language = page.lang ? languages.find((l) => l.code === page.lang) : undefined;
  const own = language ? fontsForLanguage(language.name).map((f) => f.family) : [];
  const css =
    (language ? previewFontsCss(language.name) : '') +
    (languages.length > 1
      ? previewNamesCss(
          languages.map((l) => l.name),
          own,
        )
      : '');
  if (!css) return preview;
  return { ...preview, page: { ...page, head: { ...page.head, styles: [...(page.head.styles ?? []), css] } } };
}

/** The editor page's style sheet: every script font under the one family its own look names. */
export function editorFontsCss(): string {
  const faces = [...previewFonts().values()].map((font) => ({ ...font, family: EDITOR_SCRIPTS_FAMILY }));
  return fontFaceRules(faces, PREVIEW_FONTS_PATH);
}

/** The font named by a request's path under PREVIEW_FONTS_PATH, when the list has it. */
export function previewFontAt(path: string): PreviewFont | undefined {
  if (!path.startsWith(PREVIEW_FONTS_PATH)) return undefined;
  const name = path.slice(PREVIEW_FONTS_PATH.length);
  return [...previewFonts().values()].find((font) => font.file === name);
}

/**
 * Answers a GET or HEAD for a font at `path` (under PREVIEW_FONTS_PATH): the file with its type, kept a year (its
 * name changes with its bytes), or the editor page's style sheet (asked again each time: it names the files); false,
 * having sent nothing, for a name the list does not have.
 */
export function sendPreviewFont(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (path === EDITOR_FONTS_SHEET) {
    const css = Buffer.from(editorFontsCss());
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/css; charset=utf-8');
    res.setHeader('Content-Length', css.length);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(req.method === 'HEAD' ? undefined : css);
    return true;
  }
  const font = previewFontAt(path);
  if (!font) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'font/woff2');
  res.setHeader('Content-Length', font.bytes.length);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : font.bytes);
  return true;
}
