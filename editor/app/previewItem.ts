/**
 * Which item of a collection file (the blog's articles) the preview shows: the one the form is in (a block of
 * it opened, or a field of it focused), else the one last changed (an article just added, or being written),
 * else the first.
 */
import { useEffect, useRef, useState } from 'react';
import type { DataPath } from './paths';

const itemsOf = (data: unknown): unknown[] => {
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
};

/** The index of the item of `after` that is new or differs from `before`, if one is. */
export function changedItem(before: unknown, after: unknown): number | undefined {
  const was = itemsOf(before);
  const now = itemsOf(after);
  if (now.length > was.length) {
    const at = now.findIndex((item, i) => JSON.stringify(item) !== JSON.stringify(was[i]));
    return at === -1 ? now.length - 1 : at;
  }
  if (now.length < was.length) return undefined;
  const at = now.findIndex((item, i) => item !== was[i] && JSON.stringify(item) !== JSON.stringify(was[i]));
  return at === -1 ? undefined : at;
}

/** The form field ids of a collection's top level name their item: `root_items_<n>_...`. */
const FIELD_OF_ITEM = /^root_items_(\d+)(?:_|$)/;

export function usePreviewItem(draft: unknown, level: DataPath): number {
  const [index, setIndex] = useState(0);
  const previous = useRef(draft);
  useEffect(() => {
    const changed = changedItem(previous.current, draft);
    previous.current = draft;
    if (changed !== undefined) setIndex(changed);
  }, [draft]);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const m = FIELD_OF_ITEM.exec(e.target instanceof Element ? e.target.id : '');
      if (m) setIndex(Number(m[1]));
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  if (level[0] === 'items' && level.length >= 2) return Number(level[1]);
  return Math.max(0, Math.min(index, itemsOf(draft).length - 1));
}
