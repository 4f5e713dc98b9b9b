/** Data paths inside a draft: reading and writing at a path, and where the blocks along a path are. */
import type { DataPath } from '../contract/editing';
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldProblem } from '../contract/editing';

export type { DataPath };

export function getAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    data,
  );
}

/** A copy of `data` with `value` at `path` (copies only along the path). */
export function setAt<T>(data: T, path: DataPath, value: unknown): T {
  if (!path.length) return value as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, value);
  return copy as T;
}

/** Whether the value at `path` is a block: an object with a `type` of the block list, inside a list. */
export function isBlockAt(data: unknown, path: DataPath, blockTypes: Set<string>): boolean {
  if (typeof path[path.length - 1] !== 'number') return false;
  const v = getAt(data, path) as { type?: unknown } | undefined;
  return !!v && typeof v.type === 'string' && blockTypes.has(v.type);
}

/** The deepest block along `path` (where a problem at `path` is edited), or [] for the file's own level. */
export function blockLevelOf(data: unknown, path: DataPath, blockTypes: Set<string>): DataPath {
  for (let n = path.length; n > 0; n--) if (isBlockAt(data, path.slice(0, n), blockTypes)) return path.slice(0, n);
  return [];
}

export function startsWith(path: DataPath, prefix: DataPath): boolean {
  return prefix.every((k, i) => path[i] === k);
}

/** The problems of one level as the form's error schema (paths relative to the level). */
export function errorSchemaOf(problems: FieldProblem[], level: DataPath): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const p of problems) {
    if (p.severity !== 'error' || !startsWith(p.path, level)) continue;
    let node = out;
    for (const k of p.path.slice(level.length)) node = (node[k] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(p.hint ? `${p.message.replace(/[.!?]$/, '')}. ${p.hint}` : p.message);
  }
  return out as ErrorSchema;
}

/** The form's id of the field at `path` relative to a level (react-jsonschema-form's root_a_0_b). */
export function fieldId(path: DataPath): string {
  return ['root', ...path].join('_');
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isEmpty = (v: unknown): boolean =>
  Array.isArray(v) ? v.length === 0 : isObject(v) && Object.values(v).every((x) => x === undefined || isEmpty(x));

/**
 * The form library's new data for a level, reconciled with the draft it was given: it also reports data it derives
 * by itself (empty objects for optional fields, an empty list for a block list it does not draw), which must never
 * reach the file. So a new empty object or list where the draft had nothing is left out, and block lists (edited
 * by the block list field, straight into the draft) keep the draft's value.
 */
export function reconcile(prev: unknown, next: unknown, blockTypes: Set<string>): unknown {
  if (
    Array.isArray(prev) &&
    prev.length &&
    prev.every((b) => isObject(b) && typeof b.type === 'string' && blockTypes.has(b.type))
  )
    return prev;
  if (Array.isArray(next))
    return next.map((v, i) => reconcile(Array.isArray(prev) ? prev[i] : undefined, v, blockTypes) ?? v);
  if (!isObject(next)) return next;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = isObject(prev) ? prev[key] : undefined;
    const merged = reconcile(before, value, blockTypes);
    if (merged === undefined || (before === undefined && isEmpty(merged))) continue;
    out[key] = merged;
  }
  return out;
}
