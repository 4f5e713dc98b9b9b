/**
 * What is missing or out of date, per language (#translations): for each language beside English, every page that
 * can be translated, with what it lacks (not translated yet, out of date with the English page, fields not
 * translated, sections waiting for a native speaker's check) and a way to open or start its translation. Translations
 * that need work come first, then pages not translated yet; those translated and checked last. Each collection's
 * articles (the blog's) follow under their own heading, the page that shows them all (its labels) first.
 */
import { useEffect, useState } from 'react';
import { api } from '../api';
import { words } from '../../contract/words';
import type { LanguageTranslations, PageTranslation } from '../../contract/translationStatus';
import * as S from '../editorStyles';
import * as T from './translateStyles';
import { StartTranslation } from './StartTranslation';

/** The page's needs, in words; none for a page translated and checked. */
export function pageNeeds(p: PageTranslation): string[] {
  if (p.missing) return [words.translate.missing];
  return [
    ...(p.outOfDate ? [p.item ? words.translate.outOfDateShortArticle : words.translate.outOfDateShort] : []),
    ...(p.untranslated ? [words.translate.untranslated(p.untranslated)] : []),
    // An article is checked whole: it waits, or not.
    ...(p.awaiting ? [p.item ? words.translate.awaiting : words.translate.waiting(p.awaiting)] : []),
  ];
}

/** Translations that need work first (out of date, then unfinished, then unchecked), then pages not translated, then done ones. */
const rank = (p: PageTranslation) => (p.outOfDate ? 0 : p.missing ? 3 : p.untranslated ? 1 : p.awaiting ? 2 : 4);

/** A language's rows in groups: its pages, then each collection's articles (their shared page first). */
function groupsOf(pages: PageTranslation[]): { collection: string; rows: PageTranslation[] }[] {
  const groups = new Map<string, PageTranslation[]>([['', []]]);
  for (const p of pages) {
    const collection = p.item?.collection ?? p.articlePage ?? '';
    if (!groups.has(collection)) groups.set(collection, []);
    groups.get(collection)?.push(p);
  }
  return [...groups].map(([collection, rows]) => ({
    collection,
    // The page every article is shown on first, then the articles as their needs rank them.
    rows: [...rows].sort((a, b) => Number(!a.articlePage) - Number(!b.articlePage) || rank(a) - rank(b)),
  }));
}

/** A row's key and its mark for tests and styles: a page by its file, an article by its collection and id. */
const rowMarks = (p: PageTranslation) =>
  p.item ? { 'data-article': `${p.item.collection}/${p.item.id}` } : { 'data-page': p.file };

function Rows({
  rows,
  code,
  language,
  announce,
}: {
  rows: PageTranslation[];
  code: string;
  language: string;
  announce(m: string): void;
}) {
  return (
    <T.PageRows>
      {rows.map((p) => {
        const needs = pageNeeds(p);
        return (
          <li
            key={p.translationFile}
            {...rowMarks(p)}
            data-missing={p.missing || undefined}
            data-out-of-date={p.outOfDate || undefined}
          >
            <div>
              <strong>{p.title}</strong> {p.path ? <small>{p.path}</small> : null}
              <T.Needs>
                {needs.length ? (
                  needs.map((n) => (
                    <li key={n} data-need="">
                      {n}
                    </li>
                  ))
                ) : (
                  <li data-done="">{words.translate.allDone}</li>
                )}
              </T.Needs>
            </div>
            {p.missing ? (
              <StartTranslation
                short
                file={p.file}
                item={p.item?.id}
                code={code}
                title={p.title}
                language={language}
                announce={announce}
              />
            ) : (
              <S.Button as="a" href={`${location.pathname}${location.search}#${p.translationFile}`}>
                {words.translate.translate}
                <span className="visually-hidden">: {words.translate.pageIn(p.title, language)}</span>
              </S.Button>
            )}
          </li>
        );
      })}
    </T.PageRows>
  );
}

export function TranslationsScreen({ announce }: { announce(m: string): void }) {
  const [languages, setLanguages] = useState<LanguageTranslations[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api
      .translations()
      .then(setLanguages)
      .catch((e: Error) => setError(e.message));
  }, []);
  return (
    <T.Screen data-translations-screen="">
      <h1>{words.translate.translationsHeading}</h1>
      {error ? <p role="alert">{words.app.loadFailed(error)}</p> : null}
      {!languages && !error ? (
        <p role="status">
          <S.Spinner aria-hidden="true" /> {words.translate.loading}
        </p>
      ) : null}
      {languages && !languages.length ? <p>{words.translate.noLanguages}</p> : null}
      {languages?.map((lang) => {
        const language = words.translate.language(lang.englishName, lang.name);
        const summary = (rows: PageTranslation[]) => {
          const count = (f: (p: PageTranslation) => boolean) => rows.filter(f).length;
          return words.translate.summary(
            count((p) => p.missing),
            count((p) => p.outOfDate),
            count((p) => !p.missing && p.awaiting > 0),
          );
        };
        return (
          <T.Language key={lang.code} aria-labelledby={`lang-${lang.code}`} data-language={lang.code}>
            <h2 id={`lang-${lang.code}`}>{language}</h2>
            {groupsOf(lang.pages).map(({ collection, rows }) =>
              collection ? (
                // A group under its heading, not a landmark: each language has one of the same name.
                <T.Articles key={collection} data-articles={collection}>
                  <h3>{words.translate.articles(collection)}</h3>
                  <p>{words.translate.articlesHint}</p>
                  {/* The articles and the page they are shown on: every row the group lists counts. */}
                  <p data-summary="">{summary(rows)}</p>
                  <Rows rows={rows} code={lang.code} language={language} announce={announce} />
                </T.Articles>
              ) : (
                <div key="pages">
                  <p data-summary="">{summary(rows)}</p>
                  <Rows rows={rows} code={lang.code} language={language} announce={announce} />
                </div>
              ),
            )}
          </T.Language>
        );
      })}
    </T.Screen>
  );
}
