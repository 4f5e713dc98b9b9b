/**
 * Changing a translation's data as the translator's view does: one field's words put in place (the lists around
 * it made as long as the English ones, the section, or an article's item, marked as awaiting a native speaker's
 * check), a section or the item marked as checked (its `awaitingCheck` taken away), and the translation brought up to
 * date with the English page (its `madeFrom` set to the English page's version). Pure: every change is a copy,
 * changed only along its path. An article's translation holds its words under `item` (the English data given here is
 * then `{ item: <the English item> }`), and `'item'` names it where a section's id would be.
 */
import type { TranslationPath } from './translationFields.js';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** The English value at a translation's `path` (sections and items with ids found by their ids). */
export function englishAt(page: unknown, path: TranslationPath): unknown {
  let v: unknown = page;
  for (const k of path) {
    if (Array.isArray(v)) v = typeof k === 'number' ? v[k] : v.find((x) => isObject(x) && x.id === k);
    else v = isObject(v) ? v[k] : undefined;
  }
  return v;
}

/** `node` (a translation's value at `path`) with `value` at `rest`, made in the shape of the English `english`. */
function put(node: unknown, english: unknown, rest: TranslationPath, value: string): unknown {
  if (!rest.length) return value;
  const [k, ...more] = rest;
  if (typeof k === 'number') {
    // A list without ids: as many entries as the English one, each empty (a string or a group) until translated.
    const source = Array.isArray(english) ? english : [];
    const list = Array.isArray(node) ? [...node] : source.map((x) => (typeof x === 'string' ? '' : {}));
    while (list.length < source.length) list.push(typeof source[list.length] === 'string' ? '' : {});
    list[k] = put(list[k], source[k], more, value);
    return list;
  }
  const inner = Array.isArray(english)
    ? english.find((x) => isObject(x) && x.id === k)
    : isObject(english)
      ? english[k]
      : undefined;
  const copy: Data = isObject(node) ? { ...node } : {};
  copy[k] = put(copy[k], inner, more, value);
  return copy;
}

/** The part of a translation a check mark is on: the article's 'item', or a section by its id. */
export const ITEM = 'item';

/** `part` (an article's item, a section) marked as awaiting a check, the mark first so the file reads it first. */
const marked = (part: Data): Data => {
  const { awaitingCheck: _, ...rest } = part;
  return { awaitingCheck: true, ...rest };
};

/**
 * The translation with `value` as the words at `path`; a section's (or an article's item's) words changed mark it as
 * awaiting a native speaker's check again (contract §2), first in its entries so the file reads it first.
 */
export function withTranslated(translation: Data, english: Data, path: TranslationPath, value: string): Data {
  const next = put(translation, english, path, value) as Data;
  if (path[0] === ITEM && path.length > 1) {
    const item = next.item as Data;
    return item.awaitingCheck === true ? next : { ...next, item: marked(item) };
  }
  if (path[0] !== 'sections' || typeof path[1] !== 'string') return next;
  const sections = next.sections as Data;
  const section = sections[path[1]] as Data;
  if (section.awaitingCheck === true) return next;
  return { ...next, sections: { ...sections, [path[1]]: marked(section) } };
}

/**
 * The translation in the English page's shape again (`fields`: the English page's words fields): every translated
 * field kept at its place, lists as long as the English ones, and what the English page no longer has (a section,
 * an item, a field, a list's extra entries) taken out; sections keep their mark of awaiting a check.
 */
export function withEnglishShape(translation: Data, english: Data, fields: { path: TranslationPath }[]): Data {
  let out: Data = typeof translation.madeFrom === 'string' ? { madeFrom: translation.madeFrom } : {};
  for (const { path } of fields) {
    let v: unknown = translation;
    for (const k of path) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
    if (typeof v === 'string' && v) out = put(out, english, path, v) as Data;
  }
  for (const id of awaitingCheck(translation)) {
    if (id === ITEM) {
      if (isObject(out.item)) out = { ...out, item: marked(out.item) };
      continue;
    }
    const sections = out.sections as Record<string, Data> | undefined;
    const section = sections?.[id];
    if (sections && section) out = { ...out, sections: { ...sections, [id]: { awaitingCheck: true, ...section } } };
  }
  return out;
}

/** The translation with section `id` (or the article's `'item'`) checked by a native speaker: its mark taken away. */
export function withChecked(translation: Data, id: string): Data {
  if (id === ITEM) {
    const item = translation.item;
    if (!isObject(item) || !('awaitingCheck' in item)) return translation;
    const { awaitingCheck: _, ...rest } = item;
    return { ...translation, item: rest };
  }
  const sections = isObject(translation.sections) ? translation.sections : {};
  const section = sections[id];
  if (!isObject(section) || !('awaitingCheck' in section)) return translation;
  const { awaitingCheck: _, ...rest } = section;
  return { ...translation, sections: { ...sections, [id]: rest } };
}

/** The translation made from the English page's current version (`version`): up to date again. */
export function withMadeFrom(translation: Data, version: string): Data {
  return { ...translation, madeFrom: version };
}

/** The parts of a translation that wait for a native speaker's check: sections by id, an article's as 'item'. */
export function awaitingCheck(translation: unknown): string[] {
  const sections = isObject(translation) && isObject(translation.sections) ? translation.sections : {};
  const item = isObject(translation) && isObject(translation.item) && translation.item.awaitingCheck === true;
  return [
    ...(item ? [ITEM] : []),
    ...Object.entries(sections)
      .filter(([, s]) => isObject(s) && s.awaitingCheck === true)
      .map(([id]) => id),
  ];
}
