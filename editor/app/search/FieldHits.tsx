/**
 * Under the pages a search found, the fields it found (useFieldSearch.ts): each named by its place in the form's
 * words with its text, a link that opens its page at that very field (focusField.ts's pendingFocus; on the page
 * already open, the editor is told by the OPEN_FIELD event). Says when the pages are still being looked through,
 * and that nothing matches only once everything was looked at.
 */
import { words } from '../../contract/words';
import type { FileSummary, SchemaBundle } from '../api';
import * as S from '../editorStyles';
import { pendingFocus } from '../focusField';
import { useFieldSearch } from './useFieldSearch';

/** Sent on `window` when a field of the page already open is asked for (pendingFocus holds it). */
export const OPEN_FIELD = 'site-editor:open-field';

export function FieldHits({
  query,
  files,
  bundle,
  current,
  pagesFound,
}: {
  query: string;
  files: FileSummary[];
  bundle: SchemaBundle | null;
  current?: string;
  pagesFound: number;
}) {
  const { hits, loading } = useFieldSearch(query, files, bundle);
  return (
    <>
      {hits.length ? (
        <S.Group aria-labelledby="field-hits" data-field-hits="">
          <h2 id="field-hits">{words.files.fields}</h2>
          <ul>
            {hits.map((h) => (
              <li key={`${h.file}:${h.path.join('/')}`}>
                <S.FileLink
                  href={`${location.pathname}${location.search}#${h.file}`}
                  $current={false}
                  data-field-hit={h.path.join('/')}
                  onClick={() => {
                    pendingFocus.set(h.file, h.path);
                    if (h.file === current) window.dispatchEvent(new Event(OPEN_FIELD));
                  }}
                >
                  <span className="t">{h.where}</span>
                  <small>{h.text}</small>
                </S.FileLink>
              </li>
            ))}
          </ul>
        </S.Group>
      ) : null}
      {loading ? (
        <p role="status" data-searching="">
          <S.Spinner aria-hidden="true" /> {words.files.searching}
        </p>
      ) : !pagesFound && !hits.length ? (
        <p>{words.files.none}</p>
      ) : null}
    </>
  );
}
