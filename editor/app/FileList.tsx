/**
 * The side bar's list of files, grouped by area, with unsaved and problem marks; searchable by title and address,
 * and by the fields' labels and words (search/). While the list loads it says so (never "No page matches").
 * Each link names this page's own address before the file's #hash: a bare "#…" link reads as a skip link to
 * checkers such as axe, which then look for an element with that id.
 */
import { useState } from 'react';
import type { FileSummary, SchemaBundle } from './api';
import { FieldHits } from './search/FieldHits';
import { pageMatches } from './search/pageSearch';
import { words } from '../contract/words';
import * as S from './editorStyles';

const ORDER = ['site', 'main', 'services', 'financial', 'hr', 'resources', 'legal', 'collections'];

/** An area's name: its own words, or for a language's translations (lang:kn) "Translations: Kannada (ಕನ್ನಡ)". */
function areaName(area: string, files: FileSummary[]): string {
  const language = files.find((f) => f.area === area)?.translation?.language;
  return language ? words.translate.area(language) : (words.areas[area] ?? area);
}

export function FileList({
  files,
  loading,
  bundle,
  current,
  unsaved,
}: {
  files: FileSummary[];
  /** The list is not there yet. */
  loading: boolean;
  /** The schemas that name the fields the search finds. */
  bundle: SchemaBundle | null;
  current?: string;
  unsaved: Set<string>;
}) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = files.filter((f) => !q || pageMatches(f, q));
  const areas = [...new Set(shown.map((f) => f.area))].sort(
    (a, b) => ORDER.indexOf(a) + 99 * +(ORDER.indexOf(a) < 0) - (ORDER.indexOf(b) + 99 * +(ORDER.indexOf(b) < 0)),
  );
  return (
    <>
      <S.SideSearch>
        <label className="visually-hidden" htmlFor="file-search">
          {words.files.search}
        </label>
        <input
          id="file-search"
          type="search"
          placeholder={`${words.files.search} — ${words.files.searchHint}`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </S.SideSearch>
      <S.FileGroups>
        {loading ? (
          <p role="status" data-loading-pages="">
            <S.Spinner aria-hidden="true" /> {words.files.loading}
          </p>
        ) : null}
        {areas.map((area) => (
          <S.Group key={area} aria-labelledby={`area-${area}`}>
            <h2 id={`area-${area}`}>{areaName(area, shown)}</h2>
            <ul>
              {shown
                .filter((f) => f.area === area)
                .map((f) => (
                  <li key={f.file}>
                    <S.FileLink
                      href={`${location.pathname}${location.search}#${f.file}`}
                      $current={f.file === current}
                      aria-current={f.file === current ? 'page' : undefined}
                      data-file={f.file}
                    >
                      <span className="t">{f.title}</span>
                      <small>
                        {f.route.replace(/\/\$\w+$/, '/…') ||
                          (f.area === 'site' ? words.files.everyPage : words.files.collection)}
                      </small>
                      <S.Marks>
                        {unsaved.has(f.file) ? (
                          <S.Dot title={words.files.unsaved} role="img" aria-label={words.files.unsaved} />
                        ) : null}
                        {f.problems ? (
                          <S.ProblemMark data-problems={f.problems}>
                            <span aria-hidden="true">{f.problems}</span>
                            <span className="visually-hidden">{words.files.problems(f.problems)}</span>
                          </S.ProblemMark>
                        ) : null}
                      </S.Marks>
                    </S.FileLink>
                  </li>
                ))}
            </ul>
          </S.Group>
        ))}
        {q && !loading ? (
          <FieldHits query={q} files={files} bundle={bundle} current={current} pagesFound={shown.length} />
        ) : null}
      </S.FileGroups>
    </>
  );
}
