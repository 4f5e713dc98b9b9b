/** The FAQ block's logic, free of React: grouping, search, the Show More limit and the open-answer rules. */
import type { FaqBlock, FaqItems } from '../../generated/content';

export type FaqItem = FaqItems[number];
export type FaqGroup = NonNullable<FaqBlock['categories']>[number];

/** The block's questions as groups: its categories, or one untitled group for a plain list. */
export function groupsOf(block: Pick<FaqBlock, 'categories' | 'items'>): FaqGroup[] {
  if (block.categories) return block.categories;
  return block.items ? [{ id: 'all', items: block.items }] : [];
}

/** Spec: case-insensitive substring match against the question or the answer. An empty term matches all. */
export function matches(item: FaqItem, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return item.question.toLowerCase().includes(t) || item.answer.toLowerCase().includes(t);
}

export interface FaqView {
  /** Ids (group id / item id) of the questions shown, in order. */
  shown: Set<string>;
  /** Groups with at least one question shown. */
  groups: Set<string>;
  /** Questions that match the search. */
  matched: number;
  /** Questions in the block. */
  total: number;
  /** Matching questions held back by the Show More limit. */
  held: number;
}

export const keyOf = (group: FaqGroup, item: FaqItem) => `${group.id}/${item.id}`;

/**
 * What is on screen for a search term and the Show More state. While a term is typed every match is shown;
 * otherwise, when `limit` is set and the list is not expanded, only the first `limit` questions (in order
 * across groups) are.
 */
export function view(groups: FaqGroup[], term: string, limit: number | undefined, expanded: boolean): FaqView {
  const searching = term.trim() !== '';
  const cap = searching || expanded || limit === undefined ? Infinity : limit;
  const shown = new Set<string>();
  const visibleGroups = new Set<string>();
  let matched = 0;
  let total = 0;
  for (const group of groups) {
    for (const item of group.items) {
      total++;
      if (!matches(item, term)) continue;
      matched++;
      if (shown.size < cap) {
        shown.add(keyOf(group, item));
        visibleGroups.add(group.id);
      }
    }
  }
  return { shown, groups: visibleGroups, matched, total, held: matched - shown.size };
}

/** The open answers after a question is pressed: in single mode it replaces the open one, and pressing an open one closes it. */
export function toggle(open: string[], key: string, mode: FaqBlock['mode']): string[] {
  if (open.includes(key)) return open.filter((k) => k !== key);
  return mode === 'multiple' ? [...open, key] : [key];
}

/** Which message to show, if any: no match for a typed term, or no questions at all. */
export function emptyState(v: Pick<FaqView, 'matched' | 'total'>, term: string): 'noResults' | 'empty' | null {
  if (term.trim() !== '' && v.matched === 0) return 'noResults';
  if (term.trim() === '' && v.total === 0) return 'empty';
  return null;
}

/** An answer's paragraphs: a blank line in the YAML starts a new one. */
export function paragraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
