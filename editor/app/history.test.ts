import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, textEditKey, undo } from './history';

describe('undo history', () => {
  it('undoes three changes and redoes one', () => {
    let h = startHistory({ title: 'a', n: 1 });
    h = record(h, { title: 'b', n: 1 });
    h = record(h, { title: 'b', n: 2 });
    h = record(h, { title: 'c', n: 2 });
    h = undo(undo(undo(h)));
    expect(h.present).toEqual({ title: 'a', n: 1 });
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toEqual({ title: 'b', n: 1 });
    expect(h.future).toHaveLength(2);
  });

  it('a new change after undoing drops what was undone', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = record(undo(h), 4);
    expect(h.present).toBe(4);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe(2);
  });

  it('typing on in the same field is one step; another field or an undo starts a new one', () => {
    let h = startHistory({ t: '' });
    h = record(h, { t: 'H' }, '/t');
    h = record(h, { t: 'He' }, '/t');
    h = record(h, { t: 'Hey' }, '/t');
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toEqual({ t: '' });
    h = record(undo(h), { t: 'X' }, '/t');
    h = record(h, { t: 'XY' }, '/t');
    expect(undo(h).present).toEqual({ t: '' });
  });

  it('ignores a change that changes nothing', () => {
    const h = startHistory({ a: [1] });
    expect(record(h, { a: [1] })).toBe(h);
  });
});

describe('textEditKey', () => {
  it('names the one text value that changed', () => {
    expect(textEditKey({ s: [{ t: 'a', u: 'x' }] }, { s: [{ t: 'ab', u: 'x' }] })).toBe('/s/0/t');
    // Equal copies of the values around it (the form library's) do not hide it.
    expect(textEditKey({ a: { b: 1 }, t: 'x', z: [1] }, { a: { b: 1 }, t: 'xy', z: [1] })).toBe('/t');
  });
  it('is undefined for other changes', () => {
    expect(textEditKey({ s: [1, 2] }, { s: [2, 1] })).toBeUndefined();
    expect(textEditKey({ a: 'x', b: 'y' }, { a: 'x2', b: 'y2' })).toBeUndefined();
    expect(textEditKey({ a: 'x' }, { a: 'x', b: 'y' })).toBeUndefined();
    expect(textEditKey({ n: 1 }, { n: 2 })).toBeUndefined();
  });
});
