/**
 * The page list's search, by what people call things: a page by its title or address, and a field anywhere in the
 * pages by its label (the form's words: "phone" finds the site settings' Phones) or by what it says (the words of
 * an event's title). Each field found names its place in the form's words and leads to that very field.
 */
import {
  type DataPath,
  type Definitions,
  labelOf,
  peopleTitle,
  plainText,
  type Schema,
  schemaAt,
  schemaStep,
  summaryOf,
} from '../../contract/schemaWords';
import { NAMES_FOR_CODE } from '../codeKeys';
import type { FileSummary } from '../api';

/** A page's data with what names its fields: its own schema and the bundle's definitions. */
export interface SearchablePage {
  file: string;
  title: string;
  data: unknown;
  schema: Schema | undefined;
  definitions: Definitions;
}

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

/** Values that are names for the code, not words a person reads or types (pictures' and links' addresses too). */
const CODE_KEYS = new Set([...NAMES_FOR_CODE, 'src', 'href']);

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether a page's title, address or file answers the search (every word of it). */
export function pageMatches(page: Pick<FileSummary, 'title' | 'route' | 'file'>, query: string): boolean {
  const hay = `${page.title} ${page.route} ${page.file}`.toLowerCase();
  return wordsOf(query).every((w) => hay.includes(w));
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
/** The words of a long text around the first word searched for (the start of the text when it is not there). */
function around(text: string, terms: string[]): string {
  const at = Math.min(...terms.map((t) => text.toLowerCase().indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(at) || at < 30) return shorten(text);
  const from = text.lastIndexOf(' ', at - 20) + 1;
  return `…${shorten(text.slice(from), 59)}`;
}

interface Leaf {
  path: DataPath;
  labels: string[];
  places: string[];
  text: string;
  /** A list of words: its entries, lowercased. */
  entries?: string[];
}

/** Every field a person fills in (a list of words counts as one field), with its labels and its place. */
function leavesOf(page: SearchablePage): Leaf[] {
  const out: Leaf[] = [];
  const { definitions } = page;
  // The schema is walked with the data, one step a key, so that each label costs one step.
  const walk = (value: unknown, schema: Schema | undefined, path: DataPath, labels: string[], places: string[]) => {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = plainText(String(value));
      if (text) out.push({ path, labels, places, text });
    } else if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string' || typeof v === 'number')) {
        const entries = value.map((v) => plainText(String(v)));
        if (entries.length)
          out.push({ path, labels, places, text: entries.join(', '), entries: entries.map((e) => e.toLowerCase()) });
        return;
      }
      value.forEach((item, i) => {
        const name = isObj(item) ? shorten(summaryOf(item)) : '';
        walk(item, schemaStep(schema, i, item, definitions), [...path, i], labels, name ? [...places, name] : places);
      });
    } else if (isObj(value)) {
      for (const [key, v] of Object.entries(value)) {
        if (CODE_KEYS.has(key)) continue;
        const next = [...path, key];
        const inner = schemaStep(schema, key, v, definitions);
        const own = peopleTitle(inner) || labelOf(key);
        // An item's place is said by its summary; the fields inside it add their own label only at the end.
        walk(v, inner, next, [...labels, own], isObj(v) ? [...places, own] : places);
      }
    }
  };
  walk(page.data, schemaAt(page.schema, page.data, [], definitions), [], [], []);
  return out;
}

/**
 * The fields of `pages` that answer `query`: those with every word in their labels or their text first (a label
 * match before a text match), then, when none has every word, those with the most; at most `max`.
 */
export function fieldHits(pages: SearchablePage[], query: string, max = MAX_HITS): FieldHit[] {
  const terms = wordsOf(query);
  if (!terms.length) return [];
  const scored: { hit: FieldHit; score: number }[] = [];
  for (const page of pages) {
    for (const leaf of leavesOf(page)) {
      const label = (leaf.labels[leaf.labels.length - 1] ?? '').toLowerCase();
      const hay = `${leaf.labels.join(' ')} ${leaf.text}`.toLowerCase();
      const found = terms.filter((t) => hay.includes(t)).length;
      if (!found) continue;
      const byLabel = terms.filter((t) => label.includes(t)).length;
      const where = [page.title, ...leaf.places, leaf.labels[leaf.labels.length - 1] ?? ''].filter(Boolean);
      // A list of words opens at the entry that has a word searched for, else at its first.
      const entry = leaf.entries
        ? Math.max(
            0,
            leaf.entries.findIndex((e) => terms.some((t) => e.includes(t))),
          )
        : -1;
      scored.push({
        hit: {
          file: page.file,
          path: entry < 0 ? leaf.path : [...leaf.path, entry],
          where: [...new Set(where)].join(' › '),
          text: around(leaf.text, terms),
        },
        score: found * 10 + byLabel,
      });
    }
  }
  // Only fields with every word, or, when none has them all, with the most words found.
  const wanted = Math.max(0, ...scored.map((s) => Math.floor(s.score / 10)));
  return scored
    .filter((s) => Math.floor(s.score / 10) === wanted)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((s) => s.hit);
}
