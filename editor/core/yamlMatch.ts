/**
 * Which old item each item of a map's or list's new value comes from, for the save path (yamlItems.ts). A
 * map's keys keep their order (removed keys drop out, new ones come last). List items are matched by equal
 * data first (a repeat of a used item copies its text), then by `id`, then by position among items of the same
 * kind (a section of the same type), so an edited, moved, duplicated or removed item keeps the others' text.
 */
import { isDeepStrictEqual } from 'node:util';
import { isNode, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { isPlainObject, type EmitContext } from './yamlNode.js';

/** One item of the new collection: the old item it comes from (or null for a new one) and its new value. */
export interface Planned {
  from: number | null;
  key?: string;
  value: unknown;
}

export function planMap(node: YAMLMap<unknown, unknown>, next: Record<string, unknown>): Planned[] | null {
  const keys = node.items.map(keyOf);
  if (keys.some((k) => k === null) || new Set(keys).size !== keys.length) return null;
  const plan: Planned[] = [];
  keys.forEach((key, i) => {
    if (Object.hasOwn(next, key!)) plan.push({ from: i, key: key!, value: next[key!] });
  });
  for (const key of Object.keys(next)) if (!keys.includes(key)) plan.push({ from: null, key, value: next[key] });
  return plan;
}

/** New list items matched to old ones: equal data first (a repeat of a used item copies its text), then `id`, then position. */
export function planSeq(node: YAMLSeq<unknown>, next: unknown[], ctx: EmitContext): Planned[] {
  const old = node.items.map((item) => (isNode(item) ? ctx.dataOf(item) : item));
  const used = new Set<number>();
  const from: (number | null)[] = next.map(() => null);
  let last = -1;
  const equalAt = (i: number, value: unknown) =>
    i >= 0 && i < old.length && !used.has(i) && isDeepStrictEqual(old[i], value);
  next.forEach((value, j) => {
    // The item after the last match is tried first, so an unchanged list costs one comparison per item.
    let i: number | undefined = equalAt(last + 1, value) ? last + 1 : undefined;
    if (i === undefined) {
      const equal = old.map((_, k) => k).filter((k) => equalAt(k, value));
      i = equal.find((k) => k > last) ?? equal[0];
    }
    if (i !== undefined) {
      used.add(i);
      from[j] = i;
      last = i;
    }
  });
  const idOf = (v: unknown) => (isPlainObject(v) && typeof v.id === 'string' ? v.id : null);
  next.forEach((value, j) => {
    if (from[j] !== null || idOf(value) === null) return;
    const i = old.findIndex((o, k) => !used.has(k) && idOf(o) === idOf(value));
    if (i >= 0) {
      used.add(i);
      from[j] = i;
    }
  });
  next.forEach((value, j) => {
    if (from[j] !== null) return;
    const i = old.findIndex((o, k) => !used.has(k) && sameKind(o, value));
    if (i >= 0) {
      used.add(i);
      from[j] = i;
      return;
    }
    const copy = old.findIndex((o) => isDeepStrictEqual(o, value));
    if (copy >= 0) from[j] = copy;
  });
  return next.map((value, j) => ({ from: from[j]!, value }));
}

function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b);
  if (isPlainObject(a) && isPlainObject(b)) return a.type === b.type;
  return typeof a === typeof b && !isPlainObject(a) && !isPlainObject(b);
}

export function keyOf(pair: Pair<unknown, unknown>): string | null {
  const key = pair.key as { value?: unknown } | null;
  return key && typeof key === 'object' && 'value' in key && ['string', 'number', 'boolean'].includes(typeof key.value)
    ? String(key.value)
    : null;
}
