/**
 * A value equal to its schema's default is no change where the file leaves the field out: a box unticked and ticked
 * again ("Sitemap", whose default is ticked) must neither count as an unsaved change nor be written into the file.
 * `withoutDefaults` takes such members out of a draft, wherever the saved data (`base`) does not have them; both
 * the editor (unsaved state, Save) and its server (the diff and the save) use it. The bundle's schemas carry
 * defaults as `x-default` (editor/core/schemaBundle.ts); a plain `default` is read too.
 */
import { isDeepStrictEqual } from './deepEqual.js';
import { schemaAt, type Definitions, type Schema } from './schemaWords.js';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The schema's default value, if it says one. */
function defaultOf(schema: Schema | undefined): { value: unknown } | undefined {
  if (!schema) return undefined;
  if ('x-default' in schema) return { value: schema['x-default'] };
  if ('default' in schema) return { value: schema.default };
  return undefined;
}

/** `draft` without the members `base` leaves out whose value is their schema's default (`schema` is the draft's). */
export function withoutDefaults(
  draft: unknown,
  base: unknown,
  schema: Schema | undefined,
  definitions: Definitions,
  depth = 0,
): unknown {
  if (!schema || depth > 40) return draft;
  if (Array.isArray(draft)) {
    const before = Array.isArray(base) ? base : [];
    let same = true;
    const out = draft.map((v, i) => {
      const next = withoutDefaults(v, before[i], schemaAt(schema, draft, [i], definitions), definitions, depth + 1);
      if (next !== v) same = false;
      return next;
    });
    return same ? draft : out;
  }
  if (!isObject(draft)) return draft;
  const before = isObject(base) ? base : {};
  let same = true;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    const own = schemaAt(schema, draft, [key], definitions);
    if (!(key in before) && value !== undefined) {
      const fallback = defaultOf(own);
      if (fallback && isDeepStrictEqual(fallback.value, value)) {
        same = false;
        continue;
      }
    }
    const next = withoutDefaults(value, before[key], own, definitions, depth + 1);
    if (next !== value) same = false;
    out[key] = next;
  }
  return same ? draft : out;
}
