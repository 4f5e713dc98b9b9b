/**
 * The languages' names as the language switcher shows them, each in its own script (ಕನ್ನಡ, हिन्दी): on a page of
 * another language (an English page's switcher names Kannada and Hindi), no subset of the page's own carries their
 * characters, and a visitor whose system has no font for the script would see empty boxes. So each script font also
 * gets a tiny subset of just the characters of the names written in it (3-4 kB), declared on every page of
 * a site with several languages under one family, LANGUAGE_NAMES_FAMILY, for those characters only; the switcher's
 * names (`data-language-name`, src/layout/LanguageSwitcher.tsx) put that family after the page's own. A browser
 * fetches such a subset only when it draws a name whose characters the page's own fonts lack: when the visitor opens
 * the switcher, never with the page (no preload), so a page's first load is as it was.
 */
import { theme } from '../../theme/theme.js';
import { addCharacters, scriptCharacters } from './charactersUsed.js';
import { FONTS_PATH, type FaceInput, fontFaceRules } from './fontFaces.js';
import type { ScriptFont } from './scriptFonts.js';
import { subsetFont, type FontSubset } from './subset.js';

/** The family the names' subsets are declared under. */
export const LANGUAGE_NAMES_FAMILY = 'Language names';

/**
 * The subsets for the names `names` (every language's, in its own script): one per script font they use, keyed by
 * that font's family. A page whose own fonts include that family declares none of its names' subset: while its own
 * font loads, a browser would fetch the next family in the list for the same characters.
 */
export async function languageNameFonts(
  names: string[],
  fonts: ScriptFont[],
  cacheDir: string,
): Promise<Map<string, FontSubset>> {
  const used = addCharacters(names, new Set());
  const subsets = new Map<string, FontSubset>();
  for (const font of fonts) {
    const codePoints = scriptCharacters(font, used);
    if (codePoints.length)
      subsets.set(font.family, { ...(await subsetFont(font, codePoints, cacheDir)), family: LANGUAGE_NAMES_FAMILY });
  }
  return subsets;
}

/**
 * The head's CSS for the names' faces `faces` (those of the other scripts, under LANGUAGE_NAMES_FAMILY, their files
 * at `path`) on a page whose own fonts' families are `own` (none on an English page): their @font-face rules, and the
 * switcher's names drawn with the page's own families, then the names' family.
 */
export function languageNamesCss(faces: FaceInput[], own: string[], path = FONTS_PATH): string {
  if (!faces.length) return '';
  const families = [...own, LANGUAGE_NAMES_FAMILY].map((f) => `"${f}"`).join(',');
  return `${fontFaceRules(faces, path)}:root [data-language-name]{font-family:${families},${theme.font.body}}`;
}
