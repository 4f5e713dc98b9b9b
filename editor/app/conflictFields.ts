/**
 * A save refused because the page was saved elsewhere meanwhile: the two versions compared field by field, each
 * field named as the form and the team review name it, so the person keeps theirs or mine per field and the page
 * is saved with what they chose. Lists are gone into only when both versions hold the same items in the same
 * order (matched by id when items have one); otherwise the whole list is one field to choose.
 */
import { words } from '../contract/words';
import { itemName, labelOf, peopleTitle, plainText, schemaAt } from '../contract/schemaWords';
import { type DataPath, getAt, setAt } from './paths';
import { type LabelSchema, valueWords } from './team/plainChange';

export interface ConflictField {
  path: DataPath;
  /** Where, in the form's words: "Sections › Text “Opening hours” › Heading". */
  where: string;
  mine: unknown;
  theirs: unknown;
  /** Mine is still as the page was when opened: only the other version changed it, so theirs is kept first. */
  onlyTheirs: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const idOf = (x: unknown) => (isObj(x) && (typeof x.id === 'string' || typeof x.id === 'number') ? String(x.id) : '');

/** Two lists walked item by item: the same length, and the same ids in the same order when they have ids. */
const itemByItem = (a: unknown[], b: unknown[]) =>
  a.length === b.length &&
  !a.every((x) => typeof x !== 'object') &&
  a.every((x, i) => idOf(x) === idOf(b[i]) && isObj(x) === isObj(b[i]));

/** The fields where `mine` and `theirs` differ; `base` is the page as it was opened. */
export function conflictFields(base: unknown, mine: unknown, theirs: unknown, labels?: LabelSchema): ConflictField[] {
  const found: ConflictField[] = [];
  const fieldLabel = (path: DataPath, key: string) =>
    (labels && peopleTitle(schemaAt(labels.root, mine ?? theirs, path, labels.definitions))) || labelOf(key);
  // Named as the review names them (schemaWords.ts): a section by its kind and words, an item by its words, else
  // its place ("item 4"), never the list's name again.
  const itemLabel = (n: number, item: unknown) =>
    itemName(
      item,
      n + 1,
      isObj(item) && typeof item.type === 'string' ? labels?.blockNames?.get(item.type) : undefined,
    );
  const walk = (m: unknown, t: unknown, path: DataPath, where: string[]) => {
    if (same(m, t)) return;
    if (isObj(m) && isObj(t)) {
      for (const key of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const next = [...path, key];
        walk(m[key], t[key], next, [...where, fieldLabel(next, key)]);
      }
      return;
    }
    if (Array.isArray(m) && Array.isArray(t) && itemByItem(m, t)) {
      for (const [i, item] of m.entries()) walk(item, t[i], [...path, i], [...where, itemLabel(i, item)]);
      return;
    }
    found.push({
      path,
      where: where.join(' › ') || words.plain.page,
      mine: m,
      theirs: t,
      onlyTheirs: same(m, getAt(base, path)),
    });
  };
  walk(mine, theirs, [], []);
  return found;
}

/** The page as the person chose: the other version, with mine at each field where `keepMine` says so. */
export function withChoices<T>(theirs: T, fields: ConflictField[], keepMine: boolean[]): T {
  return fields.reduce((data, f, i) => (keepMine[i] ? setAt(data, f.path, f.mine) : data), theirs);
}

/** A field's value in full, as text without markup (a long answer is not cut short: it is what the person weighs). */
export function fullWords(value: unknown, labels?: LabelSchema): string {
  if (typeof value === 'string') return plainText(value) || words.changesApp.value.empty;
  return valueWords(value, labels?.blockNames);
}
