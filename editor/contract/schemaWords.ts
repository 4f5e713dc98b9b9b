/**
 * The schemas' own words for a place in a file's data, for the editor's screens and its server alike: a field's
 * label (its schema's title, else its name made readable), the schema of the value at a data path (following the
 * bundle's `$ref`s, a block's own schema by its type, list items) and the short name of a list item.
 */
import { words } from './words.js';

export type Schema = Record<string, unknown>;
export type Definitions = Record<string, Schema>;
export type DataPath = (string | number)[];

/** A field's label from its name: heroTitle → Hero title; a name that reads badly spaced out has its own words. */
export function labelOf(name: string): string {
  if (Object.hasOwn(words.fieldNames, name)) return words.fieldNames[name];
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field's label: its schema's own title when written for people, else its name made readable (labelOf). */
export function fieldLabel(name: string, schema: Schema | undefined): string {
  return peopleTitle(schema) ?? labelOf(name);
}

/** The definition a local `$ref` points at (`#/definitions/<key>/definitions/<name>`...). */
export function resolveRef(ref: string, definitions: Definitions): Schema | undefined {
  const parts = ref.replace(/^#\//, '').split('/').slice(1);
  let node: unknown = definitions;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  return node as Schema | undefined;
}

/** `schema` with its `$ref`s followed and, of a choice (oneOf/anyOf), the branch `value` takes. */
function settle(schema: Schema | undefined, value: unknown, definitions: Definitions): Schema | undefined {
  for (let n = 0; schema && n < 20; n++) {
    if (typeof schema.$ref === 'string') {
      // A field's own title names it, whatever the definition it refers to is called.
      const title = schema.title;
      schema = resolveRef(schema.$ref, definitions);
      if (schema && typeof title === 'string') schema = { ...schema, title };
      continue;
    }
    const choice = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (!Array.isArray(choice)) return schema;
    const branches = choice.map((b) => settle(b, value, definitions)).filter((b): b is Schema => !!b);
    const type = (value as { type?: unknown } | null)?.type;
    const props = (b: Schema) => (b.properties ?? {}) as Record<string, Schema>;
    schema =
      branches.find((b) => type !== undefined && props(b).type?.const === type) ??
      branches.find((b) => value && typeof value === 'object' && Object.keys(value).every((k) => k in props(b))) ??
      branches[0];
  }
  return schema;
}

/**
 * One step down a schema: of `schema` (settled, as schemaAt and schemaStep give it), the schema of its entry or
 * property `key`, whose value is `value`; undefined where none says. A walk over the data takes one step a key.
 */
export function schemaStep(
  schema: Schema | undefined,
  key: string | number,
  value: unknown,
  definitions: Definitions,
): Schema | undefined {
  if (!schema) return undefined;
  const next =
    typeof key === 'number'
      ? (schema.items as Schema | undefined)
      : (((schema.properties ?? {}) as Record<string, Schema>)[key] ??
        (typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Schema) : undefined));
  return settle(next, value, definitions);
}

/** The schema of the value at `path` of `data`, whose own schema is `root`; undefined where none says. */
export function schemaAt(root: Schema | undefined, data: unknown, path: DataPath, definitions: Definitions) {
  let schema = settle(root, data, definitions);
  let value = data;
  for (const key of path) {
    if (!schema) return undefined;
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
    schema = schemaStep(schema, key, value, definitions);
  }
  return schema;
}

/** A schema title written for people (not a type name such as "FaqBlock"), else undefined. */
export function peopleTitle(schema: Schema | undefined): string | undefined {
  const title = typeof schema?.title === 'string' ? schema.title.trim() : '';
  return title && !/^[A-Z][a-z0-9]+[A-Z]\w*$/.test(title) ? title : undefined;
}

/** The key of the field that names an item or block (firstText's): its title, heading or first text. */
export function firstTextKey(item: Record<string, unknown>): string | undefined {
  for (const key of ['title', 'heading', 'name', 'text', 'question', 'label']) {
    const v = item[key];
    if (typeof v === 'string' && v.trim()) return key;
  }
  for (const [key, v] of Object.entries(item))
    if (typeof v === 'string' && v.length > 3 && v !== item.type && v !== item.id && !NOT_WORDS.test(v)) return key;
  return undefined;
}

/** The first words of an item or block, for its one-line summary: its title, heading or first text. */
export function firstText(item: Record<string, unknown>): string {
  const key = firstTextKey(item);
  return key === undefined ? '' : String(item[key]).trim();
}

/**
 * Values that are no words of the item's: an address, a picture's path, a link to a named place, an anchor, a
 * pattern with placeholders ("{minutes} min read").
 */
const NOT_WORDS = /^(?:\/|#|[a-z]+:(?!\s))|^[\w-]+\.[a-z0-9]{2,4}$|\{\w*\}/i;

/** Text without HTML tags, entities of the common kind spelt out, spaces collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An item's one-line summary, by what a visitor would recognise: its first words (a question, a title), without
 * markup, and its date when it has one (an event: its title and date).
 */
export function summaryOf(item: Record<string, unknown>): string {
  const text = plainText(firstText(item));
  const date = typeof item.date === 'string' ? item.date.trim() : '';
  return date && !text.includes(date) ? (text ? `${text} · ${date}` : date) : text;
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
export const shortText = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * An item of a list as a place names it, just after its list's name: a section by its kind and first words
 * ("Text “Opening hours”"), another item by its own first words (“GST registration”), else by its number once
 * ("item 4", never the list's name again). `n` counts from 1; `kind` is a section's plain kind, if it is one.
 */
export function itemName(item: unknown, n: number, kind?: string, max = 48): string {
  const text =
    item && typeof item === 'object' && !Array.isArray(item)
      ? shortText(summaryOf(item as Record<string, unknown>), max)
      : '';
  if (kind) return text ? `${kind} ${words.plain.named(text)}` : kind;
  return text ? words.plain.named(text) : words.plain.itemAfterList(n);
}

/**
 * A section as a breadcrumb names it: its kind and its own first words ("FAQ “Questions about GST”"), else its
 * kind and its place among its list's sections ("FAQ, section 3"); never its id, which is no word of the person's.
 * `n` counts from 1.
 */
export function blockName(block: Record<string, unknown>, n: number, kind: string, max = 48): string {
  const text = shortText(summaryOf(block), max);
  return text ? `${kind} ${words.plain.named(text)}` : words.plain.sectionAt(kind, n);
}

/** A file of the site (a picture, a download) by its address: "/images/team-photo.jpg". */
export const SITE_FILE = /^\/(?:images|downloads)\/[\w/.-]+\.[a-z0-9]{2,4}$/i;

/** A picture's (or download's) name in words, from its file's: team photo for /images/team-photo.jpg. */
export function pictureWords(file: string): string {
  const base = file.split('/').pop() ?? file;
  const name = base
    .replace(/\.[^.]*$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim();
  return name || base;
}

/**
 * A picture's name in words, quoted: “team photo” for /images/team-photo.jpg (the site's address or the file in
 * the project's public folder alike), so no file name is shown.
 */
export const pictureName = (file: string): string => words.plain.named(pictureWords(file));
