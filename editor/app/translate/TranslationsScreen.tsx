/**
 * What is missing or out of date, per language (#translations): for each language beside English, every page that
 * can be translated, with what it lacks (not translated yet, out of date with the English page, fields not
 * translated, sections waiting for a native speaker's check) and a way to open or start its translation. Translations
 * that need work come first, then pages not translated yet; those translated and checked last.
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
    ...(p.outOfDate ? [words.translate.outOfDateShort] : []),
    ...(p.untranslated ? [words.translate.untranslated(p.untranslated)] : []),
    ...(p.awaiting ? [words.translate.waiting(p.awaiting)] : []),
  ];
}

/** Translations that need work first (out of date, then unfinished, then unchecked), then pages not translated, then done ones. */
const rank = (p: PageTranslation) => (p.outOfDate ? 0 : p.missing ? 3 : p.untranslated ? 1 : p.awaiting ? 2 : 4);

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
        const count = (f: (p: PageTranslation) => boolean) => lang.pages.filter(f).length;
        return (
          <T.Language key={lang.code} aria-labelledby={`lang-${lang.code}`} data-language={lang.code}>
            <h2 id={`lang-${lang.code}`}>{language}</h2>
            <p data-summary="">
              {words.translate.summary(
                count((p) => p.missing),
                count((p) => p.outOfDate),
                count((p) => !p.missing && p.awaiting > 0),
              )}
            </p>
            <T.PageRows>
              {[...lang.pages]
                .sort((a, b) => rank(a) - rank(b))
                .map((p) => {
                  const needs = pageNeeds(p);
                  return (
                    <li
                      key={p.file}
                      data-page={p.file}
                      data-missing={p.missing || undefined}
                      data-out-of-date={p.outOfDate || undefined}
                    >
                      <div>
                        <strong>{p.title}</strong> <small>{p.path}</small>
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
                          code={lang.code}
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
          </T.Language>
        );
      })}
    </T.Screen>
  );
}
