/**
 * A moment of the team's records, the short part of a backup that must see everything at once:
 *   - team.db copied by SQLite's online backup (better-sqlite3's `db.backup`: every table, those added later too);
 *   - the record of releases (releases.json) copied;
 *   - every branch of the content clone pinned where it is, as refs `refs/backup/<token>/<branch>` (one
 *     `git update-ref --stdin`), so the bundle made afterwards, outside the write queue, has exactly those commits
 *     however the branches move meanwhile.
 * They are read in this order, the reverse of the order in which publishing changes them (the live branch, then
 * the record, then the change set's row), so nothing read later is older than something read before it.
 * Everything is kept in the data folder's `backup-moments/<token>/` (private) until `dropMoment`; moments a
 * stopped backup left behind are swept after a day.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { gitRun } from './gitRun.js';
import { type Branch, refPrefixOf, TOKEN } from './manifest.js';

const FOLDER = 'backup-moments';
const HEADS = 'heads.json';
const SWEEP_AFTER_MS = 24 * 3600_000;

export interface MomentPlaces {
  /** The team's data folder. */
  dataDir: string;
  /** The content clone, on its live branch. */
  root: string;
  /** The folder of the live site's releases (its releases.json). */
  releasesDir: string;
}

export interface Moment {
  token: string;
  folder: string;
  /** The live branch's name. */
  live: string;
  branches: Branch[];
  refPrefix: string;
}

/** The moment's folder (it may not exist). */
export function momentFolder(dataDir: string, token: string): string {
  if (!TOKEN.test(token)) throw new Error('not a moment');
  return join(dataDir, FOLDER, token);
}

/** Takes a moment: the database copied, the releases' record copied, the branches pinned. Returns its token. */
export async function takeMoment(db: Database.Database, at: MomentPlaces): Promise<string> {
  const token = `${Date.now()}-${randomBytes(6).toString('hex')}`;
  const folder = momentFolder(at.dataDir, token);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    await db.backup(join(folder, 'team.db'));
    const record = join(at.releasesDir, 'releases.json');
    if (existsSync(record)) copyFileSync(record, join(folder, 'releases.json'));
    const live = (await gitRun(at.root, ['symbolic-ref', '--short', '-q', 'HEAD'])).trim();
    const listed = await gitRun(at.root, ['for-each-ref', '--format=%(objectname) %(refname:lstrip=2)', 'refs/heads/']);
    const branches = listed
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit, name] = line.split(' ');
        return { name, commit };
      });
    const prefix = refPrefixOf(token);
    await gitRun(at.root, ['update-ref', '--stdin'], {
      input: branches.map((b) => `create ${prefix}${b.name} ${b.commit}\n`).join(''),
    });
    writeFileSync(join(folder, HEADS), JSON.stringify({ live, branches }), { mode: 0o600 });
    return token;
  } catch (e) {
    await dropMoment(at, token);
    throw e;
  }
}

/** The moment `token` as taken (its heads); throws when there is no such moment. */
export function readMoment(dataDir: string, token: string): Moment {
  const folder = momentFolder(dataDir, token);
  const heads = JSON.parse(readFileSync(join(folder, HEADS), 'utf8')) as { live: string; branches: Branch[] };
  return { token, folder, live: heads.live, branches: heads.branches, refPrefix: refPrefixOf(token) };
}

/** Removes a moment: its folder and its pinned refs. */
export async function dropMoment(at: MomentPlaces, token: string): Promise<void> {
  rmSync(momentFolder(at.dataDir, token), { recursive: true, force: true });
  const prefix = refPrefixOf(token);
  const pinned = await gitRun(at.root, ['for-each-ref', '--format=%(refname)', prefix]).catch(() => '');
  const lines = pinned.split('\n').filter(Boolean);
  if (lines.length)
    await gitRun(at.root, ['update-ref', '--stdin'], { input: lines.map((r) => `delete ${r}\n`).join('') });
}

/** Drops the moments older than a day (left by a backup that was stopped). */
export async function sweepMoments(at: MomentPlaces, now = Date.now()): Promise<void> {
  const dir = join(at.dataDir, FOLDER);
  const pinned = await gitRun(at.root, ['for-each-ref', '--format=%(refname:lstrip=2)', 'refs/backup/']).catch(
    () => '',
  );
  const tokens = new Set([
    ...(existsSync(dir) ? readdirSync(dir) : []),
    ...pinned
      .split('\n')
      .filter(Boolean)
      .map((name) => name.split('/')[0] ?? ''),
  ]);
  for (const token of tokens)
    if (TOKEN.test(token) && now - Number(token.slice(0, 13)) > SWEEP_AFTER_MS) await dropMoment(at, token);
}
