/**
 * The team database (team.db) as a backup and a restore handle it, without the server's pepper: whether a file is a
 * sound team database (SQLite's own integrity check, the accounts' tables, a schema version this code knows), how
 * many people a data folder has (a restore will not replace one that has any unless forced), and the copy made
 * ready to be used: every session ended (and the preview passes tied to them), the invitations dropped when their
 * links can no longer be checked, and the copy made one self-contained file (no write-ahead log beside it).
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from '../accounts/store.js';
import { RestoreRefused } from './refused.js';

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** Refuses (RestoreRefused) a file that is not a sound team database this code can open. */
export function checkTeamDb(file: string): void {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new RestoreRefused(`the backup's database cannot be opened (${(e as Error).message})`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new RestoreRefused(`the backup's database is damaged (${String(check)})`);
    for (const table of ['schema_version', 'people', 'sessions', 'drafts'])
      if (!hasTable(db, table)) throw new RestoreRefused(`the backup's database has no ${table}: it is not the team's`);
    const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
    if (!row || row.version > SCHEMA_VERSION)
      throw new RestoreRefused(
        `the backup's database was made by a newer version of the editor: update the project first`,
      );
  } catch (e) {
    if (e instanceof RestoreRefused) throw e;
    throw new RestoreRefused(`the backup's database cannot be read (${(e as Error).message})`);
  } finally {
    db.close();
  }
}

/** How many people the team database `file` has (0 when there is none). */
export function peopleIn(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return hasTable(db, 'people') ? (db.prepare('SELECT COUNT(*) AS n FROM people').get() as { n: number }).n : 0;
  } finally {
    db.close();
  }
}

/**
 * Makes the restored copy ready: ends every session (nobody stays signed in) and the preview passes with them;
 * drops the invitations when `dropInvites` (their links were made with secrets that are gone). Returns the counts.
 */
export function readyForUse(file: string, o: { dropInvites: boolean }): { sessions: number; invites: number } {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('foreign_keys = ON');
    const counts = db.transaction(() => {
      if (hasTable(db, 'preview_passes')) db.prepare('DELETE FROM preview_passes').run();
      const sessions = db.prepare('DELETE FROM sessions').run().changes;
      const invites = o.dropInvites && hasTable(db, 'invites') ? db.prepare('DELETE FROM invites').run().changes : 0;
      return { sessions, invites };
    })();
    db.pragma('journal_mode = DELETE');
    return counts;
  } finally {
    db.close();
  }
}

/** Makes a database copy one self-contained file (a copy of a WAL-mode database stays in WAL mode). */
export function selfContained(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
