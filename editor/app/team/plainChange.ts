/**
 * What changed in a page, in a person's words: the page's data before and after, compared field by field, each
 * change named by the form's labels (the schema's titles, else the field's name made readable) and the item it is
 * on (a section by its kind and first words), with the old and the new value as text. No file syntax, no key paths:
 * this is how a reviewer reads a change set (ReviewScreen.tsx), as the editor's problem list reads a problem.
 * A long text (one a short value would cut) is also compared word by word, as text without its markup
 * (wordChange.ts), so the words that changed show wherever in the text they are.
 */
import { words } from '../../contract/words';
import {
  pictureWords,
  SITE_FILE,
  type DataPath,
  type Definitions,
  itemName,
  labelOf,
  peopleTitle,
  plainText,
  type Schema,
  schemaAt,
  summaryOf,
} from '../../contract/schemaWords';
import { type WordPart, wordChange } from './wordChange';

export interface PlainChange {
  kind: 'added' | 'removed' | 'changed';
  /** Where, in the form's words: "Sections › Text “Opening hours” › Heading". */
  where: string;
  /** Where, as data paths in the page before and after (a list's items matched by id): what the frames show. */
  at: { before: DataPath; after: DataPath };
  before: string;
  after: string;
  /** A long text changed: its words compared, the changes with a few words around them (wordChange.ts). */
  words?: WordPart[];
  /** A long text changed, added or removed: the whole text before and after, as text without markup. */
  whole?: { before: string; after: string };
}

/** The schema the labels come from (the file's own, and the bundle's definitions), when the editor has it. */
export interface LabelSchema {
  root: Schema | undefined;
  definitions: Definitions;
  /** Each kind of block's plain name, by type (blockKinds.ts). */
  blockNames?: Map<string, string>;
}

/** The most changes listed for one page; `more` counts the rest. */
export const MAX_CHANGES = 60;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
/** The longest value shown whole in a change; a longer one is cut, and a longer text is compared word by word. */
export const SHORT = 90;
const shorten = (text: string, max = SHORT) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
/** Keys that people never see or type: an item's inner id. */
const HIDDEN = new Set(['id']);

/** A value as a short text: words without markup, ticked or not, a list by its entries; a block by its kind's name. */
export function valueWords(value: unknown, blockNames?: Map<string, string>): string {
  const v = words.changesApp.value;
  if (value === undefined || value === null || value === '') return v.empty;
  if (typeof value === 'boolean') return value ? v.on : v.off;
  // A picture or a download by its name in words, never its address: team photo for /images/team-photo.jpg.
  if (typeof value === 'string' && SITE_FILE.test(value)) return shorten(pictureWords(value));
  if (typeof value === 'string') return shorten(plainText(value)) || v.empty;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.every((x) => typeof x === 'string') ? shorten(value.join(', ')) || v.empty : v.entries(value.length);
  const kind = typeof (value as Obj).type === 'string' ? blockNames?.get((value as Obj).type as string) : '';
  return shorten(summaryOf(value as Obj) || kind || v.entries(Object.keys(value as Obj).length));
}

/** Two versions of a text as text without markup, when either is too long to show whole in a sentence. */
function longText(a: string, b: string): { whole: { before: string; after: string } } | undefined {
  const whole = { before: plainText(a), after: plainText(b) };
  return Math.max(whole.before.length, whole.after.length) > SHORT ? { whole } : undefined;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The ids of a list's items when every item has one (then items are matched by id, not by place). */
function idsOf(list: unknown[]): string[] | null {
  const ids = list.map((x) => (isObj(x) && (typeof x.id === 'string' || typeof x.id === 'number') ? String(x.id) : ''));
  return ids.every(Boolean) && new Set(ids).size === ids.length ? ids : null;
}

/** Compares `before` with `after` (a page's data); at most `max` changes, and how many more there were. */
export function plainChanges(
  before: unknown,
  after: unknown,
  schema?: LabelSchema,
  max = MAX_CHANGES,
): { changes: PlainChange[]; more: number } {
  const changes: PlainChange[] = [];
  let count = 0;
  const add = (c: PlainChange) => {
    count++;
    if (changes.length < max) changes.push(c);
  };
  const fieldLabel = (path: DataPath, key: string) => {
    const title = schema && peopleTitle(schemaAt(schema.root, after ?? before, path, schema.definitions));
    // An entry of a map whose names people choose (a language's shared words, the named links) is named by its
    // name, as the form labels it: Translation of “Technology”.
    const parent = schema && schemaAt(schema.root, after ?? before, path.slice(0, -1), schema.definitions);
    if (isObj(parent?.additionalProperties) && !(isObj(parent.properties) && key in parent.properties))
      return words.mapEntry.value(title, key);
    return title || labelOf(key);
  };
  /** An item just after its list's name: a section by its kind and words, an item by its words, else "item 4". */
  const itemLabel = (listName: string, n: number, item: unknown) => {
    const kind = isObj(item) && typeof item.type === 'string' ? schema?.blockNames?.get(item.type) : undefined;
    const name = itemName(item, n + 1, kind);
    return !listName && name === words.plain.itemAfterList(n + 1) ? words.plain.item(n + 1) : name;
  };

  // `path`: where in the data the labels are looked up; `at`: the same place before and after.
  const walk = (a: unknown, b: unknown, path: DataPath, where: string[], at: PlainChange['at']) => {
    if (sameValue(a, b)) return;
    const place = where.join(' › ') || words.plain.page;
    if (a === undefined || a === null || a === '') {
      const whole = typeof b === 'string' ? longText('', b) : undefined;
      add({ kind: 'added', where: place, at, before: '', after: valueWords(b, schema?.blockNames), ...whole });
      return;
    }
    if (b === undefined || b === null || b === '') {
      const whole = typeof a === 'string' ? longText(a, '') : undefined;
      add({ kind: 'removed', where: place, at, before: valueWords(a, schema?.blockNames), after: '', ...whole });
      return;
    }
    const into = (x: string | number, y: string | number = x) => ({
      before: [...at.before, x],
      after: [...at.after, y],
    });
    if (isObj(a) && isObj(b)) {
      for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
        if (HIDDEN.has(key)) continue;
        const next = [...path, key];
        walk(a[key], b[key], next, [...where, fieldLabel(next, key)], into(key));
      }
      return;
    }
    if (
      Array.isArray(a) &&
      Array.isArray(b) &&
      !(a.every((x) => typeof x === 'string') && b.every((x) => typeof x === 'string'))
    ) {
      const listName = where[where.length - 1] ?? '';
      const aIds = idsOf(a);
      const bIds = idsOf(b);
      if (aIds && bIds) {
        b.forEach((item, i) => {
          const j = aIds.indexOf(bIds[i]!);
          const place = j < 0 ? { before: at.before, after: [...at.after, i] } : into(j, i);
          walk(j < 0 ? undefined : a[j], item, [...path, i], [...where, itemLabel(listName, i, item)], place);
        });
        a.forEach((item, j) => {
          if (!bIds.includes(aIds[j]!))
            walk(item, undefined, [...path, j], [...where, itemLabel(listName, j, item)], {
              before: [...at.before, j],
              after: at.after,
            });
        });
        return;
      }
      for (let i = 0; i < Math.max(a.length, b.length); i++)
        walk(a[i], b[i], [...path, i], [...where, itemLabel(listName, i, b[i] ?? a[i])], into(i));
      return;
    }
    const change: PlainChange = {
      kind: 'changed',
      where: place,
      at,
      before: valueWords(a, schema?.blockNames),
      after: valueWords(b, schema?.blockNames),
    };
    if (typeof a === 'string' && typeof b === 'string') {
      const long = longText(a, b);
      if (long && long.whole.before !== long.whole.after) {
        change.words = wordChange(long.whole.before, long.whole.after);
        change.whole = long.whole;
      }
    }
    add(change);
  };
  walk(before, after, [], [], { before: [], after: [] });
  return { changes, more: count - changes.length };
}

/** One change as a sentence: "Heading: “Old” → “New”". */
export function changeSentence(c: PlainChange): string {
  const f = words.changesApp.field;
  return c.kind === 'added'
    ? f.added(c.where, c.after)
    : c.kind === 'removed'
      ? f.removed(c.where, c.before)
      : f.changed(c.where, c.before, c.after);
}
