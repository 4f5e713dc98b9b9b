/**
 * A translator's fields: every words field of an English page (its title, description and keywords, and each
 * section's words), one row each, with the place it has in the page's translation (contract: sections by their
 * ids, items with ids by their ids, other list entries by their place) and its label in the form's words. The
 * translator's view (editor/app/translate/) draws one row beside its English; the list of what is missing
 * (translationStatus.ts) counts the rows a translation leaves empty. Pure: the page and the server import it.
 */
import { fieldLabel, firstText, type Definitions, type Schema, schemaStep, shortText } from './schemaWords.js';
import { words } from './words.js';

/** A place in a translation's data: keys, section and item ids, list entries' numbers. */
export type TranslationPath = (string | number)[];

export interface TranslationField {
  /** The English section's id; '' for the page's own fields (its title, description, keywords). */
  section: string;
  /** Where the translated words go in the translation's data: ['sections', 'about-intro', 'title']. */
  path: TranslationPath;
  /** The field as a person names it: "Buttons › “Meet our leadership” › Label". */
  label: string;
  english: string;
  /** A long text (a paragraph, a description): written in a box of several lines. */
  long: boolean;
  /** Formatted text (its schema's `x-kind: html`, an article's text): written with the rich-text widget. */
  html?: true;
}

export interface TranslationSection {
  /** The English section's id ('' for the page's own fields). */
  id: string;
  /** The section as a person names it: its kind and first words. */
  name: string;
  fields: TranslationField[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const LONG = 90;

/**
 * The rows of `words` (the English words in a translation's form, at `path`), whose English value is `english` with
 * the schema `schema`; `where` names the place in words.
 */
function walk(
  words_: unknown,
  english: unknown,
  schema: Schema | undefined,
  definitions: Definitions,
  path: TranslationPath,
  where: string[],
  section: string,
  out: TranslationField[],
): void {
  if (typeof words_ === 'string') {
    const html = schema?.['x-kind'] === 'html' ? { html: true as const } : {};
    if (words_)
      out.push({ section, path, label: where.join(' › '), english: words_, long: words_.length > LONG, ...html });
    return;
  }
  if (Array.isArray(words_)) {
    // A list kept in count and order: its entries by their place.
    const list = Array.isArray(english) ? english : [];
    words_.forEach((w, n) => {
      const item = list[n];
      const s = schemaStep(schema, n, item, definitions);
      const name = isObject(item) ? shortText(firstText(item), 40) : '';
      const label =
        typeof w === 'string'
          ? [...where.slice(0, -1), words.translate.entry(where.at(-1) ?? '', n + 1)]
          : [...where, name ? words.plain.named(name) : words.plain.item(n + 1)];
      walk(w, item, s, definitions, [...path, n], label, section, out);
    });
    return;
  }
  if (!isObject(words_)) return;
  if (Array.isArray(english)) {
    // Items with ids: a map by id, each named by its first words.
    for (const [id, w] of Object.entries(words_)) {
      const n = english.findIndex((x) => isObject(x) && x.id === id);
      const item = english[n];
      const s = schemaStep(schema, n, item, definitions);
      const name = isObject(item) ? shortText(firstText(item), 40) : '';
      walk(w, item, s, definitions, [...path, id], [...where, name ? words.plain.named(name) : id], section, out);
    }
    return;
  }
  const fields = isObject(english) ? english : {};
  for (const [key, w] of Object.entries(words_)) {
    const s = schemaStep(schema, key, fields[key], definitions);
    walk(w, fields[key], s, definitions, [...path, key], [...where, fieldLabel(key, s)], section, out);
  }
}

/**
 * The words fields of an English page (`page`, its data as in its file), from its words in a translation's form
 * (`englishWords`, src/contract/translation.ts), grouped by section, the page's own fields first; labels from
 * the page's schema (`pageSchema`, the bundle's `page` definition); `blockName` names a section.
 */
export function translationFields(
  page: Record<string, unknown>,
  englishWords: {
    meta?: Record<string, unknown>;
    sections?: Record<string, unknown>;
    notFound?: Record<string, unknown>;
  },
  pageSchema: Schema | undefined,
  definitions: Definitions,
  blockName: (section: Record<string, unknown>, n: number) => string,
): TranslationSection[] {
  const own: TranslationField[] = [];
  // The page's own fields: its title, description and keywords, and on the page that shows a collection's items,
  // what an address naming no item shows.
  for (const key of ['meta', 'notFound'] as const) {
    const w = englishWords[key];
    if (!w) continue;
    const s = schemaStep(pageSchema, key, page[key], definitions);
    walk(w, page[key], s, definitions, [key], key === 'meta' ? [] : [fieldLabel(key, s)], '', own);
  }
  const out: TranslationSection[] = [{ id: '', name: words.translate.pageFields, fields: own }];
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const sectionsSchema = schemaStep(pageSchema, 'sections', sections, definitions);
  sections.forEach((section, n) => {
    if (!isObject(section) || typeof section.id !== 'string') return;
    const w = englishWords.sections?.[section.id];
    if (!w) return;
    const fields: TranslationField[] = [];
    const s = schemaStep(sectionsSchema, n, section, definitions);
    walk(w, section, s, definitions, ['sections', section.id], [], section.id, fields);
    if (fields.length) out.push({ id: section.id, name: blockName(section, n + 1), fields });
  });
  return out;
}

/**
 * The words fields of a collection's item (a blog article: `item`, its data as in its collection's file), from its
 * words in a translation's form (`itemWords(…).item`), as one section `item` named `name`; labels from the item's
 * schema (`itemSchema`: the collection's items' definition).
 */
export function translationItemFields(
  item: Record<string, unknown>,
  itemWords: Record<string, unknown> | undefined,
  itemSchema: Schema | undefined,
  definitions: Definitions,
  name: string,
): TranslationSection[] {
  const fields: TranslationField[] = [];
  if (itemWords) walk(itemWords, item, itemSchema, definitions, ['item'], [], 'item', fields);
  return [{ id: 'item', name, fields }];
}

/** The translated words at `path` of a translation's data ('' when there are none). */
export function translatedAt(translation: unknown, path: TranslationPath): string {
  let v: unknown = translation;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return typeof v === 'string' ? v : '';
}

/**
 * The field a problem at `path` of a translation is about, as the translator's view has it: the field at `path`,
 * or the first one within it (a list, an item, a section); undefined when the English page has none there (a
 * section or field the English page does not have).
 */
export function fieldAt(sections: TranslationSection[], path: TranslationPath): TranslationField | undefined {
  const key = path.join('/');
  const fields = sections.flatMap((s) => s.fields);
  return fields.find((f) => f.path.join('/') === key) ?? fields.find((f) => f.path.join('/').startsWith(`${key}/`));
}

/** Where a problem at `path` of a translation is, in the translator's view's words: "Section › Field" ('' for none). */
export function placeInTranslation(sections: TranslationSection[], path: TranslationPath): string {
  const field = fieldAt(sections, path);
  const own = path[0] === 'sections' ? String(path[1]) : path[0] === 'item' ? 'item' : '';
  const section = sections.find((s) => s.id === (field?.section ?? own));
  if (!section) return '';
  const exact = field && field.path.join('/') === path.join('/');
  return exact && field.label ? `${section.name} › ${field.label}` : section.name;
}
