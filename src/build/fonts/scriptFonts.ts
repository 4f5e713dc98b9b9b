/**
 * The fonts the site carries for scripts other than Latin (Latin text is drawn by the visitor's system fonts, as the
 * theme says): Noto Sans Kannada and Noto Sans Devanagari, variable in weight, from their Fontsource packages (npm;
 * SIL Open Font License). Each font's script is the code points of its package's script subset (its
 * unicode.json), less the rupee sign, which Latin text uses too: only characters of the script go into a subset.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A font for one script: the family name pages use, its source file and the code points it is used for. */
export interface ScriptFont {
  family: string;
  /** The file name stem of its subsets under /assets/fonts/ (`noto-sans-kannada-<hash>.woff2`). */
  slug: string;
  /** The variable source font (WOFF2) the subsets are made from. */
  source: string;
  /** The script's code points, as inclusive ranges. */
  ranges: [number, number][];
}

/**
 * The weights a subset keeps: from the body's 400 to the headings' 700 (`font-weights.test.ts` checks the site's
 * styles use none lighter). One variable file draws them all; the few 800s (numbers, the logo and footer names,
 * mostly in Latin letters, which the system fonts draw) are drawn at 700. Measured on the first Kannada and Hindi
 * content (2026-11-29): 400-700 made 33.0 kB (kn) and 50.0 kB (hi), 400-800 48.3 and 51.0 kB (the 800s need the
 * axis's 900 master), one static weight 17-18.5 and 28.6-31 kB each (a page with 400, 600 and 700 loads three).
 */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** Code points that are in a script subset's range but belong to Latin text as much: the rupee sign. */
const SHARED_WITH_LATIN = new Set([0x20b9]);

const require = createRequire(import.meta.url);

/** `U+0C80-0CF3,U+1CD0` → [[0xc80, 0xcf3], [0x1cd0, 0x1cd0]]. */
export function parseUnicodeRange(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode range: ${part}`);
    return [Number.parseInt(m[1], 16), Number.parseInt(m[2] ?? m[1], 16)];
  });
}

/** The font of a Fontsource variable package's script subset (the weight axis file), from its package.json's path. */
function fontsource(packageJson: string, family: string, script: string): ScriptFont {
  const dir = dirname(packageJson);
  const slug = (JSON.parse(readFileSync(packageJson, 'utf8')) as { name: string }).name.split('/')[1];
  const ranges = parseUnicodeRange(
    (JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>)[script],
  );
  return {
    family,
    slug,
    source: join(dir, 'files', `${slug}-${script}-wght-normal.woff2`),
    ranges: ranges.flatMap(([from, to]): [number, number][] =>
      SHARED_WITH_LATIN.has(from) && from === to ? [] : [[from, to]],
    ),
  };
}

/** Every script font, looked up once. */
let fonts: ScriptFont[] | undefined;
export function scriptFonts(): ScriptFont[] {
  fonts ??= [
    fontsource(require.resolve('@fontsource-variable/noto-sans-kannada/package.json'), 'Noto Sans Kannada', 'kannada'),
    fontsource(
      require.resolve('@fontsource-variable/noto-sans-devanagari/package.json'),
      'Noto Sans Devanagari',
      'devanagari',
    ),
  ];
  return fonts;
}

/** Whether `font` is for the code point `cp`. */
export function covers(font: Pick<ScriptFont, 'ranges'>, cp: number): boolean {
  return font.ranges.some(([from, to]) => cp >= from && cp <= to);
}

/**
 * The fonts a language's pages load: those of the scripts its own name is written in (ಕನ್ನಡ → Kannada, हिन्दी →
 * Devanagari, English → none). Another language's name on its pages (the language switcher's) is left to the
 * visitor's system fonts, as on English pages.
 */
export function fontsForLanguage(name: string, all: ScriptFont[] = scriptFonts()): ScriptFont[] {
  const points = [...name].map((ch) => ch.codePointAt(0)!);
  return all.filter((font) => points.some((cp) => covers(font, cp) && !isJoinerOrMark(cp)));
}

/** Code points several scripts share (joiners, dandas, the dotted circle): they say nothing of a name's script. */
function isJoinerOrMark(cp: number): boolean {
  return cp === 0x200c || cp === 0x200d || cp === 0x25cc || cp === 0x0964 || cp === 0x0965;
}
