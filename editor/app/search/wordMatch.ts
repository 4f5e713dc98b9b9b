/**
 * How a searched word is found in a text: as typed, anywhere in it ("gst" in "GSTR-9", "phone" in "Phone numbers"),
 * or, for a word of five letters or more, as a near word: a word of the text a small number of letters away
 * ("seminar" ~ "webinar", "registraton" ~ "registration"), for people who type fast or call things their own way.
 * The distance is Levenshtein's, by fastest-levenshtein (already the content checks' did-you-mean).
 */
import { distance } from 'fastest-levenshtein';

/** A text made ready for searching: lowercased, and its words that a searched word can be near. */
export interface SearchText {
  text: string;
  words: readonly string[];
}

/** How a searched word is found in a text: as typed, as a near word, or not. */
export type Match = 'exact' | 'near' | undefined;

/** The fewest letters a searched word has for near words to count. */
export const NEAR_FROM = 5;

/** How many letters a near word may differ by: one for a word of five or six letters, two from seven. */
export const nearLimit = (length: number): number => (length < NEAR_FROM ? 0 : length < 7 ? 1 : 2);

/** Below this, no word of a text can be near a searched word (NEAR_FROM letters less the most that may differ). */
const SHORTEST_NEAR = NEAR_FROM - 1;

export function searchText(text: string): SearchText {
  const lower = text.toLowerCase();
  return { text: lower, words: lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= SHORTEST_NEAR) };
}

/**
 * A matcher for one searched word (lowercased), used on many texts: it remembers the words of the texts it has
 * judged near or not, since the same words come back in page after page.
 */
export function wordMatcher(term: string): (text: SearchText) => Match {
  const limit = nearLimit(term.length);
  const judged = new Map<string, boolean>();
  const isNear = (word: string) => {
    let near = judged.get(word);
    if (near === undefined) {
      // Words whose lengths differ by more than the limit are never near: no distance is worked out for them.
      near = Math.abs(word.length - term.length) <= limit && distance(term, word) <= limit;
      judged.set(word, near);
    }
    return near;
  };
  return (text) => {
    if (text.text.includes(term)) return 'exact';
    if (limit && text.words.some(isNear)) return 'near';
    return undefined;
  };
}
