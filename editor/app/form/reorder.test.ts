import { describe, expect, it } from 'vitest';
import { moved, movedIndex } from './reorder';

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

describe('movedIndex', () => {
  it('follows every item of the list through a move', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    for (const [from, to] of [
      [0, 3],
      [4, 1],
      [2, 2],
    ])
      for (let at = 0; at < list.length; at++) expect(moved(list, from, to)[movedIndex(at, from, to)]).toBe(list[at]);
  });
});
