/** The change sets' records in SQLite (an in-memory database), and the plain words for their days and times. */
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { ChangeSet } from '../../contract/changes';
import { plainTime } from '../../contract/words';
import { dayOf } from './routing';
import { changeStore } from './store';

const dbs: Database.Database[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function set(id: string, state: ChangeSet['state'], owner: string, updatedAt: string): ChangeSet {
  const person = { name: owner, email: `${owner.toLowerCase()}@firm.test` };
  return {
    id,
    title: `Set ${id}`,
    state,
    owner: person,
    authors: [person],
    files: [],
    comments: [],
    createdAt: updatedAt,
    updatedAt,
  };
}

describe('changeStore', () => {
  it('keeps change sets, lists them by state oldest first and by person newest first', () => {
    const db = new Database(':memory:');
    dbs.push(db);
    const store = changeStore(db);
    changeStore(db); // Opening again changes nothing.
    store.put(set('aaaaaa', 'draft', 'Asha', '2026-11-27T09:00:00.000Z'));
    store.put(set('bbbbbb', 'in-review', 'Ben', '2026-11-27T08:00:00.000Z'));
    store.put({ ...set('cccccc', 'draft', 'Asha', '2026-11-27T10:00:00.000Z'), title: 'Newer' });
    store.put({ ...set('aaaaaa', 'in-review', 'Asha', '2026-11-27T11:00:00.000Z') });
    expect(store.get('aaaaaa')?.state).toBe('in-review');
    expect(store.get('nothere')).toBeUndefined();
    expect(store.inStates(['in-review']).map((s) => s.id)).toEqual(['bbbbbb', 'aaaaaa']);
    expect(store.of('ASHA@firm.test').map((s) => s.id)).toEqual(['aaaaaa', 'cccccc']);
    // Changed within the same millisecond: the one changed last still comes first.
    store.put(set('cccccc', 'draft', 'Asha', '2026-11-27T11:00:00.000Z'));
    expect(store.of('asha@firm.test').map((s) => s.id)).toEqual(['cccccc', 'aaaaaa']);
  });
  it('refuses a state it does not know', () => {
    const db = new Database(':memory:');
    dbs.push(db);
    expect(() => changeStore(db).put(set('dddddd', 'lost' as ChangeSet['state'], 'Asha', 'x'))).toThrow();
  });
});

describe('plain times', () => {
  it('names the day a set starts and the time it goes live as people read them', () => {
    expect(dayOf(Date.UTC(2026, 10, 27, 9))).toBe('27 November');
    expect(plainTime(Date.UTC(2026, 10, 27, 10, 30))).toBe('27 November 2026, 10:30 UTC');
  });
});
