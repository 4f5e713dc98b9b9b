/**
 * The form's own rule for pictures: a picture chosen or uploaded since the page was opened needs its alt text
 * (the site's schema accepts an empty alt for decoration; a new picture is never decoration by accident).
 */
import type { DataPath } from '../contract/editing';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The paths of the alt fields to fill: pictures (objects with a `src`) whose `src` differs from `base`'s, with a blank alt. */
export function missingAlts(base: unknown, draft: unknown, path: DataPath = []): DataPath[] {
  if (Array.isArray(draft))
    return draft.flatMap((v, i) => missingAlts(Array.isArray(base) ? base[i] : undefined, v, [...path, i]));
  if (!isObject(draft)) return [];
  const before = isObject(base) ? base : undefined;
  const own =
    typeof draft.src === 'string' && draft.src !== before?.src && !(typeof draft.alt === 'string' && draft.alt.trim())
      ? [[...path, 'alt']]
      : [];
  return [...own, ...Object.entries(draft).flatMap(([k, v]) => missingAlts(before?.[k], v, [...path, k]))];
}
