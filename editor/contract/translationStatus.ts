/**
 * What is missing or out of date, per language: for each English page that can be translated (and each article of a
 * collection that has an article page, translated on its own) and each language beside English, whether its
 * translation is missing, made from an earlier version of the English page or article (out of date), has fields
 * left untranslated, or sections (an article: its words) waiting for a native speaker's check. The server answers it
 * (`GET translations`, editor/core/translations.ts); the Translations screen lists it. Pure.
 */
import { translatedAt, type TranslationSection } from './translationFields.js';
import { awaitingCheck } from './translationDraft.js';

type Data = Record<string, unknown>;

/** What the translator's view shows beside a translation (with `GET file`): its English page's fields and version. */
export interface TranslationInfo {
  /** An article's: its collection's file, its title, its English address (/resources/blog/2) and its data. */
  english: { file: string; title: string; route: string; data: Data };
  /** The translation of a collection's item (an article): which one. */
  item?: ArticleOf;
  /** The English page's current version (translationVersion): what "up to date" sets `madeFrom` to. */
  version: string;
  fields: TranslationSection[];
  language: EditorLanguage;
  /**
   * On a translation out of date: the fields whose English changed since it was made, with the English as it was
   * then ('' for a field that is new), by their path joined with '/'; absent when that version is not in the history.
   */
  changedSince?: Record<string, string>;
}

/** A language of the site as the editor names it (contract §1). */
export interface EditorLanguage {
  code: string;
  /** In its own script: ಕನ್ನಡ. */
  name: string;
  /** In English: Kannada (the name itself when the site file gives none). */
  englishName: string;
}

/** An article: a collection's item, by the collection's name and the item's id (as its file writes it). */
export interface ArticleOf {
  collection: string;
  id: string;
}

export interface PageTranslation {
  /** The English page's file (an article's: its collection's) and its translation's (contract §2). */
  file: string;
  translationFile: string;
  /** The English page's title, and the translation's address (/kn/about). */
  title: string;
  path: string;
  /** No translation yet. */
  missing: boolean;
  /** Made from an earlier version of the English page. */
  outOfDate: boolean;
  /** Words fields of the English page with no translation. */
  untranslated: number;
  /** Sections waiting for a native speaker's check. */
  awaiting: number;
  fields: number;
  /** An article (its words translated on their own); absent for a page. */
  item?: ArticleOf;
  /** The page that shows every article of a collection (its labels shared by all): that collection's name. */
  articlePage?: string;
}

export interface LanguageTranslations extends EditorLanguage {
  pages: PageTranslation[];
}

import { itemTranslationFileOf, translationFileOf } from '../../src/contract/translation.js';

/** A page's and an article's translation file (the site's contract names them). */
export { itemTranslationFileOf, translationFileOf };

const TRANSLATION = /^pages\/translations\/([a-z]{2,3})\/(.+)$/;
const ITEM = /^collections\/([^/]+)\/([^/]+)\.ya?ml$/;

/**
 * The language and English file of a translation file, or null for any other file; an article's translation
 * (pages/translations/kn/collections/blog/2.yaml) names its collection's file and the article (`item`).
 */
export function translationOf(file: string): { code: string; english: string; item?: ArticleOf } | null {
  const m = TRANSLATION.exec(file);
  if (!m) return null;
  const item = ITEM.exec(m[2]);
  if (item)
    return { code: m[1], english: `pages/collections/${item[1]}.yaml`, item: { collection: item[1], id: item[2] } };
  return { code: m[1], english: `pages/${m[2]}` };
}

/** The English data a translation's paths start from: an article's as `{ item }`, a page's as it is. */
export const englishOfTranslation = (info: Pick<TranslationInfo, 'english' | 'item'>): Data =>
  info.item ? { item: info.english.data } : info.english.data;

/** An address in language `code`: /about → /kn/about, / → /kn. */
export const addressIn = (route: string, code: string): string => `/${code}${route === '/' ? '' : route}`;

/** What can be translated: a page (its data), or an article (its item's data, its English address). */
export interface EnglishPage {
  file: string;
  title: string;
  route: string;
  data: Data;
  item?: ArticleOf;
  /** The page that shows every article of this collection (a route ending in /$id). */
  articlePage?: string;
}

/** The translation file of a page or an article in language `code`. */
export const translationFileFor = (page: Pick<EnglishPage, 'file' | 'item'>, code: string): string =>
  page.item ? itemTranslationFileOf(page.item.collection, page.item.id, code) : translationFileOf(page.file, code);

const keyOf = (page: Pick<EnglishPage, 'file' | 'item'>) => translationFileFor(page, '_');

/**
 * Each language's pages and articles, as their translations (`translations`, data by file) stand against the
 * English ones. The page of a collection's articles has no address of its own: its path is the first article
 * translated in that language ('' when none is).
 */
export function translationStatus(
  pages: EnglishPage[],
  languages: EditorLanguage[],
  translations: ReadonlyMap<string, Data>,
  fieldsOf: (page: EnglishPage) => TranslationSection[],
  versionOf: (page: EnglishPage) => string,
): LanguageTranslations[] {
  const fields = new Map(pages.map((p) => [keyOf(p), fieldsOf(p).flatMap((s) => s.fields)]));
  const versions = new Map(pages.map((p) => [keyOf(p), versionOf(p)]));
  return languages.map((lang) => {
    /** The address in this language of the first article of `collection` translated in it. */
    const firstArticle = (collection: string) => {
      const article = pages.find(
        (p) => p.item?.collection === collection && translations.has(translationFileFor(p, lang.code)),
      );
      return article ? addressIn(article.route, lang.code) : '';
    };
    return {
      ...lang,
      pages: pages.map((page): PageTranslation => {
        const translationFile = translationFileFor(page, lang.code);
        const t = translations.get(translationFile);
        const all = fields.get(keyOf(page)) ?? [];
        return {
          file: page.file,
          translationFile,
          title: page.title,
          path: page.articlePage ? firstArticle(page.articlePage) : addressIn(page.route, lang.code),
          missing: !t,
          outOfDate: !!t && t.madeFrom !== versions.get(keyOf(page)),
          untranslated: t ? all.filter((f) => !translatedAt(t, f.path).trim()).length : all.length,
          awaiting: t ? awaitingCheck(t).length : 0,
          fields: all.length,
          ...(page.item ? { item: page.item } : {}),
          ...(page.articlePage ? { articlePage: page.articlePage } : {}),
        };
      }),
    };
  });
}

/** The site's languages beside English, from the site settings' data (contract §1: the first is the default). */
export function editorLanguages(site: unknown): EditorLanguage[] {
  const list = (site as { languages?: unknown } | null)?.languages;
  if (!Array.isArray(list)) return [];
  return list.slice(1).flatMap((l) => {
    const { code, name, englishName } = (l ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || !/^[a-z]{2,3}$/.test(code)) return [];
    const own = typeof name === 'string' && name ? name : code;
    return [{ code, name: own, englishName: typeof englishName === 'string' && englishName ? englishName : own }];
  });
}
