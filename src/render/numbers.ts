/**
 * Numbers in the page's locale (its language's, src/render/context.tsx's useLanguage): counts with Indian digit
 * grouping kept, and the form a count takes (in the app chunk: a chunk of its own for the blocks that show counts
 * cost more first-load bytes than it saved).
 */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A locale's number format with Indian digit grouping (1,00,000) for every Indian locale: CLDR groups Kannada
 * (kn-IN) in threes, as English outside India does, while the site writes lakhs and crores. The locale's own
 * digits are kept (its numbering system); other locales keep their own grouping.
 */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    const own = new Intl.NumberFormat(locale);
    const { numberingSystem } = own.resolvedOptions();
    const indian = /-IN\b/i.test(locale);
    format = indian ? new Intl.NumberFormat(`en-IN-u-nu-${numberingSystem}`) : own;
    formats.set(locale, format);
  }
  return format;
}

/** A count as the page's locale writes it (12,34,567 in every Indian locale). */
export function formatCount(locale: string, n: number): string {
  return numberFormat(locale).format(n);
}

/** Which of a label's two forms a count takes in the locale: `one` (Hindi: 0 and 1; English: 1) or `other`. */
export function pluralOf(locale: string, n: number): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other';
}

/** A label's values with every number as the locale writes it (for fill: src/render/fill.ts). */
export function counts(locale: string, values: Record<string, string | number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    out[name] = typeof value === 'number' ? formatCount(locale, value) : value;
  return out;
}
