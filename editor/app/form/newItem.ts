/**
 * A new item of a list, filled in as far as the list tells: the next free id (numbers count on; names follow the
 * list's `name-N` pattern) and today's date, written like the list's other dates. And where a dated item
 * belongs: the lists of dated items (events, deadlines, articles) are shown in the file's order, so an item
 * goes where its date puts it among the items of its group (same status), keeping the group's direction
 * (upcoming soonest first, past events latest first).
 */
import { dayOf, writeDate } from './dates';

type Schema = Record<string, unknown>;
type Item = Record<string, unknown>;

const isNumber = (s: Schema | undefined) => s?.type === 'integer' || s?.type === 'number';

/** The next id of a list whose ids all follow one `name-N` (or `nameN`) pattern, if they do. */
function patternId(ids: unknown[]): string | undefined {
  const taken = new Set(ids.map(String));
  const numbered = ids.map((id) => /^(.*?)-?(\d+)$/.exec(String(id))).filter((m) => m !== null);
  const prefixes = new Set(numbered.map((m) => m[1]));
  if (!numbered.length || numbered.length !== ids.length || prefixes.size !== 1) return undefined;
  const [prefix] = prefixes;
  const sep = String(ids[0]).startsWith(`${prefix}-`) ? '-' : '';
  let n = Math.max(...numbered.map((m) => Number(m[2]))) + 1;
  while (taken.has(`${prefix}${sep}${n}`)) n++;
  return `${prefix}${sep}${n}`;
}

/** `base-N`, the first N from `from` that no id in `ids` has. */
function freeId(ids: unknown[], base: string, from: number): string {
  const taken = new Set(ids.map(String));
  let n = from;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The next free id among `ids`: numbers count on from the largest; names follow `name-N`, else `<stem>-N`. */
export function nextId(ids: unknown[], numeric: boolean, stem = 'item'): string | number {
  if (numeric) return Math.max(0, ...ids.map(Number).filter(Number.isFinite)) + 1;
  return patternId(ids) ?? freeId(ids, stem, ids.length + 1);
}

/**
 * `base` (the form's default item) with an id and today's date where the item schema has them and `base`
 * leaves them out. `itemSchema` has its `$ref`s resolved; `id` may still be a reference (a name), which is a string.
 */
export function newItem(list: unknown[], itemSchema: Schema, base: unknown, today: Date, stem?: string): Item {
  const item: Item = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Item) } : {};
  const props = (itemSchema.properties ?? {}) as Record<string, Schema>;
  const items = list.filter((x): x is Item => !!x && typeof x === 'object');
  if (props.id && item.id === undefined)
    item.id = nextId(
      items.map((x) => x.id).filter((id) => id !== undefined),
      isNumber(props.id),
      stem,
    );
  if (props.date && !isNumber(props.date) && item.date === undefined)
    item.date = writeDate(
      today,
      items.map((x) => x.date),
      props.date.format === 'date',
    );
  return item;
}

/**
 * A copy of item `index` of `list` under a free id when the items have ids: the next number, the next of a
 * `name-N` list, else the original's name and `-2` (`-3`...).
 */
export function copiedItem(list: unknown[], index: number, itemSchema: Schema, stem?: string): unknown {
  const copy = structuredClone(list[index]);
  const props = (itemSchema.properties ?? {}) as Record<string, Schema>;
  if (!props.id || !copy || typeof copy !== 'object') return copy;
  const ids = list
    .map((x) => (x && typeof x === 'object' ? (x as Item).id : undefined))
    .filter((id) => id !== undefined);
  const original = (copy as Item).id;
  const id = isNumber(props.id)
    ? nextId(ids, true)
    : (patternId(ids) ?? (original === undefined ? nextId(ids, false, stem) : freeId(ids, String(original), 2)));
  return { ...(copy as Item), id };
}

/** Whether items of this schema are dated (a date field), so the list keeps date order. */
export const isDated = (itemSchema: Schema) => !!(itemSchema.properties as Record<string, Schema> | undefined)?.date;

/** The index item `index` of `list` belongs at, going by its date; `index` itself when its date says nothing. */
export function datePlace(list: unknown[], index: number): number {
  const items = list.map((x) => (x && typeof x === 'object' ? (x as Item) : {}));
  const item = items[index];
  const day = dayOf(item?.date);
  if (!item || day === undefined) return index;
  const others = items.filter((_, i) => i !== index);
  const group = others
    .map((x, at) => ({ at, day: dayOf(x.date) }))
    .filter(({ at, day: d }) => d !== undefined && others[at].status === item.status) as { at: number; day: number }[];
  if (!group.length) return index;
  const descending =
    group.some((g, i) => i > 0 && g.day < group[i - 1].day) &&
    group.every((g, i) => i === 0 || g.day <= group[i - 1].day);
  // Already in order beside an item of its group (an equal date included, as a copy has): it stays.
  const before = group.filter((g) => g.at < index).at(-1);
  const next = group.find((g) => g.at >= index);
  const inOrder = (a: number, b: number) => (descending ? a >= b : a <= b);
  const beside = before?.at === index - 1 || next?.at === index;
  if (beside && (!before || inOrder(before.day, day)) && (!next || inOrder(day, next.day))) return index;
  const after = group.find((g) => (descending ? g.day < day : g.day > day));
  return after ? after.at : group[group.length - 1].at + 1;
}
