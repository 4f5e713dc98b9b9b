import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, SCHEMA_VERSION } from './store';
import { tempStore } from './testing';

let done: (() => void) | undefined;
afterEach(() => done?.());

describe('openStore', () => {
  it('creates the file readable by its owner only, in WAL mode with foreign keys and a schema version', () => {
    const t = tempStore();
    done = t.done;
    const file = join(t.dir, 'team.db');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    t.store.db.prepare("INSERT INTO people (email, name, role, created_at) VALUES ('a@b.cd', 'A', 'editor', 1)").run();
    // SQLite gives its side files the database file's mode.
    expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}-shm`).mode & 0o777).toBe(0o600);
    expect(t.store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(t.store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(t.store.db.prepare('SELECT version FROM schema_version').get()).toEqual({ version: SCHEMA_VERSION });
  });

  it('opens an existing file again and keeps its rows; refuses a newer schema and a short pepper', () => {
    const t = tempStore();
    done = t.done;
    const file = join(t.dir, 'team.db');
    t.store.db.prepare("INSERT INTO people (email, name, role, created_at) VALUES ('a@b.cd', 'A', 'editor', 1)").run();
    t.store.db.prepare('UPDATE schema_version SET version = ?').run(SCHEMA_VERSION + 1);
    expect(() => openStore({ file, pepper: 'p'.repeat(40) })).toThrow(/schema version/);
    t.store.db.prepare('UPDATE schema_version SET version = ?').run(SCHEMA_VERSION);
    const again = openStore({ file, pepper: 'p'.repeat(40) });
    expect(again.db.prepare('SELECT email FROM people').all()).toEqual([{ email: 'a@b.cd' }]);
    again.close();
    expect(() => openStore({ file, pepper: 'short' })).toThrow(/pepper/);
  });

  it('keeps e-mail addresses unique whatever their case', () => {
    const t = tempStore();
    done = t.done;
    const add = t.store.db.prepare("INSERT INTO people (email, name, role, created_at) VALUES (?, 'A', 'editor', 1)");
    add.run('Ann@Firm.example');
    expect(() => add.run('ann@firm.example')).toThrow(/UNIQUE/);
  });
});
