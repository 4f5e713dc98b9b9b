/**
 * Sessions: an opaque id (32 random bytes, base64url) goes to the browser in a cookie; the database keeps only its
 * HMAC (`store.hashSecret`), so a copy of the database signs no one in. Every sign-in makes a new id.
 *
 * `find` refuses (answers null, and deletes the row) a session idle longer than `idleMs` (default 8 hours) or older
 * than `absoluteMs` (default 7 days); it moves last_seen_at forward at most once a minute. Each session has its own
 * random CSRF token, returned with it. Ending all of a person's sessions is for password and role changes and
 * removal (people.ts does it).
 *
 * A person removed by an administrator is told so, not just "signed out": `endRemoved` keeps the hashes of their
 * sessions (nothing else: no person, no e-mail) in removed_sessions until each would have ended anyway (idle or
 * too old), and `wasRemoved` answers true for such a cookie until then. The records are swept with the sessions.
 */
import { randomBytes } from 'node:crypto';
import type { Role, Store } from './store';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
/** Longest cookie value `find` looks up (a real one has 43 characters). */
const ID_MAX = 64;

export interface SessionPerson {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface Session {
  /** The cookie value: given only by `create`, never stored. */
  id?: string;
  csrf: string;
  person: SessionPerson;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionOptions {
  idleMs?: number;
  absoluteMs?: number;
}

export interface Sessions {
  /** A new session for the person; `id` is the cookie value. */
  create(personId: number, about?: { userAgent?: string; address?: string }): Session & { id: string };
  /** The live session with this cookie value, or null (unknown, idle too long, too old, person removed). */
  find(cookieValue: string | undefined | null): Session | null;
  /** Ends one session (sign-out). True when it existed. */
  end(cookieValue: string): boolean;
  /** Ends every session of the person, except the one with cookie value `except`. Returns how many ended. */
  endAllOf(personId: number, except?: string): number;
  /** Ends every session of a person being removed, remembering them as removed until they would have ended. */
  endRemoved(personId: number): number;
  /** True when this cookie's session was ended by its person's removal (until it would have ended anyway). */
  wasRemoved(cookieValue: string | undefined | null): boolean;
}

interface Row {
  id_hash: string;
  created_at: number;
  last_seen_at: number;
  csrf: string;
  person_id: number;
  email: string;
  name: string;
  role: Role;
}

export function sessionService(store: Store, options: SessionOptions = {}): Sessions {
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const absoluteMs = options.absoluteMs ?? SESSION_ABSOLUTE_MS;
  const { db, clock } = store;
  const insert = db.prepare(
    'INSERT INTO sessions (id_hash, person_id, created_at, last_seen_at, csrf, user_agent, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare(
    `SELECT s.id_hash, s.created_at, s.last_seen_at, s.csrf, p.id AS person_id, p.email, p.name, p.role
     FROM sessions s JOIN people p ON p.id = s.person_id WHERE s.id_hash = ?`,
  );
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeAll = db.prepare('DELETE FROM sessions WHERE person_id = ? AND id_hash <> ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?');
  const rememberRemoved = db.prepare(
    `INSERT OR REPLACE INTO removed_sessions (id_hash, until)
     SELECT id_hash, MIN(last_seen_at + ?, created_at + ?) FROM sessions WHERE person_id = ?`,
  );
  const removeOf = db.prepare('DELETE FROM sessions WHERE person_id = ?');
  const findRemoved = db.prepare('SELECT 1 FROM removed_sessions WHERE id_hash = ? AND until > ?');
  const forgetRemoved = db.prepare('DELETE FROM removed_sessions WHERE until <= ?');
  let lastSweep = 0;

  return {
    create(personId, about = {}) {
      const now = clock();
      if (now - lastSweep > 60 * 60 * 1000) {
        removeExpired.run(now - idleMs, now - absoluteMs);
        forgetRemoved.run(now);
        lastSweep = now;
      }
      const id = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      insert.run(
        store.hashSecret(id),
        personId,
        now,
        now,
        csrf,
        about.userAgent?.slice(0, 300) ?? null,
        about.address?.slice(0, 100) ?? null,
      );
      const row = select.get(store.hashSecret(id)) as Row;
      return { id, csrf, person: personOf(row), createdAt: now, lastSeenAt: now };
    },
    find(cookieValue) {
      if (!cookieValue || cookieValue.length > ID_MAX) return null;
      const hash = store.hashSecret(cookieValue);
      const row = select.get(hash) as Row | undefined;
      if (!row) return null;
      const now = clock();
      if (now - row.last_seen_at > idleMs || now - row.created_at > absoluteMs) {
        remove.run(hash);
        return null;
      }
      let lastSeenAt = row.last_seen_at;
      if (now - lastSeenAt >= TOUCH_EVERY_MS) {
        touch.run(now, hash);
        lastSeenAt = now;
      }
      return { csrf: row.csrf, person: personOf(row), createdAt: row.created_at, lastSeenAt };
    },
    end(cookieValue) {
      if (!cookieValue || cookieValue.length > ID_MAX) return false;
      return remove.run(store.hashSecret(cookieValue)).changes > 0;
    },
    endAllOf(personId, except) {
      return removeAll.run(personId, except ? store.hashSecret(except) : '').changes;
    },
    endRemoved(personId) {
      return db.transaction(() => {
        forgetRemoved.run(clock());
        rememberRemoved.run(idleMs, absoluteMs, personId);
        return removeOf.run(personId).changes;
      })();
    },
    wasRemoved(cookieValue) {
      if (!cookieValue || cookieValue.length > ID_MAX) return false;
      return findRemoved.get(store.hashSecret(cookieValue), clock()) !== undefined;
    },
  };
}

function personOf(row: Row): SessionPerson {
  return { id: row.person_id, email: row.email, name: row.name, role: row.role };
}
