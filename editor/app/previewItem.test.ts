import { describe, expect, it } from 'vitest';
import { changedItem } from './previewItem';

const a = { id: 1, title: 'One' };
const b = { id: 2, title: 'Two' };

describe('changedItem', () => {
  it('is the item added at the end', () => {
    expect(changedItem({ items: [a, b] }, { items: [a, b, { id: 3 }] })).toBe(2);
  });
  it('is the item being written', () => {
    expect(changedItem({ items: [a, b] }, { items: [a, { ...b, title: 'Two!' }] })).toBe(1);
  });
  it('is none when nothing changed in the items or one was removed', () => {
    expect(changedItem({ items: [a, b] }, { items: [a, b] })).toBeUndefined();
    expect(changedItem({ items: [a, b] }, { items: [a] })).toBeUndefined();
  });
});
