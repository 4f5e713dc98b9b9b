/**
 * Click-to-edit down to the field: which value of a block's (or the site settings') data a clicked element of the
 * preview shows. The renderer does not mark fields, so the answer is read off the page: the innermost element
 * around the click whose text is one value (a FAQ answer, a card's title, the contact bar's phone number), else the
 * innermost element that holds whole values, whose nearest common item is the answer (an event whose date is
 * shown reformatted). A picture is found by its description (alt text) or its file name.
 */

import { NAMES_FOR_CODE } from '../codeKeys';

export type FieldPath = (string | number)[];

/**
 * Values that are names for the code, not words a visitor reads: never matched against the page's text (a picture's
 * address stays: a picture is found by its file name).
 */
const CODE_KEYS = new Set([...NAMES_FOR_CODE, 'collection']);

interface Leaf {
  path: FieldPath;
  key: string;
  text: string;
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The text a value shows: an HTML value without its tags and entities. */
function shownText(value: string): string {
  if (!/[<&]/.test(value)) return normalise(value);
  const doc = new DOMParser().parseFromString(value, 'text/html');
  return normalise(doc.body.textContent ?? '');
}

/** Every text value of `data` with its path (code names left out). */
function leaves(data: unknown, path: FieldPath = [], out: Leaf[] = []): Leaf[] {
  if (Array.isArray(data)) {
    for (const [i, v] of data.entries()) leaves(v, [...path, i], out);
  } else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) if (!CODE_KEYS.has(k)) leaves(v, [...path, k], out);
  } else if (typeof data === 'string' || typeof data === 'number') {
    const key = String(path[path.length - 1] ?? '');
    const text = shownText(String(data));
    if (text.length >= 2) out.push({ path, key, text });
  }
  return out;
}

/** The longest path both `a` and `b` start with. */
function commonPrefix(a: FieldPath, b: FieldPath): FieldPath {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return a.slice(0, n);
}

/** The file name of a picture address without folders, hash, width or extension ("office-reception"). */
const pictureStem = (url: string) =>
  (url.split(/[?#]/)[0].split('/').pop() ?? '').replace(/(\.[0-9a-f]{10})?(-\d+)?\.[a-z0-9]+$/i, '');

function pictureField(img: HTMLImageElement, all: Leaf[]): FieldPath | null {
  const alt = normalise(img.getAttribute('alt') ?? '');
  const byAlt = alt ? all.find((l) => l.key === 'alt' && l.text === alt) : undefined;
  if (byAlt) return [...byAlt.path.slice(0, -1), 'src'];
  const stem = pictureStem(img.currentSrc || img.getAttribute('src') || '');
  const bySrc = stem ? all.find((l) => l.key === 'src' && pictureStem(l.text) === stem.toLowerCase()) : undefined;
  return bySrc ? bySrc.path : null;
}

/**
 * The path, within `data`, of the value the element `target` shows, looking no higher than `frame` (the block's
 * frame, or the layout part); null when nothing around the click is drawn from `data`.
 */
export function fieldAt(target: Element, frame: Element, data: unknown): FieldPath | null {
  return fieldAtOf(target, frame, [data])?.path ?? null;
}

/**
 * As fieldAt, with the values of several `sources` (a block's data, then the site settings a block also shows,
 * such as the contact card's phone numbers): the innermost element around the click that shows a value of any of
 * them wins, the earlier source first at the same element. So a click on a phone number in a block opens the site
 * settings' phone number, not the block's heading beside it.
 */
export function fieldAtOf(
  target: Element,
  frame: Element,
  sources: unknown[],
): { source: number; path: FieldPath } | null {
  const all = sources.map((data) => leaves(data));
  if (!all.some((l) => l.length)) return null;
  const img = target.closest('img');
  if (img && frame.contains(img)) {
    for (const [source, list] of all.entries()) {
      const path = pictureField(img, list);
      if (path) return { source, path };
    }
  }
  for (let el: Element | null = target; el && frame.contains(el); el = el.parentElement) {
    const text = normalise(el.textContent ?? '');
    if (!text) continue;
    for (const [source, list] of all.entries()) {
      const exact = list.filter((l) => l.text === text);
      if (exact.length) return { source, path: exact.reduce((a, b) => (a.path.length >= b.path.length ? a : b)).path };
    }
    for (const [source, list] of all.entries()) {
      const inside = list.filter((l) => l.text.length >= 3 && text.includes(l.text));
      if (inside.length) return { source, path: inside.map((l) => l.path).reduce(commonPrefix) };
    }
    // A part of a longer value (one paragraph of an article's text): the shortest value that holds it.
    if (text.length >= 12) {
      for (const [source, list] of all.entries()) {
        const holders = list.filter((l) => l.text.includes(text));
        if (holders.length)
          return { source, path: holders.reduce((a, b) => (a.text.length <= b.text.length ? a : b)).path };
      }
    }
    if (el === frame) break;
  }
  return null;
}
