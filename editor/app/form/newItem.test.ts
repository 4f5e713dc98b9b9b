import { describe, expect, it } from 'vitest';
import { dayOf, writeDate } from './dates';
import { copiedItem, datePlace, newItem, nextId } from './newItem';

const today = new Date(2026, 10, 27);

describe('nextId', () => {
  it('counts numbers on from the largest', () => {
    expect(nextId([1, 2, 5, 3], true)).toBe(6);
    expect(nextId([], true)).toBe(1);
  });
  it('follows a name-N pattern', () => {
    expect(nextId(['step-1', 'step-2', 'step-4'], false)).toBe('step-5');
    expect(nextId(['q1', 'q2'], false)).toBe('q3');
  });
  it('gives names of another pattern a free stem-N', () => {
    expect(nextId(['gst-webinar', 'payroll-workshop'], false, 'event')).toBe('event-3');
    expect(nextId(['a', 'item-2'], false)).toBe('item-3');
  });
});

describe('dates', () => {
  it('reads the ways the files write dates', () => {
    const jan15 = Date.UTC(2027, 0, 15);
    expect(dayOf('15 January 2027')).toBe(jan15);
    expect(dayOf('January 15, 2027')).toBe(jan15);
    expect(dayOf('2027-01-15')).toBe(jan15);
    expect(dayOf('15-17 January 2027')).toBe(jan15);
    expect(dayOf('From 15 January 2027')).toBe(jan15);
    expect(dayOf('January 2027')).toBe(Date.UTC(2027, 0, 1));
    expect(dayOf('soon')).toBeUndefined();
  });
  it("writes today's date like the list's other dates", () => {
    expect(writeDate(today, ['March 15, 2024'])).toBe('November 27, 2026');
    expect(writeDate(today, ['9 December 2026'])).toBe('27 November 2026');
    expect(writeDate(today, ['2024-03-01'])).toBe('2026-11-27');
    expect(writeDate(today, [], true)).toBe('2026-11-27');
    expect(writeDate(today, [])).toBe('27 November 2026');
  });
});

describe('newItem', () => {
  const blog = { properties: { id: { type: 'integer' }, title: { type: 'string' }, date: { type: 'string' } } };
  it('gives a new article the next number and the date of today', () => {
    const list = [
      { id: 1, date: 'March 15, 2024' },
      { id: 5, date: 'September 30, 2024' },
    ];
    expect(newItem(list, blog, { title: '' }, today)).toEqual({ id: 6, title: '', date: 'November 27, 2026' });
  });
  it('keeps what the default item already has and adds nothing the schema lacks', () => {
    expect(newItem([], blog, { id: 9, date: 'x' }, today)).toEqual({ id: 9, date: 'x' });
    expect(newItem([{ q: 'a' }], { properties: { q: { type: 'string' } } }, undefined, today)).toEqual({});
  });
});

describe('datePlace', () => {
  const events = [
    { id: 'a', status: 'upcoming', date: '9 December 2026' },
    { id: 'b', status: 'upcoming', date: '16 January 2027' },
    { id: 'c', status: 'upcoming', date: '4 February 2027' },
    { id: 'p1', status: 'completed', date: '6 September 2025' },
    { id: 'p2', status: 'completed', date: '14-16 August 2025' },
    { id: 'p3', status: 'completed', date: '7 February 2025' },
  ];
  it('puts an upcoming event among the upcoming ones, soonest first', () => {
    const list = [...events, { id: 'new', status: 'upcoming', date: '15 January 2027' }];
    expect(datePlace(list, 6)).toBe(1);
    const later = [...events, { id: 'new', status: 'upcoming', date: '1 March 2027' }];
    expect(datePlace(later, 6)).toBe(3);
  });
  it('puts a past event among the past ones, latest first', () => {
    const list = [{ id: 'new', status: 'completed', date: '1 June 2025' }, ...events];
    expect(datePlace(list, 0)).toBe(5);
  });
  it('leaves an item whose date or group says nothing where it is', () => {
    expect(datePlace([...events, { id: 'n', status: 'upcoming', date: 'soon' }], 6)).toBe(6);
    expect(datePlace([...events, { id: 'n', status: 'live', date: '1 May 2027' }], 6)).toBe(6);
    expect(datePlace(events, 1)).toBe(1);
    // A copy beside its original (the same date) stays where it is, on either side.
    const copied = [events[0], events[1], { ...events[1], id: 'b-2' }, ...events.slice(2)];
    expect(datePlace(copied, 1)).toBe(1);
    expect(datePlace(copied, 2)).toBe(2);
  });
  it('orders undated-status lists (articles) by date alone', () => {
    const posts = [{ date: 'March 15, 2024' }, { date: 'May 20, 2024' }, { date: 'April 1, 2024' }];
    expect(datePlace(posts, 2)).toBe(1);
  });
});

describe('copiedItem', () => {
  it('gives the copy the next free id and keeps the rest', () => {
    const schema = { properties: { id: { type: 'integer' }, title: { type: 'string' } } };
    expect(copiedItem([{ id: 1, title: 'A' }, { id: 4 }], 0, schema)).toEqual({ id: 5, title: 'A' });
    expect(copiedItem([{ q: 'a' }], 0, { properties: { q: { type: 'string' } } })).toEqual({ q: 'a' });
    const named = { properties: { id: { type: 'string' } } };
    expect(copiedItem([{ id: 'gst-webinar' }, { id: 'gst-webinar-2' }], 0, named)).toEqual({ id: 'gst-webinar-3' });
    expect(copiedItem([{ id: 'step-1' }, { id: 'step-2' }], 0, named)).toEqual({ id: 'step-3' });
  });
});
