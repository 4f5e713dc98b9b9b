import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Sessions, sessionService } from './sessions';
import { tempStore } from './testing';

let t: ReturnType<typeof tempStore>;
let sessions: Sessions;
let ann: number;
let bob: number;
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  t = tempStore();
  sessions = sessionService(t.store);
  const add = t.store.db.prepare("INSERT INTO people (email, name, role, created_at) VALUES (?, ?, 'editor', 1)");
  ann = Number(add.run('ann@firm.example', 'Ann').lastInsertRowid);
  bob = Number(add.run('bob@firm.example', 'Bob').lastInsertRowid);
});
afterEach(() => t.done());

describe('sessions', () => {
  it('makes a fresh random id and csrf token each time and stores only a hash of the id', () => {
    const one = sessions.create(ann);
    const two = sessions.create(ann);
    expect(one.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.id).not.toBe(two.id);
    expect(one.csrf).not.toBe(two.csrf);
    const rows = t.store.db.prepare('SELECT id_hash FROM sessions').all() as { id_hash: string }[];
    expect(rows.map((r) => r.id_hash)).not.toContain(one.id);
    expect(sessions.find(one.id)).toMatchObject({ csrf: one.csrf, person: { id: ann, email: 'ann@firm.example' } });
  });

  it('refuses unknown, empty and overlong cookie values', () => {
    expect(sessions.find('nope')).toBeNull();
    expect(sessions.find('')).toBeNull();
    expect(sessions.find(undefined)).toBeNull();
    expect(sessions.find('x'.repeat(10_000))).toBeNull();
  });

  it('ends at sign-out', () => {
    const s = sessions.create(ann);
    expect(sessions.end(s.id)).toBe(true);
    expect(sessions.find(s.id)).toBeNull();
    expect(sessions.end(s.id)).toBe(false);
  });

  it('ends when idle longer than 8 hours, and use keeps it alive (touched at most once a minute)', () => {
    const s = sessions.create(ann);
    t.clock.advance(7 * HOUR);
    expect(sessions.find(s.id)?.lastSeenAt).toBe(t.clock.now);
    const touched = t.clock.now;
    t.clock.advance(30 * 1000);
    expect(sessions.find(s.id)?.lastSeenAt).toBe(touched);
    t.clock.advance(8 * HOUR - 30 * 1000);
    expect(sessions.find(s.id)).not.toBeNull();
    t.clock.advance(8 * HOUR + 1);
    expect(sessions.find(s.id)).toBeNull();
    expect(t.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  it('ends after 7 days however busy', () => {
    const s = sessions.create(ann);
    for (let i = 0; i < 7 * 24; i++) {
      t.clock.advance(HOUR);
      if (i < 7 * 24 - 1) expect(sessions.find(s.id)).not.toBeNull();
    }
    t.clock.advance(1);
    expect(sessions.find(s.id)).toBeNull();
  });

  it('ends all of a person, but for one kept, and not anyone else', () => {
    const a1 = sessions.create(ann);
    const a2 = sessions.create(ann);
    const a3 = sessions.create(ann);
    const b = sessions.create(bob);
    expect(sessions.endAllOf(ann, a3.id)).toBe(2);
    expect(sessions.find(a1.id)).toBeNull();
    expect(sessions.find(a2.id)).toBeNull();
    expect(sessions.find(a3.id)).not.toBeNull();
    expect(sessions.find(b.id)).not.toBeNull();
    sessions.endAllOf(ann);
    expect(sessions.find(a3.id)).toBeNull();
  });

  it('ends when the person is deleted (foreign key cascade)', () => {
    const s = sessions.create(ann);
    t.store.db.prepare('DELETE FROM people WHERE id = ?').run(ann);
    expect(sessions.find(s.id)).toBeNull();
  });

  it('remembers a removed person’s sessions as removed (hashes only) until they would have ended anyway', () => {
    const one = sessions.create(ann);
    t.clock.advance(HOUR);
    const two = sessions.create(ann);
    const other = sessions.create(bob);
    const signedOut = sessions.create(ann);
    sessions.end(signedOut.id);
    expect(sessions.endRemoved(ann)).toBe(2);
    expect(sessions.find(one.id)).toBeNull();
    expect([sessions.wasRemoved(one.id), sessions.wasRemoved(two.id)]).toEqual([true, true]);
    // Not another person's session, one signed out before, an unknown or overlong cookie.
    expect(sessions.find(other.id)).not.toBeNull();
    expect(sessions.wasRemoved(other.id)).toBe(false);
    expect(sessions.wasRemoved(signedOut.id)).toBe(false);
    expect([sessions.wasRemoved('nope'), sessions.wasRemoved(''), sessions.wasRemoved('x'.repeat(10_000))]).toEqual([
      false,
      false,
      false,
    ]);
    const kept = t.store.db.prepare('SELECT * FROM removed_sessions').all() as Record<string, unknown>[];
    expect(kept.map((r) => Object.keys(r).sort())).toEqual([
      ['id_hash', 'until'],
      ['id_hash', 'until'],
    ]);
    expect(kept.map((r) => r.id_hash)).not.toContain(one.id);
    // Each is remembered as long as it could have lived, idle: 8 hours from its last use.
    t.clock.advance(7 * HOUR);
    expect([sessions.wasRemoved(one.id), sessions.wasRemoved(two.id)]).toEqual([false, true]);
    t.clock.advance(HOUR);
    expect(sessions.wasRemoved(two.id)).toBe(false);
    // … and then forgotten at the next sweep.
    sessions.create(bob);
    expect(t.store.db.prepare('SELECT COUNT(*) AS n FROM removed_sessions').get()).toEqual({ n: 0 });
  });
});
