/**
 * The page list's search, by what people call things: a page by its title or address, and a field anywhere in the
 * pages (fieldIndex.ts) by its label (the form's words: "phone" finds the site settings' Phones) or by what it says
 * (the words of an event's title), a field inside an item counting its item's other fields as well ("GST webinar":
 * the event whose title says GST and whose type says Webinar), and a long searched word finding near words too
 * ("GST seminar" finds that webinar; wordMatch.ts). Each field found names its place in the form's words and leads
 * to that very field.
 */
import type { DataPath } from '../../contract/schemaWords';
import type { FileSummary } from '../api';
import { type IndexedField, type SearchIndex, shorten } from './fieldIndex';
import { wordMatcher } from './wordMatch';

/** A field found: where it is (its file and data path), its place in the form's words and its text. */
export interface FieldHit {
  file: string;
  path: DataPath;
  /** "Site settings › Phones". */
  where: string;
  text: string;
}

/** The most fields listed for one search. */
export const MAX_HITS = 12;

/**
 * What a searched word is worth where it is found: in the field itself as typed (more in its own label), in the
 * field as a near word, in its item's other fields as typed, there as a near word. Each step is worth more than the
 * next two together, so a field with a word as typed comes before one with a near word, and a field that says a
 * word itself before one whose item says it.
 */
const WORTH = { exact: 8, label: 1, near: 4, aroundExact: 2, aroundNear: 1 };

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether a page's title, address or file answers the search (every word of it). */
export function pageMatches(page: Pick<FileSummary, 'title' | 'route' | 'file'>, query: string): boolean {
  const hay = `${page.title} ${page.route} ${page.file}`.toLowerCase();
  return wordsOf(query).every((w) => hay.includes(w));
}

/** The words of a long text around the first word searched for (the start of the text when it is not there). */
function around(text: string, terms: string[]): string {
  const at = Math.min(...terms.map((t) => text.toLowerCase().indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(at) || at < 30) return shorten(text);
  const from = text.lastIndexOf(' ', at - 20) + 1;
  return `…${shorten(text.slice(from), 59)}`;
}

interface Scored {
  field: IndexedField;
  /** How many searched words were found, in the field or around it. */
  found: number;
  score: number;
  /** Some searched word was found only in its item's other fields. */
  leans: boolean;
  order: number;
}

/**
 * The fields of `index` that answer `query`: each searched word found in the field (its labels or its text), or
 * else in its item's other fields; a field must have one of them itself. Those with every word come first, or,
 * when none has every word, those with the most, and only those; of these, the best first (see WORTH; on a tie, the
 * field that names its item first). A list of words is listed once, at its best entry, and an item found by words
 * spread over its fields once, at its best field. At most `max`.
 */
export function fieldHits(index: SearchIndex, query: string, max = MAX_HITS): FieldHit[] {
  const terms = wordsOf(query);
  if (!terms.length) return [];
  const matchers = terms.map(wordMatcher);
  const scored: Scored[] = [];
  index.fields.forEach((field, order) => {
    let found = 0;
    let score = 0;
    let ownWords = 0;
    let leans = false;
    terms.forEach((term, i) => {
      const own = matchers[i](field.own);
      if (own) {
        found++;
        ownWords++;
        score += own === 'near' ? WORTH.near : WORTH.exact + (field.label.includes(term) ? WORTH.label : 0);
        return;
      }
      const context = field.context && matchers[i](field.context);
      if (context) {
        found++;
        leans = true;
        score += context === 'near' ? WORTH.aroundNear : WORTH.aroundExact;
      }
    });
    if (ownWords) scored.push({ field, found, score, leans, order });
  });
  const wanted = Math.max(0, ...scored.map((s) => s.found));
  const best = scored
    .filter((s) => s.found === wanted)
    .sort((a, b) => b.score - a.score || Number(b.field.names) - Number(a.field.names) || a.order - b.order);
  const listed = new Set<string>();
  const hits: FieldHit[] = [];
  for (const { field, leans } of best) {
    if (hits.length >= max) break;
    if (field.list && listed.has(field.list)) continue;
    if (leans && field.item && listed.has(field.item)) continue;
    if (field.list) listed.add(field.list);
    if (field.item) listed.add(field.item);
    hits.push({ file: field.file, path: field.path, where: field.where, text: around(field.text, terms) });
  }
  return hits;
}
