/**
 * Each person's unsaved drafts, kept on the server so that work survives a closed tab: one draft per person and
 * file (the page's path), any JSON value, at most `maxBytes` (default 2 MB) as JSON text and `maxCount` (default
 * 50) drafts a person. Putting a draft again replaces it and raises its version by one. Removing a person removes
 * their drafts.
 */
import { words } from '../../contract/words';
import { AccountsError } from './errors';
import type { Store } from './store';

export const DRAFT_MAX_BYTES = 2 * 1024 * 1024;
export const DRAFT_MAX_COUNT = 50;
const FILE_MAX = 300;

export interface Draft {
  file: string;
  data: unknown;
  version: number;
  updatedAt: number;
}

export interface DraftSummary {
  file: string;
  version: number;
  updatedAt: number;
  bytes: number;
}

export interface Drafts {
  /** Refuses badDraftFile, draftTooLarge, tooManyDrafts (only for a new file). Returns the stored version. */
  put(personId: number, file: string, data: unknown): { version: number; updatedAt: number };
  get(personId: number, file: string): Draft | null;
  /** The person's drafts, newest first. */
  list(personId: number): DraftSummary[];
  /** True when there was a draft to drop. */
  drop(personId: number, file: string): boolean;
}

function checkFile(file: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (typeof file !== 'string' || file.length === 0 || file.length > FILE_MAX || /[\u0000-\u001f]/.test(file))
    throw new AccountsError('badDraftFile', words.team.badDraftFile);
}

export function draftService(store: Store, options: { maxBytes?: number; maxCount?: number } = {}): Drafts {
  const maxBytes = options.maxBytes ?? DRAFT_MAX_BYTES;
  const maxCount = options.maxCount ?? DRAFT_MAX_COUNT;
  const { db, clock } = store;
  const one = db.prepare('SELECT file, data, version, updated_at FROM drafts WHERE person_id = ? AND file = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM drafts WHERE person_id = ?');
  const upsert = db.prepare(
    `INSERT INTO drafts (person_id, file, data, version, updated_at) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (person_id, file) DO UPDATE SET data = excluded.data, version = version + 1,
       updated_at = excluded.updated_at
     RETURNING version, updated_at`,
  );
  const all = db.prepare(
    'SELECT file, version, updated_at, length(CAST(data AS BLOB)) AS bytes FROM drafts WHERE person_id = ? ORDER BY updated_at DESC, file',
  );
  const remove = db.prepare('DELETE FROM drafts WHERE person_id = ? AND file = ?');

  return {
    put(personId, file, data) {
      checkFile(file);
      const text = JSON.stringify(data ?? null) ?? 'null';
      if (Buffer.byteLength(text) > maxBytes)
        throw new AccountsError('draftTooLarge', words.team.draftTooLarge(maxBytes / (1024 * 1024)));
      return db.transaction(() => {
        if (!one.get(personId, file) && (count.get(personId) as { n: number }).n >= maxCount)
          throw new AccountsError('tooManyDrafts', words.team.tooManyDrafts(maxCount));
        const row = upsert.get(personId, file, text, clock()) as { version: number; updated_at: number };
        return { version: row.version, updatedAt: row.updated_at };
      })();
    },
    get(personId, file) {
      const row = one.get(personId, file) as
        | { file: string; data: string; version: number; updated_at: number }
        | undefined;
      return row
        ? { file: row.file, data: JSON.parse(row.data), version: row.version, updatedAt: row.updated_at }
        : null;
    },
    list(personId) {
      return (all.all(personId) as { file: string; version: number; updated_at: number; bytes: number }[]).map((r) => ({
        file: r.file,
        version: r.version,
        updatedAt: r.updated_at,
        bytes: r.bytes,
      }));
    },
    drop(personId, file) {
      return remove.run(personId, file).changes > 0;
    },
  };
}
