/**
 * The fields of the pages, made ready for the page list's search (pageSearch.ts) once the pages are read: every
 * field a person fills in, with its place in the form's words, what it says and, for a field inside an item of a
 * list (an event, a card, a question), the words of that item's other fields, which a search counts as its context
 * ("GST webinar" finds the event whose title says GST and whose type says Webinar).
 */
import {
  type DataPath,
  type Definitions,
  firstTextKey,
  labelOf,
  peopleTitle,
  plainText,
  type Schema,
  schemaAt,
  schemaStep,
  summaryOf,
} from '../../contract/schemaWords';
import { NAMES_FOR_CODE } from '../codeKeys';
import { type SearchText, searchText } from './wordMatch';

/** A page's data with what names its fields: its own schema and the bundle's definitions. */
export interface SearchablePage {
  file: string;
  title: string;
  data: unknown;
  schema: Schema | undefined;
  definitions: Definitions;
}

/** One field a search can find (an entry of a list of words is one of its own). */
export interface IndexedField {
  file: string;
  /** Where it is in the file's data: the field, or the entry of a list of words. */
  path: DataPath;
  /** Its place in the form's words: "Site settings › Company › Phone numbers". */
  where: string;
  /** What it says (a list of words: all its entries). */
  text: string;
  /** Its own label, lowercased. */
  label: string;
  /** Its labels and what it says itself (of a list, this entry). */
  own: SearchText;
  /** The words around it: its item's fields (and a list's other entries); none outside an item. */
  context?: SearchText;
  /** The item it is in (its file and path), if it is in one. */
  item?: string;
  /** The list of words it is an entry of (its file and path). */
  list?: string;
  /** It is the field its item is named by (the item's title, heading...). */
  names: boolean;
}

/** The pages' fields, in the order of the pages and of their forms. */
export interface SearchIndex {
  fields: IndexedField[];
}

/** Values that are names for the code, not words a person reads or types (pictures' and links' addresses too). */
const CODE_KEYS = new Set([...NAMES_FOR_CODE, 'src', 'href']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isWord = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
/** `text` cut to 60 characters, with an ellipsis when cut. */
export const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** What an item's own fields say (texts and lists of words; not its lists of items), as one text. */
function itemWords(item: Obj): string {
  const out: string[] = [];
  for (const [key, v] of Object.entries(item)) {
    if (CODE_KEYS.has(key)) continue;
    if (isWord(v)) out.push(plainText(String(v)));
    else if (Array.isArray(v) && v.every(isWord)) out.push(...v.map((e) => plainText(String(e))));
  }
  return out.join(' ');
}

/** An item of a list being walked: its place, the words of its fields and the key of the field naming it. */
interface Around {
  /** Its file and path. */
  key: string;
  depth: number;
  words: string;
  text: SearchText;
  names: string | undefined;
}

/** Every field of `page` a person fills in, with its labels, its place and the words around it. */
function fieldsOf(page: SearchablePage, out: IndexedField[]): void {
  const { definitions, file } = page;
  const whereOf = (places: string[], labels: string[]) =>
    [...new Set([page.title, ...places, labels[labels.length - 1] ?? ''].filter(Boolean))].join(' › ');
  // The schema is walked with the data, one step a key, so that each label costs one step.
  const walk = (
    value: unknown,
    schema: Schema | undefined,
    path: DataPath,
    labels: string[],
    places: string[],
    around: Around | undefined,
  ) => {
    const label = (labels[labels.length - 1] ?? '').toLowerCase();
    if (isWord(value)) {
      const text = plainText(String(value));
      if (!text) return;
      out.push({
        file,
        path,
        where: whereOf(places, labels),
        text,
        label,
        own: searchText(`${labels.join(' ')} ${text}`),
        context: around?.text,
        item: around?.key,
        names: !!around && path.length === around.depth + 1 && path[around.depth] === around.names,
      });
    } else if (Array.isArray(value)) {
      if (value.every(isWord)) {
        const entries = value.map((v) => plainText(String(v)));
        const text = entries.join(', ');
        const list = `${file}:${path.join('/')}`;
        const context = searchText(around ? `${around.words} ${entries.join(' ')}` : entries.join(' '));
        const where = whereOf(places, labels);
        entries.forEach((entry, i) => {
          out.push({
            file,
            path: [...path, i],
            where,
            text,
            label,
            own: searchText(`${labels.join(' ')} ${entry}`),
            context,
            item: around?.key,
            list,
            names: false,
          });
        });
        return;
      }
      value.forEach((item, i) => {
        const at = [...path, i];
        const name = isObj(item) ? shorten(summaryOf(item)) : '';
        const words = isObj(item) ? itemWords(item) : '';
        const inner: Around | undefined = isObj(item)
          ? {
              key: `${file}:${at.join('/')}`,
              depth: at.length,
              words,
              text: searchText(words),
              names: firstTextKey(item),
            }
          : around;
        walk(item, schemaStep(schema, i, item, definitions), at, labels, name ? [...places, name] : places, inner);
      });
    } else if (isObj(value)) {
      for (const [key, v] of Object.entries(value)) {
        if (CODE_KEYS.has(key)) continue;
        const inner = schemaStep(schema, key, v, definitions);
        const own = peopleTitle(inner) || labelOf(key);
        // An item's place is said by its summary; the fields inside it add their own label only at the end.
        walk(v, inner, [...path, key], [...labels, own], isObj(v) ? [...places, own] : places, around);
      }
    }
  };
  walk(page.data, schemaAt(page.schema, page.data, [], definitions), [], [], [], undefined);
}

/** The fields of `pages`, made once when the pages are read; every search reads them. */
export function searchIndex(pages: SearchablePage[]): SearchIndex {
  const fields: IndexedField[] = [];
  for (const page of pages) fieldsOf(page, fields);
  return { fields };
}
