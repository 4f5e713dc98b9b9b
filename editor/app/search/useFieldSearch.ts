/**
 * The fields of every page for the search (pageSearch.ts): the pages' data is read once a search is typed (four
 * at a time), again after the list of pages changed (a save, a new page), made ready for searching then
 * (fieldIndex.ts), and searched as the person types.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { api, type FileSummary, type SchemaBundle } from '../api';
import { type SearchablePage, searchIndex } from './fieldIndex';
import { type FieldHit, fieldHits } from './pageSearch';

/** How many pages are read at once. */
const AT_ONCE = 4;

export function useFieldSearch(
  query: string,
  files: FileSummary[],
  bundle: SchemaBundle | null,
): { hits: FieldHit[]; loading: boolean } {
  const [pages, setPages] = useState<{ of: FileSummary[]; pages: SearchablePage[] } | null>(null);
  const wanted = query.trim() !== '' && !!bundle && files.length > 0;
  const ready = pages?.of === files;
  useEffect(() => {
    if (!wanted || ready || !bundle) return;
    let live = true;
    const definitions = bundle.root.definitions;
    // A translation is found by its title ("About us, in Kannada"); its fields are the translator's view's, not a form's.
    const queue = files.filter((f) => f.kind !== 'translation');
    const read: SearchablePage[] = [];
    const next = async (): Promise<void> => {
      const f = queue.shift();
      if (!f || !live) return;
      try {
        const opened = await api.open(f.file);
        read.push({
          file: f.file,
          title: f.title,
          data: opened.data,
          schema: definitions[opened.info.schema],
          definitions,
        });
      } catch {
        // A page that cannot be read now is left out of this search; its title is still searched.
      }
      return next();
    };
    void Promise.all(Array.from({ length: AT_ONCE }, next)).then(() => {
      const order = new Map(files.map((f, i) => [f.file, i]));
      if (live) setPages({ of: files, pages: read.sort((a, b) => order.get(a.file)! - order.get(b.file)!) });
    });
    return () => {
      live = false;
    };
  }, [wanted, ready, files, bundle]);
  // The pages' fields are made ready once they are read; each keystroke searches them.
  const index = useMemo(() => (pages ? searchIndex(pages.pages) : null), [pages]);
  const typed = useDeferredValue(query);
  const hits = useMemo(() => (index ? fieldHits(index, typed) : []), [index, typed]);
  return { hits, loading: wanted && !ready };
}
