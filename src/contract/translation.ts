/**
 * Languages (issue 47): the site's languages, which fields of the content are words (decided from the schemas),
 * a translation's version, the page and the site settings made in another language, and what a translation lacks
 * or has too many of. Pure: no Node, no React; the content loader, the build and the browser editor import it.
 *
 * A translation (pages/translations/<code>/<the English file's path under pages/>) holds only words: its sections
 * are a map by the English section's id; a list of items with ids is a map by item id; any other list (strings, or
 * items without ids) has the English list's count and order. Everything else comes from the English page.
 */
import type { Page, Section, Site } from '../generated/content';
import { dateIn, wholeDate } from './dates';

/** One language of the site (`languages` in the site settings). */
export interface Language {
  /** ^[a-z]{2,3}$; the first language's addresses have no prefix, the others' start with /<code>. */
  code: string;
  /** In its own script: what the language switcher shows. */
  name: string;
  /** What the editor calls it. */
  englishName?: string;
  /** For Intl dates and numbers and og:locale, e.g. kn-IN. */
  locale: string;
  /** The site settings' shared words: English text, exactly as written, → its translation. */
  words?: Record<string, string>;
}

/** A page's translation, as its file holds it. */
export interface Translation {
  /** The English page's version (translationVersion) this translation was made from. */
  madeFrom: string;
  meta?: Record<string, unknown>;
  /** A collection page's words for an address naming no item. */
  notFound?: Record<string, unknown>;
  /** By the English section's id. */
  sections?: Record<string, TranslatedSection>;
  /**
   * In the translation of a collection's item (a blog article: pages/translations/<code>/collections/<name>/<id>.yaml),
   * the item's words; its `awaitingCheck` as a section's.
   */
  item?: TranslatedSection;
}

export type TranslatedSection = { awaitingCheck?: boolean } & Record<string, unknown>;

/**
 * Where the words are in a value of some schema: a string of words, an object's fields that hold words, a list
 * kept in count and order, a list of items with ids (a map by id in a translation), a map with free keys, a list
 * of sections (blocks: by id, each by its type's shape), a choice of shapes (e.g. one string or a list of them),
 * or a shape defined elsewhere in the rule (for a schema that contains itself).
 */
export type WordsShape =
  /** date: a date field (`"x-words": "date"`), whose text is not words when it is a date alone. */
  | { kind: 'text'; date?: true }
  | { kind: 'object'; fields: Record<string, WordsShape> }
  | { kind: 'list'; of: WordsShape }
  | { kind: 'byId'; of: WordsShape }
  | { kind: 'map'; of: WordsShape }
  | { kind: 'sections' }
  | { kind: 'choice'; of: WordsShape[] }
  | { kind: 'ref'; key: string };

/** Which fields are words, for a page's meta, each block type and the site settings: made by wordsRuleOf. */
export interface WordsRule {
  meta?: WordsShape;
  /** A collection page's words for an address naming no item (`notFound`). */
  notFound?: WordsShape;
  blocks: Record<string, WordsShape | undefined>;
  /** By collection name: its items' shape (collections/<name>.schema.json's items). */
  collections: Record<string, WordsShape | undefined>;
  site?: WordsShape;
  /**
   * The names visitors read that an item chooses from a fixed list (a choice whose schema says
   * `"x-words": "shared"`: the blog's categories): each translated once, with the site's shared words.
   */
  shared?: string[];
  /** Shapes referred to by `ref` (schemas that contain themselves). */
  defs: Record<string, WordsShape>;
}

type Schema = Record<string, unknown>;
type DataPath = (string | number)[];

/** Fields that are never words, whatever their schema says. */
const NOT_WORDS = new Set(['id', 'type']);
/** Site settings' fields that are not translated by their shared words. */
const SITE_NOT_WORDS = new Set(['languages', 'schemaVersion']);
/** x-kind values that point somewhere (an address, a picture, an icon): not words. `html` is words. */
const POINTERS = new Set(['link', 'asset', 'icon']);

/** The languages of the site, the default first: the site file's list, or English alone when it lists none. */
export function languagesOf(site: Pick<Site, 'seo'> & { languages?: Language[] }): Language[] {
  if (site.languages && site.languages.length > 0) return site.languages;
  return [{ code: 'en', name: 'English', locale: site.seo.locale.replace('_', '-') }];
}

/** Whether the site has more than one language (a one-language site builds exactly as before). */
export function isMultilingual(site: { languages?: Language[] }): boolean {
  return (site.languages?.length ?? 0) > 1;
}

// ---- The words rule, from the schemas --------------------------------------------------------------------------

/** `a/b/../c` → `a/c` (schema file names are relative POSIX paths under schema/). */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

function dirOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i + 1);
}

/**
 * Which fields are words, from the schema files by their path under schema/ (e.g. `blocks/hero.schema.json`,
 * `defs/common.schema.json`, `page.schema.json`, `site.schema.json`). A words field is a string, or a list of
 * strings, that is not an id or a type and whose schema has no enum, const, format or anchored pattern (^…: a code
 * or an address; an unanchored one only asks for a {placeholder}) and points nowhere (x-kind link, asset, icon);
 * numbers and booleans are never words, nor is a string without a letter (404, 560038), nor a value whose schema
 * says `"x-words": false`, nor a date alone in a field whose schema says `"x-words": "date"` (each language's page
 * writes it with Intl: src/contract/dates.ts). A choice whose schema says `"x-words": "shared"` gives its names to
 * the site's shared words (`shared`).
 */
export function wordsRuleOf(schemas: Record<string, unknown>): WordsRule {
  const defs: Record<string, WordsShape> = {};
  const shared = new Set<string>();
  const stack: string[] = [];
  const cyclic = new Set<string>();
  const done = new Map<string, WordsShape | undefined>();

  const lookup = (file: string, fragment: string): Schema | undefined => {
    let node = schemas[file] as unknown;
    for (const part of fragment.split('/').filter(Boolean)) {
      node = (node as Schema | undefined)?.[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))];
    }
    return node && typeof node === 'object' ? (node as Schema) : undefined;
  };

  const ofRef = (ref: string, file: string): WordsShape | undefined => {
    const [target = '', fragment = ''] = ref.split('#');
    const refFile = target ? normalize(dirOf(file) + target) : file;
    if (refFile === 'section.schema.json' && !fragment) return { kind: 'sections' };
    const key = `${refFile}#${fragment}`;
    if (done.has(key)) return done.get(key);
    if (stack.includes(key)) {
      cyclic.add(key);
      return { kind: 'ref', key };
    }
    const schema = lookup(refFile, fragment);
    if (!schema) return undefined;
    stack.push(key);
    const shape = shapeOf(schema, refFile);
    stack.pop();
    if (cyclic.has(key) && shape) defs[key] = shape;
    done.set(key, shape);
    return shape;
  };

  const shapeOf = (schema: Schema, file: string): WordsShape | undefined => {
    // A schema may say its value is never translated (`x-words: false`: the postal address, read by couriers).
    if (schema['x-words'] === false) return undefined;
    if (typeof schema.$ref === 'string') return ofRef(schema.$ref, file);
    const choice = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (Array.isArray(choice)) {
      const shapes = choice.map((c) => shapeOf(c, file)).filter((s): s is WordsShape => !!s);
      return shapes.length === 0 ? undefined : shapes.length === 1 ? shapes[0] : { kind: 'choice', of: shapes };
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string')) {
      const kind = schema['x-kind'];
      const pointer = typeof kind === 'string' && POINTERS.has(kind);
      // An anchored pattern is a format (a code, an address); an unanchored one asks words for a {placeholder}.
      const pattern = typeof schema.pattern === 'string' && schema.pattern.startsWith('^');
      const fixed = 'enum' in schema || 'const' in schema || pattern || 'format' in schema;
      if (schema['x-words'] === 'shared' && Array.isArray(schema.enum))
        for (const name of schema.enum) if (typeof name === 'string') shared.add(name);
      if (pointer || fixed) return undefined;
      return schema['x-words'] === 'date' ? { kind: 'text', date: true } : { kind: 'text' };
    }
    if (types.includes('array')) {
      const items = schema.items as Schema | undefined;
      if (!items || typeof items !== 'object' || Array.isArray(items)) return undefined;
      const of = shapeOf(items, file);
      if (!of) return undefined;
      if (of.kind === 'sections') return of;
      return hasId(items, file) ? { kind: 'byId', of } : { kind: 'list', of };
    }
    if (types.includes('object') || 'properties' in schema) {
      const fields: Record<string, WordsShape> = {};
      for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        if (NOT_WORDS.has(name) || !sub || typeof sub !== 'object') continue;
        const shape = shapeOf(sub, file);
        if (shape) fields[name] = shape;
      }
      const extra = schema.additionalProperties;
      const map = extra && typeof extra === 'object' ? shapeOf(extra as Schema, file) : undefined;
      if (map && Object.keys(fields).length === 0) return { kind: 'map', of: map };
      return Object.keys(fields).length > 0 ? { kind: 'object', fields } : undefined;
    }
    return undefined;
  };

  /** Whether a list's items (an object schema, maybe by $ref) require an id. */
  const hasId = (items: Schema, file: string): boolean => {
    let node: Schema | undefined = items;
    let at = file;
    for (let n = 0; node && typeof node.$ref === 'string' && n < 10; n++) {
      const [target = '', fragment = ''] = node.$ref.split('#');
      at = target ? normalize(dirOf(at) + target) : at;
      node = lookup(at, fragment);
    }
    return !!node && Array.isArray(node.required) && node.required.includes('id');
  };

  const blocks: Record<string, WordsShape | undefined> = {};
  const collections: Record<string, WordsShape | undefined> = {};
  for (const file of Object.keys(schemas).sort()) {
    const m = /^blocks\/([^/]+)\.schema\.json$/.exec(file);
    if (m?.[1]) blocks[m[1]] = ofRef(file, '');
    const c = /^collections\/([^/]+)\.schema\.json$/.exec(file);
    if (c?.[1]) collections[c[1]] = ofRef(`${file}#/properties/items/items`, '');
  }
  const meta = ofRef('defs/meta.schema.json', '');
  const notFound = ofRef('page.schema.json#/properties/notFound', '');
  const siteSchema = schemas['site.schema.json'] as Schema | undefined;
  let site: WordsShape | undefined;
  if (siteSchema) {
    const props = Object.fromEntries(
      Object.entries((siteSchema.properties ?? {}) as Record<string, Schema>).filter(([k]) => !SITE_NOT_WORDS.has(k)),
    );
    site = shapeOf({ ...siteSchema, properties: props }, 'site.schema.json');
  }
  return { meta, notFound, blocks, collections, site, ...(shared.size ? { shared: [...shared] } : {}), defs };
}

/** `shape` with a `ref` followed. */
function settle(shape: WordsShape | undefined, rule: WordsRule): WordsShape | undefined {
  for (let n = 0; shape?.kind === 'ref' && n < 10; n++) shape = rule.defs[shape.key];
  return shape;
}

/** Of a choice, the branch a value takes: a string's, a list's, or an object's. */
function branch(shape: WordsShape | undefined, value: unknown, rule: WordsRule): WordsShape | undefined {
  const s = settle(shape, rule);
  if (s?.kind !== 'choice') return s;
  const want = typeof value === 'string' ? 'text' : Array.isArray(value) ? 'list' : 'object';
  return s.of
    .map((b) => settle(b, rule))
    .find((b) => b && (b.kind === want || (want === 'list' && (b.kind === 'byId' || b.kind === 'sections'))));
}

/**
 * Whether a string is words: it has a letter outside its {placeholders} (404, 560038 or "{title}", filled from an
 * item, are the same in every language).
 */
const isWords = (v: unknown): v is string => typeof v === 'string' && /\p{L}/u.test(v.replace(/\{\w+\}/g, ''));

/** Whether a text field's value is words to translate: not a date alone in a date field (dates.ts). */
const textWords = (v: unknown, s: { date?: true }): v is string => isWords(v) && !(s.date && wholeDate(v));

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function sectionShape(section: unknown, rule: WordsRule): WordsShape | undefined {
  const type = isRecord(section) ? section.type : undefined;
  return typeof type === 'string' ? rule.blocks[type] : undefined;
}

// ---- The English words of a page, and its version --------------------------------------------------------------

/** The words of `value` in a translation's form: what a translator translates (also what the version hashes). */
function wordsForm(value: unknown, shape: WordsShape | undefined, rule: WordsRule): unknown {
  const s = branch(shape, value, rule);
  if (!s) return undefined;
  switch (s.kind) {
    case 'text':
      return textWords(value, s) ? value : undefined;
    case 'list': {
      if (!Array.isArray(value)) return undefined;
      const items = value.map((v) => wordsForm(v, s.of, rule));
      return items.some((i) => i !== undefined) ? items.map((i) => i ?? (s.of.kind === 'text' ? '' : {})) : undefined;
    }
    case 'byId':
    case 'sections': {
      if (!Array.isArray(value)) return undefined;
      const out: Record<string, unknown> = {};
      for (const item of value) {
        if (!isRecord(item) || typeof item.id !== 'string') continue;
        const w = wordsForm(item, s.kind === 'byId' ? s.of : sectionShape(item, rule), rule);
        if (w !== undefined) out[item.id] = w;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    case 'object':
    case 'map': {
      if (!isRecord(value)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const sub = s.kind === 'object' ? s.fields[k] : s.of;
        if (!sub) continue;
        const w = wordsForm(v, sub, rule);
        if (w !== undefined) out[k] = w;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    default:
      return undefined;
  }
}

/** The English page's words in a translation's form (no madeFrom): a translator's starting point. */
export function englishWords(
  page: Pick<Page, 'meta' | 'sections' | 'notFound'>,
  rule: WordsRule,
): Omit<Translation, 'madeFrom'> {
  const meta = wordsForm(page.meta, rule.meta, rule) as Record<string, unknown> | undefined;
  const sections = wordsForm(page.sections, { kind: 'sections' }, rule) as
    | Record<string, TranslatedSection>
    | undefined;
  const notFound = wordsForm(page.notFound, rule.notFound, rule) as Record<string, unknown> | undefined;
  return { ...(meta ? { meta } : {}), ...(sections ? { sections } : {}), ...(notFound ? { notFound } : {}) };
}

/** JSON with every object's keys sorted: the same words give the same text whatever their order in the file. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 48 bits of two 32-bit multiplicative hashes of `text` (cyrb53's mixing), as 12 hex digits. */
export function hash12(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 >>> 0).toString(16).padStart(8, '0') + ((h2 >>> 0) & 0xffff).toString(16).padStart(4, '0');
}

/**
 * The English page's version, 12 hex digits, the first a letter: a hash of its words (meta and the sections' words fields, by their
 * ids). It changes when any words change, not when pictures, addresses or the order of sections do.
 */
export function translationVersion(page: Pick<Page, 'meta' | 'sections' | 'notFound'>, rule: WordsRule): string {
  return versionOf(englishWords(page, rule));
}

/** A version of some English words: 12 hex digits of their hash, the first a letter. */
function versionOf(words: unknown): string {
  const hex = hash12(stableJson(words));
  // It starts with a letter (a-f), so YAML never reads it as a number (123456789012, 1234e5678901).
  return 'abcdef'[Number.parseInt(hex[0]!, 16) % 6] + hex.slice(1);
}

// ---- The page and the site in another language -----------------------------------------------------------------

/** `english` with the translated words of `t` put in, where `t` has them in the right form; English elsewhere. */
function overlay(english: unknown, t: unknown, shape: WordsShape | undefined, rule: WordsRule): unknown {
  if (t === undefined) return english;
  const s = branch(shape, english, rule);
  if (!s) return english;
  switch (s.kind) {
    case 'text':
      return textWords(english, s) && typeof t === 'string' && t !== '' ? t : english;
    case 'list':
      return Array.isArray(english) && Array.isArray(t) && t.length === english.length
        ? english.map((e, i) => overlay(e, t[i], s.of, rule))
        : english;
    case 'byId':
    case 'sections':
      return Array.isArray(english) && isRecord(t)
        ? english.map((item) =>
            isRecord(item) && typeof item.id === 'string' && Object.hasOwn(t, item.id)
              ? overlay(item, t[item.id], s.kind === 'byId' ? s.of : sectionShape(item, rule), rule)
              : item,
          )
        : english;
    case 'object':
    case 'map': {
      if (!isRecord(english) || !isRecord(t)) return english;
      const out: Record<string, unknown> = { ...english };
      for (const k of Object.keys(english)) {
        const sub = s.kind === 'object' ? s.fields[k] : s.of;
        if (sub && Object.hasOwn(t, k)) out[k] = overlay(english[k], t[k], sub, rule);
      }
      return out;
    }
    default:
      return english;
  }
}

/**
 * The page in the translation's language: the English page with the translation's words put in. Fields the
 * translation lacks, or has in the wrong form (mirrorProblems reports both), stay English; the route stays the
 * English route (the caller gives it its language's address). With the language's `locale`, a date alone in a date
 * field is written in that language (src/contract/dates.ts).
 */
export function applyTranslation<P extends Pick<Page, 'meta' | 'sections' | 'notFound'>>(
  page: P,
  t: Translation,
  rule: WordsRule,
  locale?: string,
): P {
  const sections = overlay(page.sections, t.sections, { kind: 'sections' }, rule);
  return {
    ...page,
    meta: overlay(page.meta, t.meta, rule.meta, rule) as Page['meta'],
    ...(page.notFound ? { notFound: overlay(page.notFound, t.notFound, rule.notFound, rule) as Page['notFound'] } : {}),
    // A date alone in a date field, which is never translated, written in the language's words (dates.ts).
    sections: (locale
      ? mapTexts(sections, { kind: 'sections' }, rule, (text, s) => (s.date ? dateIn(text, locale) : text))
      : sections) as Section[],
  };
}

/** What is wrong with a translation against its English page, at the translation's key path. */
export interface MirrorProblem {
  /**
   * extra: a section, item or field the English page does not have (or that is not words); count: a list of
   * another length; form: words where a list or a map is expected, or the other way round; untranslated: English
   * words the translation lacks (English is shown there).
   */
  kind: 'extra' | 'count' | 'form' | 'untranslated';
  severity: 'error' | 'warning';
  /** The key path in the translation file, e.g. ['sections', 'leadership', 'cards', 'ravi-hegde', 'text']. */
  path: DataPath;
  /** untranslated: the English words; count: the English list's length and the translation's. */
  english?: string;
  expected?: number;
  found?: number;
  /** form: what the English page has there. */
  expectedForm?: 'words' | 'list' | 'map';
}

const KEYS_OF_SECTION = new Set(['awaitingCheck']);

/** The first words of a value (for an untranslated list or map: what it starts with). */
function firstWords(value: unknown, shape: WordsShape | undefined, rule: WordsRule): string | undefined {
  const w = wordsForm(value, shape, rule);
  const find = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v || undefined;
    if (Array.isArray(v)) for (const x of v) return find(x) ?? undefined;
    if (isRecord(v))
      for (const x of Object.values(v)) {
        const f = find(x);
        if (f) return f;
      }
    return undefined;
  };
  return find(w);
}

/**
 * What a translation lacks or has too many of, against its English page: errors for an unknown section, item or
 * field (extra), a list of another count and a value of the wrong form; warnings for English words the translation
 * lacks (untranslated: one for a whole section, list or item that is missing, one per field otherwise).
 */
export function mirrorProblems(
  page: Pick<Page, 'meta' | 'sections' | 'notFound'>,
  t: Translation,
  rule: WordsRule,
): MirrorProblem[] {
  const problems: MirrorProblem[] = [];
  const check = mirrorCheck(rule, problems);
  check(page.meta, t.meta, rule.meta, ['meta']);
  check(page.sections, t.sections, { kind: 'sections' }, ['sections']);
  check(page.notFound, t.notFound, rule.notFound, ['notFound']);
  return problems;
}

/**
 * A walk that adds to `problems` what a translation's value `tv` lacks or has too many of against the English value
 * at the same place (`skip`: an object's keys that are not words, such as a section's `awaitingCheck`).
 */
function mirrorCheck(
  rule: WordsRule,
  problems: MirrorProblem[],
): (english: unknown, tv: unknown, shape: WordsShape | undefined, path: DataPath, skip?: Set<string>) => void {
  const extra = (path: DataPath) => problems.push({ kind: 'extra', severity: 'error', path });
  const form = (path: DataPath, expectedForm: MirrorProblem['expectedForm']) =>
    problems.push({ kind: 'form', severity: 'error', path, expectedForm });

  const check = (english: unknown, tv: unknown, shape: WordsShape | undefined, path: DataPath, skip?: Set<string>) => {
    const s = branch(shape, english, rule);
    if (!s || wordsForm(english, s, rule) === undefined) {
      if (tv !== undefined) extra(path);
      return;
    }
    if (tv === undefined) {
      problems.push({ kind: 'untranslated', severity: 'warning', path, english: firstWords(english, s, rule) });
      return;
    }
    switch (s.kind) {
      case 'text':
        if (typeof tv !== 'string') form(path, 'words');
        return;
      case 'list': {
        const eng = english as unknown[];
        if (!Array.isArray(tv)) return form(path, 'list');
        if (tv.length !== eng.length) {
          problems.push({ kind: 'count', severity: 'error', path, expected: eng.length, found: tv.length });
          return;
        }
        // An item without words (404) keeps the count; whatever the translation has there is not shown.
        eng.forEach((e, i) => {
          if (wordsForm(e, s.of, rule) !== undefined) check(e, tv[i], s.of, [...path, i]);
        });
        return;
      }
      case 'byId':
      case 'sections': {
        const eng = english as unknown[];
        if (!isRecord(tv)) return form(path, 'map');
        const byId = new Map(
          eng.filter(isRecord).flatMap((item) => (typeof item.id === 'string' ? [[item.id, item] as const] : [])),
        );
        for (const id of Object.keys(tv)) if (!byId.has(id)) extra([...path, id]);
        for (const [id, item] of byId) {
          const sub = s.kind === 'byId' ? s.of : sectionShape(item, rule);
          check(item, tv[id], sub, [...path, id], s.kind === 'sections' ? KEYS_OF_SECTION : undefined);
        }
        return;
      }
      case 'object':
      case 'map': {
        const eng = english as Record<string, unknown>;
        if (!isRecord(tv)) return form(path, 'map');
        for (const k of Object.keys(tv)) {
          if (skip?.has(k)) continue;
          const sub = s.kind === 'object' ? s.fields[k] : s.of;
          if (!sub || !Object.hasOwn(eng, k) || wordsForm(eng[k], sub, rule) === undefined) extra([...path, k]);
        }
        for (const [k, v] of Object.entries(eng)) {
          const sub = s.kind === 'object' ? s.fields[k] : s.of;
          if (sub && wordsForm(v, sub, rule) !== undefined) check(v, tv[k], sub, [...path, k]);
        }
        return;
      }
      default:
        return;
    }
  };
  return check;
}

// ---- A collection's item (a blog article) in another language ---------------------------------------------------

/**
 * The translation of a collection's item holds its words under `item` (its own `madeFrom` and `awaitingCheck`): each
 * article is translated, checked and kept up to date on its own, and only a translated article has a page in that
 * language. The words of the page that shows an item (its labels: "Back to Blog") are its page's translation's.
 */
type Item = Record<string, unknown>;

/** An item's English words in a translation's form: { item: … }. */
export function itemWords(item: Item, collection: string, rule: WordsRule): Omit<Translation, 'madeFrom'> {
  const w = wordsForm(item, rule.collections[collection], rule) as TranslatedSection | undefined;
  return w ? { item: w } : {};
}

/** An item's version (as a page's: translationVersion): it changes when any of its words change. */
export function itemVersion(item: Item, collection: string, rule: WordsRule): string {
  return versionOf(itemWords(item, collection, rule));
}

/** The item in the translation's language (its words put in; a date alone written with `locale`, as on pages). */
export function applyItemTranslation<I extends Item>(
  item: I,
  t: Translation,
  collection: string,
  rule: WordsRule,
  locale?: string,
): I {
  const shape = rule.collections[collection];
  const made = overlay(item, t.item, shape, rule);
  return (locale ? mapTexts(made, shape, rule, (text, s) => (s.date ? dateIn(text, locale) : text)) : made) as I;
}

/** What an item's translation lacks or has too many of (as mirrorProblems), at ['item', …]. */
export function itemMirrorProblems(item: Item, t: Translation, collection: string, rule: WordsRule): MirrorProblem[] {
  const problems: MirrorProblem[] = [];
  for (const key of Object.keys(t))
    if (key === 'meta' || key === 'sections' || key === 'notFound')
      problems.push({ kind: 'extra', severity: 'error', path: [key] });
  mirrorCheck(rule, problems)(item, t.item, rule.collections[collection], ['item'], KEYS_OF_SECTION);
  return problems;
}

/** Walks the words strings of `value`, calling `visit` with each and its data path. */
function eachWords(
  value: unknown,
  shape: WordsShape | undefined,
  rule: WordsRule,
  path: DataPath,
  visit: (text: string, path: DataPath) => void,
): void {
  const s = branch(shape, value, rule);
  if (!s) return;
  if (s.kind === 'text') {
    if (textWords(value, s)) visit(value, path);
  } else if (s.kind === 'list' || s.kind === 'byId') {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) eachWords(v, s.of, rule, [...path, i], visit);
  } else if (s.kind === 'sections') {
    if (Array.isArray(value))
      for (const [i, v] of value.entries()) eachWords(v, sectionShape(v, rule), rule, [...path, i], visit);
  } else if ((s.kind === 'object' || s.kind === 'map') && isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      const sub = s.kind === 'object' ? s.fields[k] : s.of;
      if (sub) eachWords(v, sub, rule, [...path, k], visit);
    }
  }
}

/** `value` with every string of a text field replaced by `change`'s answer (given the field's shape). */
function mapTexts(
  value: unknown,
  shape: WordsShape | undefined,
  rule: WordsRule,
  change: (text: string, s: { date?: true }) => string,
): unknown {
  const s = branch(shape, value, rule);
  if (!s) return value;
  if (s.kind === 'text') return typeof value === 'string' ? change(value, s) : value;
  if (s.kind === 'list' || s.kind === 'byId') {
    return Array.isArray(value) ? value.map((v) => mapTexts(v, s.of, rule, change)) : value;
  }
  if (s.kind === 'sections') {
    return Array.isArray(value) ? value.map((v) => mapTexts(v, sectionShape(v, rule), rule, change)) : value;
  }
  if ((s.kind === 'object' || s.kind === 'map') && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const sub = s.kind === 'object' ? s.fields[k] : s.of;
      out[k] = sub ? mapTexts(v, sub, rule, change) : v;
    }
    return out;
  }
  return value;
}

/** `value` with every words string replaced by `translate`'s answer. */
const mapWords = (value: unknown, shape: WordsShape | undefined, rule: WordsRule, translate: (t: string) => string) =>
  mapTexts(value, shape, rule, (text, s) => (textWords(text, s) ? translate(text) : text));

/**
 * The site settings in `lang`: every words string looked up whole in the language's `words` (English where it has
 * none). The languages' `words` are left out of the result (they are applied; a page never needs them).
 */
export function translateSite<S extends Site>(site: S, lang: Language, rule: WordsRule): S {
  const words = lang.words ?? {};
  const translated = mapWords(site, rule.site, rule, (text) =>
    Object.hasOwn(words, text) ? (words[text] as string) : text,
  ) as S;
  const languages = (site as { languages?: Language[] }).languages;
  if (!languages) return translated;
  return { ...translated, languages: languages.map(({ words: _, ...rest }) => rest) };
}

/**
 * The site's shared words: the site settings' words strings, each English text once with the data path of its
 * first place, then the names items choose from (`rule.shared`, path []).
 */
export function siteWords(site: Site, rule: WordsRule): { text: string; path: DataPath }[] {
  const seen = new Map<string, DataPath>();
  eachWords(site, rule.site, rule, [], (text, path) => {
    if (!seen.has(text)) seen.set(text, path);
  });
  for (const name of rule.shared ?? []) if (!seen.has(name)) seen.set(name, []);
  return [...seen].map(([text, path]) => ({ text, path }));
}

/** The names items choose from (`rule.shared`) that `lang` has words for, by their English name. */
export function sharedNames(lang: Language, rule: WordsRule): Record<string, string> {
  const words = lang.words ?? {};
  return Object.fromEntries(
    (rule.shared ?? []).flatMap((name) => (Object.hasOwn(words, name) ? [[name, words[name] as string]] : [])),
  );
}

/** The site settings' words `lang` has no translation for (English is shown there). */
export function untranslatedSiteWords(site: Site, lang: Language, rule: WordsRule): { text: string; path: DataPath }[] {
  const words = lang.words ?? {};
  return siteWords(site, rule).filter(({ text }) => !Object.hasOwn(words, text));
}

// ---- Addresses and files ---------------------------------------------------------------------------------------

/** A path of the site in a language: ('/about', 'kn') → '/kn/about', ('/', 'kn') → '/kn'; the default's as is. */
export function localPath(path: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang || !path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const [route, rest] = cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  return `/${lang}${route === '/' ? '' : route}${rest}`;
}

/** A path's language and its English path: '/kn/about' → { lang: 'kn', path: '/about' }; the default's as is. */
export function splitLanguage(path: string, languages: Language[]): { lang: string; path: string } {
  const defaultLang = languages[0]?.code ?? 'en';
  const m = /^\/([a-z]{2,3})(?=$|[/?#])(.*)$/.exec(path);
  if (m?.[1] && m[1] !== defaultLang && languages.some((l) => l.code === m[1])) {
    const rest = m[2] ?? '';
    return { lang: m[1], path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
  }
  return { lang: defaultLang, path };
}

/** The folder (under the project) that holds translations: pages/translations/<code>/. */
export const TRANSLATIONS_DIR = 'pages/translations';

/** The translation file of an English page file: ('pages/about.yaml', 'kn') → 'pages/translations/kn/about.yaml'. */
export function translationFileOf(englishFile: string, code: string): string {
  return `${TRANSLATIONS_DIR}/${code}/${englishFile.replace(/^pages\//, '')}`;
}

/** An item's translation file: ('blog', 1, 'kn') → 'pages/translations/kn/collections/blog/1.yaml'. */
export function itemTranslationFileOf(collection: string, id: string | number, code: string): string {
  return `${TRANSLATIONS_DIR}/${code}/collections/${collection}/${id}.yaml`;
}

/**
 * A translation file's language and English file: a page's (pages/translations/kn/about.yaml → pages/about.yaml) or,
 * for an item's, its collection's file, the collection's name and the item's id
 * (pages/translations/kn/collections/blog/1.yaml → pages/collections/blog.yaml, blog, '1'); undefined for any other
 * file.
 */
export function englishFileOf(
  file: string,
): { code: string; file: string; collection?: string; item?: string } | undefined {
  const m = /^pages\/translations\/([^/]+)\/(.+)$/.exec(file);
  if (!m?.[1] || !m[2]) return undefined;
  const c = /^collections\/([^/]+)\/([^/]+)\.ya?ml$/.exec(m[2]);
  if (c?.[1] && c[2]) return { code: m[1], file: `pages/collections/${c[1]}.yaml`, collection: c[1], item: c[2] };
  return { code: m[1], file: `pages/${m[2]}` };
}

/**
 * Where a place of the page in a language (a data path of the English page's shape, e.g. ['sections', 1, 'cards',
 * 0, 'text']) is in its translation file (['sections', 'leadership', 'cards', 'ravi-hegde', 'text']); undefined
 * for a place that is not words.
 */
export function translationPath(
  page: Pick<Page, 'meta' | 'sections'>,
  dataPath: DataPath,
  rule: WordsRule,
): DataPath | undefined {
  const [top, ...rest] = dataPath;
  if (top === 'meta' || top === 'notFound') return [top, ...rest];
  if (top !== 'sections') return undefined;
  const out: DataPath = ['sections'];
  let value: unknown = page.sections;
  let shape: WordsShape | undefined = { kind: 'sections' };
  for (const seg of rest) {
    const s = branch(shape, value, rule);
    if (!s) return undefined;
    if (s.kind === 'list' || s.kind === 'byId' || s.kind === 'sections') {
      const item = Array.isArray(value) && typeof seg === 'number' ? (value[seg] as unknown) : undefined;
      if (item === undefined) return undefined;
      if (s.kind === 'list') out.push(seg);
      else if (isRecord(item) && typeof item.id === 'string') out.push(item.id);
      else return undefined;
      shape = s.kind === 'sections' ? sectionShape(item, rule) : s.of;
      value = item;
    } else if ((s.kind === 'object' || s.kind === 'map') && isRecord(value)) {
      shape = s.kind === 'object' ? s.fields[String(seg)] : s.of;
      value = value[String(seg)];
      out.push(seg);
    } else return undefined;
  }
  return out;
}
