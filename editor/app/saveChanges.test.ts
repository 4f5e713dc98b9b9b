import { describe, expect, it } from 'vitest';
import { movedSentence, saveChanges } from './saveChanges';

const faq = (...ids: string[]) => ({
  sections: [{ id: 'faq-1', type: 'faq', items: ids.map((id) => ({ id, question: `Question ${id}?` })) }],
});

describe('what a save changes, in plain words', () => {
  it('names a list whose items were only put in a new order (no field changed)', () => {
    const { changes, moved } = saveChanges(faq('a', 'b', 'c'), faq('b', 'a', 'c'));
    expect(changes).toEqual([]);
    expect(moved).toHaveLength(1);
    expect(movedSentence(moved[0]!)).toMatch(/› Items: put in a new order$/);
    expect(movedSentence(moved[0]!)).not.toMatch(/sections|\bid\b|\d\//);
  });

  it('an item added or removed is a change, not a new order; an unchanged page has neither', () => {
    const added = saveChanges(faq('a', 'b'), faq('a', 'b', 'c'));
    expect(added.moved).toEqual([]);
    expect(added.changes.map((c) => c.kind)).toEqual(['added']);
    expect(saveChanges(faq('a', 'b'), faq('a', 'b'))).toEqual({ changes: [], more: 0, moved: [] });
  });
});
