/**
 * The validator's results kept between runs, by content: one SQLite table (better-sqlite3) in
 * node_modules/.cache/site-checks/checks.db (or under SITE_BUILD_CACHE), shared by every process of the project (the
 * team server, the build, `npm run validate`, the editors). A row is a key (a hash of everything a file's result
 * depends on: see fileChecks.ts) and what the validator found of that file (JSON text). The store is only ever a
 * shortcut: any failure (a read-only folder, a locked or corrupt database, a row of another format) reads as "not
 * kept", and a corrupt database file is replaced. At most MAX_ROWS rows are kept; the least recently used go first.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The kept rows at most: several versions of a 10,000-page site (a row is about 1–3 kB). */
export const MAX_ROWS = 60_000;
/** A row's `used` day is written again only when it is older than this many days (a read writes nothing else). */
const TOUCH_DAYS = 1;

/** The cache folder: the project's node_modules/.cache, found from better-sqlite3's folder (the build runs bundled). */
export function defaultCheckStoreFile(): string {
  const base = process.env.SITE_BUILD_CACHE
    ? process.env.SITE_BUILD_CACHE
    : join(dirname(require.resolve('better-sqlite3/package.json')), '..', '.cache');
  return join(base, 'site-checks', 'checks.db');
}

/** Kept results by key; `get` answers only the keys it holds. */
export interface CheckStore {
  get(keys: readonly string[]): Map<string, string>;
  put(rows: ReadonlyMap<string, string>): void;
}

/** A store that keeps nothing (the cache turned off, or its file unusable). */
export const NO_STORE: CheckStore = { get: () => new Map(), put: () => undefined };

const today = () => Math.floor(Date.now() / 86_400_000);

/** SQLite's answers that say the file is not a database we can use: it is replaced by an empty one. */
const BROKEN = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CANTOPEN']);

class SqliteStore implements CheckStore {
  private db: BetterSqlite3.Database | undefined;
  private failed = false;

  constructor(
    private readonly file: string,
    private readonly maxRows: number,
  ) {}

  private open(): BetterSqlite3.Database | undefined {
    if (this.db || this.failed) return this.db;
    for (let attempt = 0; attempt < 2 && !this.db; attempt++) {
      let db: BetterSqlite3.Database | undefined;
      try {
        mkdirSync(dirname(this.file), { recursive: true });
        const Database = require('better-sqlite3') as typeof BetterSqlite3;
        db = new Database(this.file, { timeout: 2000 });
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.exec('CREATE TABLE IF NOT EXISTS checks (key TEXT PRIMARY KEY, value TEXT NOT NULL, used INTEGER NOT NULL)');
        db.exec('CREATE INDEX IF NOT EXISTS checks_used ON checks (used)');
        this.db = db;
      } catch (e) {
        db?.close();
        const code = (e as { code?: string }).code ?? '';
        if (attempt > 0 || !BROKEN.has(code)) break;
        for (const side of ['', '-wal', '-shm']) rmSync(this.file + side, { force: true });
      }
    }
    if (!this.db) this.failed = true;
    return this.db;
  }

  get(keys: readonly string[]): Map<string, string> {
    const found = new Map<string, string>();
    const db = this.open();
    if (!db || !keys.length) return found;
    try {
      const read = db.prepare('SELECT value, used FROM checks WHERE key = ?');
      const stale: string[] = [];
      const day = today();
      for (const key of keys) {
        const row = read.get(key) as { value: string; used: number } | undefined;
        if (!row || typeof row.value !== 'string') continue;
        found.set(key, row.value);
        if (row.used < day - TOUCH_DAYS + 1) stale.push(key);
      }
      if (stale.length) {
        const touch = db.prepare('UPDATE checks SET used = ? WHERE key = ?');
        db.transaction(() => {
          for (const key of stale) touch.run(day, key);
        })();
      }
    } catch (e) {
      // Locked for longer than the timeout, or broken meanwhile: what was read is still right.
      this.dropIfBroken(e);
    }
    return found;
  }

  put(rows: ReadonlyMap<string, string>): void {
    const db = this.open();
    if (!db || !rows.size) return;
    try {
      const write = db.prepare('INSERT OR REPLACE INTO checks (key, value, used) VALUES (?, ?, ?)');
      const day = today();
      db.transaction(() => {
        for (const [key, value] of rows) write.run(key, value, day);
        const { n } = db.prepare('SELECT count(*) AS n FROM checks').get() as { n: number };
        if (n > this.maxRows)
          db.prepare('DELETE FROM checks WHERE key IN (SELECT key FROM checks ORDER BY used, rowid LIMIT ?)').run(
            n - Math.floor(this.maxRows * 0.8),
          );
      })();
    } catch (e) {
      // Not kept this time: the next run validates these files again.
      this.dropIfBroken(e);
    }
  }

  /** A database found broken while in use is removed; the next use makes a new one. */
  private dropIfBroken(e: unknown): void {
    if (!BROKEN.has((e as { code?: string }).code ?? '')) return;
    this.db?.close();
    this.db = undefined;
    for (const side of ['', '-wal', '-shm']) rmSync(this.file + side, { force: true });
  }
}

/** A store in `file` (opened on first use) that keeps at most `maxRows` rows. */
export function openCheckStore(file: string, maxRows = MAX_ROWS): CheckStore {
  return new SqliteStore(file, maxRows);
}

const stores = new Map<string, CheckStore>();

/** The project's store (or SITE_BUILD_CACHE's), one per process. */
export function checkStore(file = defaultCheckStoreFile()): CheckStore {
  let store = stores.get(file);
  if (!store) stores.set(file, (store = openCheckStore(file)));
  return store;
}
