/**
 * The characters a language's pages show: every string in their page data and in the language's site settings (its
 * shared words), and what the renderer writes through Intl in the language's locale (month and weekday names,
 * digits). A subset of a script font keeps the characters of its script among them (subset.ts).
 */
import { covers, type ScriptFont } from './scriptFonts.js';

/** Adds every character of every string in `value` (nested lists and objects, keys left out) to `into`. */
export function addCharacters(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'string') for (const ch of value) into.add(ch.codePointAt(0)!);
  else if (Array.isArray(value)) for (const item of value) addCharacters(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) addCharacters(item, into);
  return into;
}

/** What Intl writes in `locale`: the months' and weekdays' names (long and short) and the digits. */
export function intlWords(locale: string): string[] {
  const words: string[] = [];
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) words.push(format.format(Date.UTC(2026, m, 15)));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) words.push(format.format(Date.UTC(2026, 0, 4 + d)));
  }
  words.push(new Intl.NumberFormat(locale).format(1234567890));
  return words;
}

/**
 * The characters of `used` that `font` is for, with the parts of their canonical decompositions, as a sorted list of
 * code points. The shaper draws some vowel signs from their parts (Kannada ೋ as ೆ + ೂ + ೕ): without the parts, the
 * subset draws ನೋ with an empty glyph (harfbuzz's subsetter does not add them of itself).
 */
export function scriptCharacters(font: Pick<ScriptFont, 'ranges'>, used: Iterable<number>): number[] {
  const points = new Set<number>();
  for (const cp of used) {
    if (!covers(font, cp)) continue;
    points.add(cp);
    for (const part of String.fromCodePoint(cp).normalize('NFD')) points.add(part.codePointAt(0)!);
  }
  return [...points].filter((cp) => covers(font, cp)).sort((a, b) => a - b);
}
