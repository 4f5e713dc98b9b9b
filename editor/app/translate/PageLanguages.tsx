/**
 * On an English page's editor: the page in the site's other languages, each with what its translation needs and a
 * way to open it, or to start it when there is none.
 */
import { words } from '../../contract/words';
import type { LanguageTranslations } from '../../contract/translationStatus';
import { pageNeeds } from './TranslationsScreen';
import { StartTranslation } from './StartTranslation';
import * as T from './translateStyles';

export function PageLanguages({
  file,
  languages,
  announce,
}: {
  file: string;
  languages: LanguageTranslations[];
  announce(m: string): void;
}) {
  const rows = languages.flatMap((lang) => {
    const page = lang.pages.find((p) => p.file === file && !p.item);
    return page ? [{ lang, page, language: words.translate.language(lang.englishName, lang.name) }] : [];
  });
  if (!rows.length) return null;
  return (
    <T.PageLanguages aria-labelledby="page-languages" data-page-languages="">
      <h2 id="page-languages">{words.translate.onEnglish}</h2>
      <ul>
        {rows.map(({ lang, page, language }) => (
          <li key={lang.code} data-language={lang.code}>
            <strong>{language}</strong>
            <span>{pageNeeds(page).join(' · ') || words.translate.allDone}</span>
            {page.missing ? (
              <StartTranslation
                file={file}
                code={lang.code}
                title={page.title}
                language={language}
                announce={announce}
              />
            ) : (
              <a href={`${location.pathname}${location.search}#${page.translationFile}`}>
                {words.translate.openIn(language)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </T.PageLanguages>
  );
}
