/**
 * What is missing or out of date, per language: for each English page that can be translated and each language
 * beside English, whether its translation is missing, made from an earlier version of the English page (out of
 * date), has fields left untranslated, or sections waiting for a native speaker's check. The server answers it
 * (`GET translations`, editor/core/translations.ts); the Translations screen lists it. Pure.
 */
import { translatedAt, type TranslationSection } from './translationFields.js';
import { awaitingCheck } from './translationDraft.js';

type Data = Record<string, unknown>;

/** What the translator's view shows beside a translation (with `GET file`): its English page's fields and version. */
export interface TranslationInfo {
  english: { file: string; title: string; route: string; data: Data };
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

export interface PageTranslation {
  /** The English page's file and its translation's (contract §2). */
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
}

export interface LanguageTranslations extends EditorLanguage {
  pages: PageTranslation[];
}

/** The translation file of an English page's file in language `code`: pages/about.yaml → pages/translations/kn/about.yaml. */
export const translationFileOf = (file: string, code: string): string =>
  `pages/translations/${code}/${file.replace(/^pages\//, '')}`;

const TRANSLATION = /^pages\/translations\/([a-z]{2,3})\/(.+)$/;

/** The language and English page of a translation file, or null for any other file. */
export function translationOf(file: string): { code: string; english: string } | null {
  const m = TRANSLATION.exec(file);
  return m ? { code: m[1], english: `pages/${m[2]}` } : null;
}

/** An address in language `code`: /about → /kn/about, / → /kn. */
export const addressIn = (route: string, code: string): string => `/${code}${route === '/' ? '' : route}`;

export interface EnglishPage {
  file: string;
  title: string;
  route: string;
  data: Data;
}

/** Each language's pages, as their translations (`translations`, data by file) stand against the English pages. */
export function translationStatus(
  pages: EnglishPage[],
  languages: EditorLanguage[],
  translations: ReadonlyMap<string, Data>,
  fieldsOf: (page: EnglishPage) => TranslationSection[],
  versionOf: (page: EnglishPage) => string,
): LanguageTranslations[] {
  const fields = new Map(pages.map((p) => [p.file, fieldsOf(p).flatMap((s) => s.fields)]));
  const versions = new Map(pages.map((p) => [p.file, versionOf(p)]));
  return languages.map((lang) => ({
    ...lang,
    pages: pages.map((page): PageTranslation => {
      const translationFile = translationFileOf(page.file, lang.code);
      const t = translations.get(translationFile);
      const all = fields.get(page.file) ?? [];
      return {
        file: page.file,
        translationFile,
        title: page.title,
        path: addressIn(page.route, lang.code),
        missing: !t,
        outOfDate: !!t && t.madeFrom !== versions.get(page.file),
        untranslated: t ? all.filter((f) => !translatedAt(t, f.path).trim()).length : all.length,
        awaiting: t ? awaitingCheck(t).length : 0,
        fields: all.length,
      };
    }),
  }));
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
