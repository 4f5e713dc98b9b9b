/**
 * The language of an address and of the app (no React, no Node: the build, the browser's entry and the renderer
 * share it; numbers in the page's locale are src/render/numbers.ts, which only blocks load).
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

/**
 * The language some site settings are in (their shared head's `lang`), its locale, the site's codes, and the names
 * items choose from in it (`names`: the blog's categories by their English name; empty in the default language).
 */
export function languageOfSettings(settings: {
  site?: { languages?: readonly SiteLanguage[] };
  head?: { lang?: string };
  names?: Readonly<Record<string, string>>;
}): SiteLanguage & { codes: string[]; defaultCode: string; names: Readonly<Record<string, string>> } {
  const languages = siteLanguages(settings.site);
  const code = settings.head?.lang ?? languages[0].code;
  const codes = languages.map((l) => l.code);
  return {
    code,
    locale: languages.find((l) => l.code === code)?.locale ?? languages[0].locale,
    codes,
    defaultCode: codes[0],
    names: settings.names ?? {},
  };
}

/** The language code an address belongs to: its first segment when that is a language's code, else the default (`codes[0]`). */
export function languageOfPath(codes: readonly string[], path: string): string {
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return first !== undefined && codes.indexOf(first) > 0 ? first : (codes[0] ?? 'en');
}

/**
 * A name an item chose from a fixed list (a blog category) as the app's language shows it: its words in that
 * language, or the default language's name marked as such (`lang`) when it has none.
 */
export function shownName(
  language: { code: string; defaultCode: string; names: Readonly<Record<string, string>> },
  name: string,
): { text: string; lang?: string } {
  const own = language.names[name];
  if (own !== undefined) return { text: own };
  return language.code === language.defaultCode ? { text: name } : { text: name, lang: language.defaultCode };
}
