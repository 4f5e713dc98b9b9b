/** Data paths inside a draft: reading and writing at a path, and where the blocks along a path are. */
import type { DataPath } from '../server/problemPath';
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldProblem } from '../server/check';

export type { DataPath };

export function getAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), data);
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
    ((node.__errors ??= []) as string[]).push(p.hint ? `${p.message}. ${p.hint}` : p.message);
  }
  return out as ErrorSchema;
}

/** The form's id of the field at `path` relative to a level (react-jsonschema-form's root_a_0_b). */
export function fieldId(path: DataPath): string {
  return ['root', ...path].join('_');
}
