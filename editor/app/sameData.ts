/**
 * Whether a draft holds the same page as the file's data, leaving aside what the form library adds by itself:
 * members it leaves undefined, empty text, empty objects and lists where the other side has nothing (a field
 * typed into and cleared again, an optional group opened and left empty), and the order of an object's members
 * (the file keeps its own order whatever the form reports). Every other difference is a real change.
 * `withoutArtefacts` takes those leftovers out of a draft before it is saved, so they never reach the file.
 */
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Nothing in it: undefined, '', [], or an object all of whose members are nothing. */
export function isBlank(v: unknown): boolean {
  if (v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.values(v).every(isBlank);
}

export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameData(v, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (isBlank(a[key]) && isBlank(b[key])) continue;
      if (!sameData(a[key], b[key])) return false;
    }
    return true;
  }
  return isBlank(a) && isBlank(b);
}

/** `draft` without the blank members `base` does not have (or has blank in its own way, which is kept). */
export function withoutArtefacts(draft: unknown, base: unknown): unknown {
  if (Array.isArray(draft)) return draft.map((v, i) => withoutArtefacts(v, Array.isArray(base) ? base[i] : undefined));
  if (!isObject(draft)) return draft;
  const before = isObject(base) ? base : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (isBlank(value) && isBlank(before[key])) {
      if (key in before) out[key] = before[key];
      continue;
    }
    out[key] = withoutArtefacts(value, before[key]);
  }
  return out;
}
