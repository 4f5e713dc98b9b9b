/**
 * The undo history of one page since it was opened (or last saved): every change of the draft (a field, a block
 * moved, added or removed) is a step; typing in one field is one step until another field changes or a step is
 * undone. Pure values: each function returns a new history.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the newest step changed (a field's path), so typing on in the same field extends that step. */
  key?: string;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Records `next` as the newest state. A change with the same `key` as the newest step (typing on in the same
 * field) replaces that step's result; any other change is a new step. Recording drops the steps undone before.
 */
export function record<T>(h: History<T>, next: T, key?: string): History<T> {
  if (next === h.present || JSON.stringify(next) === JSON.stringify(h.present)) return h;
  if (key !== undefined && key === h.key && h.past.length) return { past: h.past, present: next, future: [], key };
  return { past: [...h.past, h.present], present: next, future: [], key };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/**
 * The path of the one text value that differs between two drafts (a keystroke in a field), or undefined when
 * the change is anything else (several values, a list's length, a number, a block moved).
 */
export function textEditKey(prev: unknown, next: unknown, path = ''): string | undefined {
  if (typeof prev === 'string' && typeof next === 'string') return prev === next ? undefined : path || '.';
  if (
    !prev ||
    !next ||
    typeof prev !== 'object' ||
    typeof next !== 'object' ||
    Array.isArray(prev) !== Array.isArray(next)
  )
    return undefined;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  let found: string | undefined;
  for (const k of keys) {
    // The form library hands back fresh copies of values it did not change: those are no change.
    if (a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k])) continue;
    const inner = k in a && k in b ? textEditKey(a[k], b[k], `${path}/${k}`) : undefined;
    if (inner === undefined || found !== undefined) return undefined;
    found = inner;
  }
  return found;
}
