/**
 * A long text's change, word by word: the words removed and added, each with a few unchanged words either side for
 * context, and the long unchanged stretches between them left out ("…"). The comparison is jsdiff's
 * (`diffWordsWithSpace`: words, punctuation and spaces are tokens, so the kept parts put together give back the two
 * texts exactly); the review screen marks the parts (PageChange.tsx) and shows the whole texts a click away.
 */
import { diffWordsWithSpace } from 'diff';

export interface WordPart {
  /** `same`: unchanged words kept for context; `gap`: unchanged words left out; `removed` / `added`: the change. */
  kind: 'same' | 'gap' | 'removed' | 'added';
  text: string;
}

/** Unchanged words kept on each side of a change. */
export const CONTEXT_WORDS = 5;
/** The most edits compared word by word; past it the whole text counts as replaced (bounded work on any text). */
const MAX_EDITS = 2000;

/** The words of `text` with the spaces before them (the last with those after it): "a b c " → ["a", " b", " c "]. */
const runs = (text: string): string[] => text.match(/\s*\S+(?:\s+$)?/g) ?? [];

/** An unchanged stretch cut to its context: its last words (before a change), its first words (after one), or both. */
function context(text: string, keepStart: boolean, keepEnd: boolean, n: number): WordPart[] {
  const w = runs(text);
  const head = keepStart ? n : 0;
  const tail = keepEnd ? n : 0;
  if (w.length <= head + tail) return [{ kind: 'same', text }];
  const parts: WordPart[] = [];
  if (head) parts.push({ kind: 'same', text: w.slice(0, head).join('') });
  parts.push({ kind: 'gap', text: w.slice(head, w.length - tail).join('') });
  if (tail) parts.push({ kind: 'same', text: w.slice(w.length - tail).join('') });
  return parts;
}

/** `before` against `after`, word by word, with `n` unchanged words of context either side of each change. */
export function wordChange(before: string, after: string, n = CONTEXT_WORDS): WordPart[] {
  const diff = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS }) ?? [
    { value: before, removed: true, added: false, count: 1 },
    { value: after, added: true, removed: false, count: 1 },
  ];
  const parts: WordPart[] = [];
  diff.forEach((d, i) => {
    if (!d.value) return;
    if (d.added) parts.push({ kind: 'added', text: d.value });
    else if (d.removed) parts.push({ kind: 'removed', text: d.value });
    else parts.push(...context(d.value, i > 0, i < diff.length - 1, n));
  });
  return parts;
}

/** The text one side reads as: `before` from the kept and removed parts, `after` from the kept and added ones. */
export function sideOf(parts: WordPart[], side: 'before' | 'after'): string {
  const skip = side === 'before' ? 'added' : 'removed';
  return parts
    .filter((p) => p.kind !== skip)
    .map((p) => p.text)
    .join('');
}
