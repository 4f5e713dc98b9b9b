/**
 * The team editor's database: one SQLite file (better-sqlite3, synchronous), opened in WAL mode with foreign keys
 * on, readable by its owner only (mode 0600, the WAL side files too). `openStore` creates the file and the tables
 * when they are missing and refuses a file whose schema version is newer than this code knows.
 *
 * Times are milliseconds since 1970 (integers) from `clock`, which tests replace. Secrets (session ids, invite
 * tokens) are stored only as `hashSecret` (HMAC-SHA-256 with the server's pepper), never as given.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import Database from 'better-sqlite3';

export type Clock = () => number;
export type Role = 'editor' | 'publisher' | 'administrator';
export const ROLES: readonly Role[] = ['editor', 'publisher', 'administrator'];

export const SCHEMA_VERSION = 1;

export interface Store {
  readonly db: Database.Database;
  readonly clock: Clock;
  /** HMAC-SHA-256 of a secret with the server's pepper, hex. */
  hashSecret(secret: string): string;
  close(): void;
}

export interface StoreOptions {
  /** Path of the database file (created with mode 0600 when missing). */
  file: string;
  /** The server's secret pepper for hashing session ids and invite tokens: at least 32 characters. */
  pepper: string;
  clock?: Clock;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS people (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'administrator')),
  password_hash TEXT,
  created_at INTEGER NOT NULL,
  password_changed_at INTEGER
);
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  csrf TEXT NOT NULL,
  user_agent TEXT,
  address TEXT
);
CREATE INDEX IF NOT EXISTS sessions_person ON sessions(person_id);
CREATE TABLE IF NOT EXISTS removed_sessions (
  id_hash TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invites (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'administrator')),
  expires_at INTEGER NOT NULL,
  created_by INTEGER REFERENCES people(id) ON DELETE SET NULL
);
CREATE TABLE IF NOT EXISTS audit (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor TEXT,
  action TEXT NOT NULL,
  subject TEXT,
  address TEXT,
  detail TEXT
);
CREATE INDEX IF NOT EXISTS audit_at ON audit(at);
CREATE TABLE IF NOT EXISTS drafts (
  person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  file TEXT NOT NULL,
  data TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (person_id, file)
);
`;

/** Opens (or creates) the database. Refuses a short pepper and a database made by a newer version of this code. */
export function openStore(options: StoreOptions): Store {
  if (options.pepper.length < 32) throw new Error('The accounts pepper must have at least 32 characters.');
  if (!existsSync(options.file)) closeSync(openSync(options.file, 'a', 0o600));
  chmodSync(options.file, 0o600);
  const db = new Database(options.file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    for (const side of ['-wal', '-shm']) if (existsSync(options.file + side)) chmodSync(options.file + side, 0o600);
    db.transaction(() => {
      db.exec(SCHEMA);
      const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
      if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(SCHEMA_VERSION);
      else if (row.version > SCHEMA_VERSION)
        throw new Error(`The accounts database has schema version ${row.version}; this code knows ${SCHEMA_VERSION}.`);
    })();
  } catch (error) {
    db.close();
    throw error;
  }
  const pepper = options.pepper;
  return {
    db,
    clock: options.clock ?? Date.now,
    hashSecret: (secret) => createHmac('sha256', pepper).update(secret).digest('hex'),
    close: () => db.close(),
  };
}
