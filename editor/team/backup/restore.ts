/**
 * `npm run team -- restore <file> [--force]`: brings a fresh clone of the project back to what a backup holds:
 * the same people (everyone signed out), change sets with their comments and worktrees, drafts, the record of
 * releases and the live site rebuilt from the live release's commit.
 *
 * In this order, everything checked before anything outside the data folder changes:
 *   1. refused while a team editor runs on the data folder, and (unless --force) when it has people already;
 *   2. the file read into a private folder inside the data folder (archive.ts: allow-listed entries only, never a
 *      path of the archive's choosing), its database, settings, secrets and record of releases checked;
 *   3. the clone checked (on the backup's live branch), the bundle's branches fetched aside and the live branch's
 *      move planned (refused when the clone's and the backup's moved apart);
 *   4. the branches put in place (restoreGit.ts), then settings, secrets (the backup's; else those already there;
 *      else new ones, and then invitations not accepted yet are dropped: their links cannot be checked any more),
 *      the database (every session ended: teamDb.ts), each unpublished change set's worktree made again from its
 *      branch, and the live site rebuilt (restoreLive.ts).
 * A refused file leaves nothing behind (a data folder made for it is removed again).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { git } from '../../core/git.js';
import { changeStore, UNPUBLISHED } from '../changes/store.js';
import { ChangeRepo } from '../changes/worktrees.js';
import { readReleases } from '../publishing/releaseStore.js';
import { childProcessBuild, type SiteBuild } from '../publishing/siteBuild.js';
import {
  checkSettings,
  contentRoot,
  initTeamFiles,
  readTeamFiles,
  releasesRoot,
  SettingsError,
  type TeamSecrets,
} from '../settings.js';
import { readArchive } from './archive.js';
import { socketAnswers } from './askServer.js';
import { socketPath } from './controlSocket.js';
import { type Manifest, NotABackup } from './manifest.js';
import { RestoreRefused } from './refused.js';
import { checkClone, dropFetched, fetchBundle, type LiveMove, placeBranches, planLive } from './restoreGit.js';
import { checkReleases, rebuildLive } from './restoreLive.js';
import { checkTeamDb, peopleIn, readyForUse } from './teamDb.js';

export interface RestoreOptions {
  /** The backup file. */
  file: string;
  /** The project (its code builds the live site). */
  projectRoot: string;
  /** The team's data folder to restore into. */
  dataDir: string;
  /** Replace a data folder that has people (and a releases folder that has releases). */
  force: boolean;
  /** The content clone; by default the one the backup's settings name (the project itself unless they say otherwise). */
  root?: string;
  /** The site's build (by default its command line, as the publisher runs it). */
  build?: SiteBuild;
  log?: (line: string) => void;
}

export interface Restored {
  people: number;
  changeSets: number;
  worktrees: number;
  drafts: number;
  /** The live release's folder, rebuilt; null when nothing had gone live. */
  liveSite: string | null;
  live: LiveMove;
  secrets: 'from the backup' | 'kept' | 'new';
  sessionsEnded: number;
  invitesDropped: number;
  /** What the administrator still has to do (a secret the settings need, …). */
  todo: string[];
}

export async function restore(o: RestoreOptions): Promise<Restored> {
  const log = o.log ?? (() => undefined);
  const data = resolve(o.dataDir);
  const file = resolve(o.file);
  if (!existsSync(file)) throw new RestoreRefused(`there is no file ${file}`);
  if (existsSync(data) && (await socketAnswers(socketPath(data))))
    throw new RestoreRefused(`a team editor is running on ${data}: stop it first`);
  if (!o.force && peopleIn(join(data, 'team.db')) > 0)
    throw new RestoreRefused(`${data} already has a team (people in its database): add --force to replace it`);
  const madeData = !existsSync(data);
  mkdirSync(data, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(data, '.restoring-'));
  let keepData = !madeData;
  try {
    const manifest = await readArchive(file, staging);
    const checked = checkContents(staging, manifest);
    const root = resolve(o.root ?? contentRoot(o.projectRoot, checked.settings));
    const releasesDir = releasesRoot(data, checked.settings);
    if (!o.force && readReleases(releasesDir).releases.length > 0)
      throw new RestoreRefused(`${releasesDir} already has releases: add --force to replace them`);
    await checkClone(root, manifest);
    const fetched = await fetchBundle(root, join(staging, 'content.bundle'), manifest);
    let live: LiveMove;
    try {
      live = await planLive(root, manifest);
      if (o.force) await dropWorktrees(root, data);
      await placeBranches(root, manifest, live);
    } finally {
      await dropFetched(root, fetched);
    }
    log(`Branches restored (${manifest.branches.length}); the live branch: ${live}.`);
    keepData = true;

    writeFileSync(join(data, 'settings.json'), readFileSync(join(staging, 'settings.json')), { mode: 0o600 });
    chmodSync(join(data, 'settings.json'), 0o600);
    let secrets: Restored['secrets'];
    if (checked.secrets) {
      writeFileSync(join(data, 'secrets.json'), `${JSON.stringify(checked.secrets, null, 2)}\n`, { mode: 0o600 });
      chmodSync(join(data, 'secrets.json'), 0o600);
      secrets = 'from the backup';
    } else {
      secrets = existsSync(join(data, 'secrets.json')) ? 'kept' : 'new';
      initTeamFiles(data, {});
    }

    const ended = readyForUse(join(staging, 'team.db'), { dropInvites: secrets === 'new' });
    for (const side of ['', '-wal', '-shm']) rmSync(join(data, `team.db${side}`), { force: true });
    renameSync(join(staging, 'team.db'), join(data, 'team.db'));
    chmodSync(join(data, 'team.db'), 0o600);

    const counts = await remakeWorktrees(root, data);
    log(`Team restored: ${counts.people} people, ${counts.changeSets} change sets, ${counts.drafts} drafts.`);

    const liveSite = await rebuildLive({
      root,
      dataDir: data,
      releasesDir,
      record: checked.releases,
      build: o.build ?? childProcessBuild(o.projectRoot),
      log,
    });
    const todo: string[] = [];
    try {
      readTeamFiles(data);
    } catch (e) {
      if (!(e instanceof SettingsError)) throw e;
      todo.push(e.message);
    }
    return {
      ...counts,
      liveSite,
      live,
      secrets,
      sessionsEnded: ended.sessions,
      invitesDropped: ended.invites,
      todo,
    };
  } catch (e) {
    if (!keepData) rmSync(data, { recursive: true, force: true });
    if (e instanceof NotABackup) throw new RestoreRefused(e.message);
    throw e;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The backup's settings, secrets and record of releases, checked; its database checked too. */
function checkContents(staging: string, manifest: Manifest) {
  const json = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(staging, name), 'utf8'));
    } catch {
      throw new RestoreRefused(`the backup's ${name} is not readable`);
    }
  };
  const has = (name: string) => manifest.entries.some((e) => e.name === name);
  let settings: ReturnType<typeof checkSettings>;
  try {
    settings = checkSettings(json('settings.json'));
  } catch (e) {
    throw new RestoreRefused(`the backup's settings are wrong (${(e as Error).message})`);
  }
  let secrets: TeamSecrets | null = null;
  if (has('secrets.json')) {
    const raw = json('secrets.json') as Record<string, unknown>;
    const strings = Object.entries(raw ?? {}).filter(([, v]) => typeof v === 'string');
    const known = ['pepper', 'oidcClientSecret', 'smtpPassword'];
    if (typeof raw?.pepper !== 'string' || raw.pepper.length < 32 || strings.some(([k]) => !known.includes(k)))
      throw new RestoreRefused(`the backup's secrets are wrong`);
    secrets = Object.fromEntries(strings) as unknown as TeamSecrets;
  }
  const releases = has('releases.json')
    ? checkReleases(json('releases.json'))
    : { releases: [], live: null, searchReady: [] };
  checkTeamDb(join(staging, 'team.db'));
  return { settings, secrets, releases };
}

/** Removes the worktrees a replaced data folder had (with --force), so each is made again from its branch. */
async function dropWorktrees(root: string, data: string): Promise<void> {
  for (const folder of ['worktrees', 'publishing']) {
    const dir = join(data, folder);
    if (!existsSync(dir)) continue;
    const inside = folder === 'worktrees' ? readdirSync(dir).map((id) => join(dir, id)) : [dir];
    for (const path of inside) await git(root, ['worktree', 'remove', '--force', path]);
    rmSync(dir, { recursive: true, force: true });
  }
  await git(root, ['worktree', 'prune']);
}

/** Each change set not live yet gets its worktree again, from its branch (changes/worktrees.ts); and the counts. */
async function remakeWorktrees(root: string, data: string) {
  const db = new Database(join(data, 'team.db'), { fileMustExist: true });
  try {
    const store = changeStore(db);
    const repo = await ChangeRepo.open(root, data);
    const open = store.inStates(UNPUBLISHED);
    for (const set of open) await repo.ensure(set.id);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      people: count('people'),
      changeSets: count('change_sets'),
      worktrees: open.length,
      drafts: count('drafts'),
    };
  } finally {
    db.close();
  }
}
