/**
 * The language of an address and of the app, and numbers in the page's locale (no React, no Node: the build, the
 * browser's entry and the renderer share it).
 *
 * Each language has its own addresses: the default one's have no prefix, another's start with its code (/kn/about).
 * The browser's app runs in one language (the settings it fetched: /_site.<code>.json); a link to another language's
 * address is a document navigation, which brings that language's settings, fonts and `<html lang>` with it.
 */

/** A language as the renderer needs it (src/contract/translation.ts's Language without the words). */
export interface SiteLanguage {
  code: string;
  locale: string;
}

/** The site's languages (default first): one, English (India), when the site file lists none. */
export function siteLanguages(site: { languages?: readonly SiteLanguage[] } | undefined): readonly SiteLanguage[] {
  const languages = site?.languages;
  return languages?.length ? languages : [{ code: 'en', locale: 'en-IN' }];
}

/** The language some site settings are in (their shared head's `lang`), its locale and the site's codes. */
export function languageOfSettings(settings: {
  site?: { languages?: readonly SiteLanguage[] };
  head?: { lang?: string };
}): SiteLanguage & { codes: string[]; defaultCode: string } {
  const languages = siteLanguages(settings.site);
  const code = settings.head?.lang ?? languages[0].code;
  const codes = languages.map((l) => l.code);
  return {
    code,
    locale: languages.find((l) => l.code === code)?.locale ?? languages[0].locale,
    codes,
    defaultCode: codes[0],
  };
}

/** The language code an address belongs to: its first segment when that is a language's code, else the default (`codes[0]`). */
export function languageOfPath(codes: readonly string[], path: string): string {
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return first !== undefined && codes.indexOf(first) > 0 ? first : (codes[0] ?? 'en');
}

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
