/**
 * The change sets' records (id, title, state, owner, authors, comments, times, files) in the team's database
 * (team.db, the accounts library's SQLite file: one file to back up, one owner-only file mode, and the activity log
 * beside it). The table is added the way the accounts library adds its own: CREATE TABLE IF NOT EXISTS when the
 * store opens, so an older team.db gains it at the next start and nothing else in the file changes.
 *
 * People are kept as they were named when they acted (PersonRef: name and e-mail); lists are JSON columns, small
 * and bounded by the API (comments, authors). Times are ISO strings from the given clock.
 */
import type Database from 'better-sqlite3';
import type { ChangeSet, ChangeState, PersonRef } from '../../contract/changes.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS change_sets (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('draft', 'in-review', 'sent-back', 'scheduled', 'live')),
  owner_email TEXT NOT NULL COLLATE NOCASE,
  record TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Which set was changed last, even within one millisecond: a person's open set is their newest one.
  touched INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS change_sets_owner ON change_sets(owner_email, state);
CREATE INDEX IF NOT EXISTS change_sets_state ON change_sets(state);
`;

/** The states in which a change set is not live yet: its files belong to it. */
export const UNPUBLISHED: readonly ChangeState[] = ['draft', 'sent-back', 'in-review', 'scheduled'];
/** The states in which its owner (and whoever joins) saves into it. */
export const OPEN: readonly ChangeState[] = ['draft', 'sent-back'];

export interface ChangeStore {
  get(id: string): ChangeSet | undefined;
  put(set: ChangeSet): void;
  /** Every change set in one of `states`, the one changed longest ago first. */
  inStates(states: readonly ChangeState[]): ChangeSet[];
  /** The change sets `email` owns or wrote in, the one changed last first (at most `limit`). */
  of(email: string, limit?: number): ChangeSet[];
  /**
   * Marks `email` as a person removed from the team wherever the records name them (owner, authors, comments,
   * approver): their work stays theirs, under their name, and nobody given that address later is them.
   */
  markGone(email: string): void;
}

/**
 * True when two records name the same person: the same e-mail address, and neither kept for someone since removed
 * from the team (`gone`), so a new account given a removed person's address never takes over their work.
 */
export function samePerson(a: PersonRef, b: PersonRef): boolean {
  return !a.gone && !b.gone && a.email.toLowerCase() === b.email.toLowerCase();
}

/** Opens the change sets' table in `db` (creating it when missing). */
export function changeStore(db: Database.Database): ChangeStore {
  db.exec(SCHEMA);
  const byId = db.prepare('SELECT record FROM change_sets WHERE id = ?');
  const upsert = db.prepare(
    `INSERT INTO change_sets (id, title, state, owner_email, record, updated_at, touched)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(touched), 0) + 1 FROM change_sets))
     ON CONFLICT(id) DO UPDATE SET title = excluded.title, state = excluded.state, record = excluded.record,
       updated_at = excluded.updated_at, touched = excluded.touched`,
  );
  const all = db.prepare('SELECT record FROM change_sets ORDER BY touched DESC LIMIT 2000');
  const read = (row: unknown): ChangeSet => JSON.parse((row as { record: string }).record) as ChangeSet;
  const put = (set: ChangeSet) =>
    upsert.run(set.id, set.title, set.state, set.owner.email, JSON.stringify(set), set.updatedAt);
  return {
    get(id) {
      const row = byId.get(id);
      return row ? read(row) : undefined;
    },
    put,
    inStates(states) {
      const marks = states.map(() => '?').join(', ');
      return db
        .prepare(`SELECT record FROM change_sets WHERE state IN (${marks}) ORDER BY touched`)
        .all(...states)
        .map(read);
    },
    of(email, limit = 200) {
      const me = { name: '', email };
      return all
        .all()
        .map(read)
        .filter((s) => s.authors.some((a) => samePerson(a, me)) || samePerson(s.owner, me))
        .slice(0, limit);
    },
    markGone(email) {
      const me = { name: '', email };
      const gone = (p: PersonRef): PersonRef => (samePerson(p, me) ? { ...p, gone: true } : p);
      const everyone = db.prepare('SELECT record FROM change_sets').all().map(read);
      db.transaction(() => {
        for (const set of everyone) {
          const next: ChangeSet = {
            ...set,
            owner: gone(set.owner),
            authors: set.authors.map(gone),
            comments: set.comments.map((c) => ({ ...c, by: gone(c.by) })),
            ...(set.approvedBy ? { approvedBy: gone(set.approvedBy) } : {}),
          };
          if (JSON.stringify(next) !== JSON.stringify(set)) put(next);
        }
      })();
    },
  };
}
