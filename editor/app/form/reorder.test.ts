import { describe, expect, it } from 'vitest';
import { moved } from './reorder';

describe('moved', () => {
  it('moves an item up, down and across the list', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 2)).toEqual(['a', 'b', 'd', 'c']);
    expect(moved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('leaves the list as it is for a move past either end', () => {
    const list = ['a', 'b'];
    expect(moved(list, 0, -1)).toEqual(list);
    expect(moved(list, 1, 2)).toEqual(list);
  });
});
