/**
 * The site in several languages, for the manifest (issue 47): which English routes each language has a page for,
 * the page made from an English page and its translation (its words put in, its links to translated pages sent to
 * their translated addresses), the site settings in each language, each page's language links and its head's
 * alternates (hreflang, x-default). Absent on a one-language site: the manifest is then made exactly as before.
 */
import {
  applyTranslation,
  isMultilingual,
  languagesOf,
  localPath,
  translateSite,
  type Language,
  type WordsRule,
} from '../contract/translation.js';
import type { HeadData, LanguageLink } from '../contract/pageData.js';
import type { Page, Site } from '../generated/content.js';
import type { LoadedContent, TranslatedItem, TranslatedPage } from './contentTypes.js';
import type { RefFact } from './fileFacts.js';
import { linkPath } from './crossCheck.js';
import { pointerToPath } from './schemas.js';
import { setAt } from './yamlFile.js';

/** A language as pages and the site settings name it: everything but its shared words. */
export type PublicLanguage = Omit<Language, 'words'>;

export interface LanguagePlan {
  /** The site's languages, the default first, without their words. */
  languages: PublicLanguage[];
  defaultLang: string;
  /** By English route (and each translated item's address, /resources/blog/1): the languages it has a page in. */
  byRoute: Map<string, Set<string>>;
  /**
   * The pages that show a collection's items (pages/resources/blog/article.yaml) have no page of their own in a
   * language: their translations give the words around each translated item. By English file, then language.
   */
  templates: Map<string, Map<string, TranslatedPage>>;
  /** By an item's English address (/resources/blog/1): its translations by language code. */
  items: Map<string, Map<string, TranslatedItem>>;
  /** By language code: the English routes it has a page for. */
  routesOf: Map<string, Set<string>>;
  /** The site settings in each language other than the default (words applied, links localised). */
  sites: Map<string, Site>;
  rule: WordsRule;
}

/** The plan of a site that lists several languages; undefined for a one-language site. */
export function languagePlan(content: LoadedContent, site: Site): LanguagePlan | undefined {
  if (!isMultilingual(site) || !content.wordsRule) return undefined;
  const rule = content.wordsRule;
  const all = languagesOf(site);
  const defaultLang = all[0]!.code;
  const byRoute = new Map<string, Set<string>>();
  const routesOf = new Map<string, Set<string>>(all.map((l) => [l.code, new Set<string>()]));
  const add = (route: string, code: string) => {
    let langs = byRoute.get(route);
    if (!langs) byRoute.set(route, (langs = new Set()));
    langs.add(code);
    routesOf.get(code)?.add(route);
  };
  const templates = new Map<string, Map<string, TranslatedPage>>();
  for (const t of content.translated ?? []) {
    const { route, collection } = t.english.facts.page!;
    if (!collection) add(route, t.code);
    else {
      const file = t.english.source.file;
      templates.set(file, (templates.get(file) ?? new Map()).set(t.code, t));
    }
  }
  // A translated item has a page in its language at each address its collection's pages give it.
  const items = new Map<string, Map<string, TranslatedItem>>();
  for (const page of content.pages) {
    const { route, collection } = page.facts.page!;
    if (!collection || !route.endsWith('/$id')) continue;
    for (const t of content.translatedItems ?? []) {
      if (t.collection !== collection) continue;
      const path = `${route.slice(0, -4)}/${t.id}`;
      items.set(path, (items.get(path) ?? new Map()).set(t.code, t));
      add(path, t.code);
    }
  }
  const siteRefs = content.site?.facts.refs ?? [];
  const sites = new Map(
    all
      .slice(1)
      .map((lang) => [
        lang.code,
        localiseLinks(translateSite(site, lang, rule), siteRefs, lang.code, defaultLang, routesOf.get(lang.code)!),
      ]),
  );
  return {
    languages: all.map(({ words: _, ...rest }) => rest),
    defaultLang,
    byRoute,
    templates,
    items,
    routesOf,
    sites,
    rule,
  };
}

/**
 * A copy of `data` whose links (the `link` values its schema marked, `refs`) to an English page that has a page in
 * `lang` go to that page (/about → /kn/about, keeping #anchor and ?query); other links stay as they are.
 */
export function localiseLinks<T>(
  data: T,
  refs: readonly RefFact[],
  lang: string,
  defaultLang: string,
  translated: ReadonlySet<string>,
): T {
  let copy: T | undefined;
  for (const [kind, value, pointer] of refs) {
    if (kind !== 'link' || !value.startsWith('/') || value.startsWith('//')) continue;
    if (!translated.has(linkPath(value))) continue;
    copy ??= structuredClone(data);
    setAt(copy, pointerToPath(pointer), localPath(value, lang, defaultLang));
  }
  return copy ?? data;
}

/** The page `t` makes: the English page in its language, links localised. */
export function translatedPage(t: TranslatedPage, plan: LanguagePlan): Page {
  const locale = plan.languages.find((l) => l.code === t.code)?.locale;
  const made = applyTranslation(t.english.data, t.translation.data, plan.rule, locale);
  return localiseLinks(made, t.english.facts.refs, t.code, plan.defaultLang, plan.routesOf.get(t.code)!);
}

/** Every language of the site as the page of English route `route` links to it (no path: not translated). */
export function languageLinks(route: string, plan: LanguagePlan, englishOnly = false): LanguageLink[] {
  const langs = englishOnly ? undefined : plan.byRoute.get(route);
  return plan.languages.map((l) => {
    const path =
      l.code === plan.defaultLang ? route : langs?.has(l.code) ? localPath(route, l.code, plan.defaultLang) : undefined;
    return { code: l.code, name: l.name, locale: l.locale, ...(path !== undefined ? { path } : {}) };
  });
}

/**
 * The head's alternates of a page on a site in several languages: one per language it exists in (hreflang: the
 * language's code, its own among them) and x-default, the default language's address. A page in one language
 * names itself, so every page says which language it is for and which address is the default.
 */
export function alternates(siteUrl: string, links: LanguageLink[], defaultLang: string): HeadData['links'] {
  const present = links.filter((l) => l.path !== undefined);
  const english = present.find((l) => l.code === defaultLang);
  return [
    ...present.map((l) => ({ rel: 'alternate', hreflang: l.code, href: `${siteUrl}${l.path}` })),
    ...(english ? [{ rel: 'alternate', hreflang: 'x-default', href: `${siteUrl}${english.path}` }] : []),
  ];
}

/** og:locale's form of a locale: kn-IN → kn_IN. */
export function ogLocale(locale: string): string {
  return locale.replace('-', '_');
}
