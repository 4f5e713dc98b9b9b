/**
 * Search records for a catalogue's services and subsections, whose details a visitor sees only after a click:
 * one record each, with the address that opens it, its title and the words of its detail (its description
 * and every text in its sections). Names, icons, colours and addresses in the data are not words a visitor
 * reads, so they are left out.
 */
export interface PageDataLike { head?: { title?: string }; sections?: { type?: string; items?: EntryLike[] }[] }
interface EntryLike { id: string; title: string; description?: string; subsections?: EntryLike[]; sections?: unknown[] }
export interface SearchRecord { url: string; content: string; meta: { title: string } }

const NOT_WORDS = new Set(['id', 'type', 'icon', 'color', 'href', 'src', 'file', 'variant', 'tone', 'mode', 'accent', 'kind', 'width', 'height', 'columns', 'initialCount', 'cardStyle', 'download', 'embedUrl']);

/** Every text a visitor reads in a value, in order, tags taken out of HTML fragments. */
export function wordsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) wordsOf(v, out);
  }
  return out;
}

function record(url: string, entry: EntryLike): SearchRecord {
  return { url, meta: { title: entry.title }, content: [entry.title, entry.description ?? '', ...wordsOf(entry.sections ?? [])].filter(Boolean).join('\n') };
}

/** The records of every catalogue on the page at `path`. */
export function catalogueRecords(path: string, data: PageDataLike): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const section of data.sections ?? []) {
    if (section.type !== 'catalogue') continue;
    for (const entry of section.items ?? []) {
      const at = `${path}?service=${encodeURIComponent(entry.id)}`;
      out.push(record(at, entry));
      for (const sub of entry.subsections ?? []) out.push(record(`${at}&sub=${encodeURIComponent(sub.id)}`, sub));
    }
  }
  return out;
}
