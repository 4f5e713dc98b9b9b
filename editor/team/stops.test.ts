/**
 * Fault injection: the team server killed (SIGKILL) at each checkpoint of a publish, a restore and a first release,
 * then started again on the same data (tests/fixtures/stoppingTeamServer.ts). Each time, once it has started:
 *   - the live site is the old release or the new one, whole, and the job says which (done, or undone with words);
 *   - the live branch, the `current` link, the release records and the site's repository agree;
 *   - nothing half made is left in the releases folder, and no git lock in the content repository;
 *   - every save and draft made before the stop is there, and the next publish works.
 * A stop while the real build runs ends that build too (it must not write on into the releases folder).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, contentClone, freePort, projectRoot } from '../../tests/fixtures/teamServer';
import type { ChangeSet, ChangesAnswer, ReleasesAnswer, ReviewAnswer } from '../contract/changes';
import type { Job, JobsAnswer } from '../contract/jobs';
import { openAccounts } from './accounts/teamAccounts';
import { currentSite } from './publishing/liveLink';
import { readReleases } from './publishing/releaseStore';
import { initTeamFiles } from './settings';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];
const git = (folder: string, ...args: string[]) =>
  execFileSync('git', ['-C', folder, ...who, ...args])
    .toString()
    .trim();

const PEOPLE = {
  admin: { name: 'Admin', role: 'administrator' },
  asha: { name: 'Asha Rao', role: 'editor' },
  ben: { name: 'Ben Okafor', role: 'editor' },
  pat: { name: 'Pat Kim', role: 'publisher' },
} as const;
type Who = keyof typeof PEOPLE;

/** A content clone with a remote (the site's repository), a data folder, the people signed in. */
interface World {
  dir: string;
  root: string;
  origin: string;
  data: string;
  releases: string;
  port: number;
  sessions: Record<Who, { cookie: string; csrf: string }>;
  server?: ChildProcess;
  /** What the server printed, for a failure's message. */
  output?: string;
}

let template: string;

/** A world with its first release made, kept as a template each test copies (git, SQLite and all). */
async function makeTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'team-stops-'));
  const root = contentClone(dir);
  cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'The pictures');
  const origin = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
  git(root, 'remote', 'add', 'origin', origin);
  git(root, 'push', '-q', 'origin', 'main');
  const data = join(dir, 'data');
  initTeamFiles(data, {
    editorUrl: 'http://localhost:1',
    previewUrl: 'http://127.0.0.1:1',
    content: root,
    publish: { remote: 'origin', branch: 'main' },
    releasesDir: join(dir, 'releases'),
  });
  const secrets = JSON.parse(readFileSync(join(data, 'secrets.json'), 'utf8')) as { pepper: string };
  const accounts = await openAccounts({
    file: join(data, 'team.db'),
    pepper: secrets.pepper,
    idleMinutes: 600,
    oidc: null,
  });
  const by = { email: 'admin@firm.test', address: 'test' };
  const admin = await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: 'admin pass phrase 1' },
    by,
  );
  for (const [key, p] of Object.entries(PEOPLE)) {
    if (key === 'admin') continue;
    const invite = accounts.people.invite(
      { email: `${key}@firm.test`, name: p.name, role: p.role, createdBy: admin.id },
      by,
    );
    await accounts.people.acceptInvite(invite.token, { password: `${key} pass phrase 1` }, by);
  }
  const sessions = {} as World['sessions'];
  for (const key of Object.keys(PEOPLE) as Who[]) {
    const result = await accounts.signIn(`${key}@firm.test`, `${key} pass phrase 1`, { address: '127.0.0.1' });
    if (!result.ok) throw new Error(`sign-in of ${key} failed`);
    sessions[key] = { cookie: result.session.cookie, csrf: result.session.csrf };
  }
  accounts.close();
  writeFileSync(join(dir, 'sessions.json'), JSON.stringify(sessions));
  // The first start makes the first release (a job): the template keeps it.
  const w = await world(dir);
  await startServer(w);
  try {
    await until(() => liveRelease(w) !== null, 60_000);
  } catch (e) {
    throw new Error(`no first release: ${(e as Error).message}\n${w.output}`);
  } finally {
    await stopServer(w);
  }
  return dir;
}

/** Resolves once `ready()` is true; rejects after `ms`. */
async function until(ready: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** A copy of the template (or the template itself), with a free port written into its settings. */
async function world(from: string, copy = false): Promise<World> {
  const dir = copy ? mkdtempSync(join(tmpdir(), 'team-stops-')) : from;
  if (copy) {
    rmSync(dir, { recursive: true, force: true });
    // (Not the killed server's control socket: a socket is not copied; the next start makes its own.)
    cpSync(from, dir, { recursive: true, verbatimSymlinks: true, filter: (src) => !src.endsWith('control.sock') });
    // The copies name their own folders.
    const fix = (file: string) => writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, dir));
    fix(join(dir, 'data', 'settings.json'));
    git(join(dir, 'site'), 'remote', 'set-url', 'origin', join(dir, 'origin.git'));
    for (const name of readdirSync(join(dir, 'site', '.git', 'worktrees'), { withFileTypes: true }))
      if (name.isDirectory()) fix(join(dir, 'site', '.git', 'worktrees', name.name, 'gitdir'));
    for (const folder of [join(dir, 'data', 'publishing')])
      if (existsSync(join(folder, '.git'))) fix(join(folder, '.git'));
  }
  const port = await freePort();
  const settingsFile = join(dir, 'data', 'settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  Object.assign(settings, {
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
  });
  writeFileSync(settingsFile, JSON.stringify(settings));
  return {
    dir,
    root: join(dir, 'site'),
    origin: join(dir, 'origin.git'),
    data: join(dir, 'data'),
    releases: join(dir, 'releases'),
    port,
    sessions: JSON.parse(readFileSync(join(dir, 'sessions.json'), 'utf8')),
  };
}

/** Starts the server of `w` (stopping itself at `stopAt`); resolves once it answers. */
function startServer(w: World, stopAt = '-', real = false): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      // One process (tsx's command line would run the server in a child of its own).
      '--import',
      'tsx',
      join(projectRoot, 'tests/fixtures/stoppingTeamServer.ts'),
      w.data,
      stopAt,
      ...(real ? ['real'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: projectRoot },
  );
  w.server = child;
  let output = '';
  return new Promise((done, fail) => {
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('listening')) done();
    });
    child.on('exit', (code, signal) =>
      fail(new Error(`the server ended (${signal ?? code}) before it listened:\n${output}`)),
    );
  });
}

/** Resolves when the server has ended (killed itself, or was stopped). */
function ended(w: World): Promise<string | null> {
  const child = w.server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.signalCode ?? null);
  return new Promise((done) => child.once('exit', (_code, signal) => done(signal)));
}

async function stopServer(w: World): Promise<void> {
  if (!w.server || w.server.exitCode !== null || w.server.signalCode !== null) return;
  w.server.kill('SIGTERM');
  await ended(w);
}

async function api<T>(
  w: World,
  person: Who,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const answer = await callApi(w.port, w.sessions[person], method, path, body);
  return { status: answer.status, json: JSON.parse(answer.body || 'null') as T };
}

/** Saves the page `file` with its title changed, as the editor does. */
async function saveTitle(w: World, person: Who, file: string, title: string): Promise<void> {
  const opened = await api<{ version: string; data: { meta: { title: string } } }>(
    w,
    person,
    'GET',
    `file?path=${encodeURIComponent(file)}`,
  );
  const data = structuredClone(opened.json.data);
  data.meta.title = title;
  const saved = await api(w, person, 'POST', 'save', { file, version: opened.json.version, data });
  expect(saved.status).toBe(200);
}

/** Asha changes the contact page's title and sends it for review; Pat opens the review and approves it. */
async function approveContactTitle(w: World, title: string): Promise<{ set: ChangeSet; job: Job }> {
  await saveTitle(w, 'asha', 'pages/contact.yaml', title);
  const set = (await api<ChangesAnswer>(w, 'asha', 'GET', 'changes')).json.current as ChangeSet;
  expect((await api(w, 'asha', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
  const review = await api<ReviewAnswer>(w, 'pat', 'GET', `changes/review?id=${set.id}`);
  expect(review.json.canApprove).toBe(true);
  const approved = await api<{ set: ChangeSet; job: Job }>(w, 'pat', 'POST', 'changes/approve', {
    id: set.id,
    version: review.json.version,
  });
  expect(approved.status).toBe(200);
  return approved.json;
}

const liveRelease = (w: World) => readReleases(w.releases).live;
const liveTitle = (w: World) => readFileSync(join(w.releases, 'current', 'index.html'), 'utf8');

/** The job `id` once it is no longer waiting or running (after a start, its recovery is done). */
async function finished(w: World, id: string): Promise<Job> {
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        job = (await api<JobsAnswer>(w, 'pat', 'GET', 'jobs')).json.jobs.find((j) => j.id === id);
        return job?.state;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toMatch(/^(done|failed|undone)$/);
  return job as Job;
}

/**
 * The live branch, `current`, the release records and the site's repository agree; nothing half made is left.
 * (After a job is done, its set's worktree is removed and the open sets catch up, each git holding a lock while it
 * runs: a lock that stays is a leftover.)
 */
async function agrees(w: World): Promise<void> {
  const state = readReleases(w.releases);
  const live = state.releases.find((r) => r.id === state.live);
  expect(live).toBeDefined();
  expect(currentSite(w.releases)).toBe(live?.site);
  expect(git(w.root, 'rev-parse', 'main')).toBe(live?.commit);
  expect(git(w.origin, 'rev-parse', 'main')).toBe(live?.commit);
  expect(git(w.root, 'status', '--porcelain', '--', 'pages')).toBe('');
  const named = new Set(state.releases.map((r) => r.site));
  // (The live site's pages linked ahead of the next build, and a release made ready for a set in review, perhaps
  // being made now, are no leftovers.)
  const left = readdirSync(w.releases).filter(
    (n) =>
      n !== 'current' &&
      n !== 'releases.json' &&
      !named.has(n) &&
      !n.startsWith('.next-build') &&
      !n.startsWith('.ready'),
  );
  expect(left).toEqual([]);
  const locks = () =>
    execFileSync('find', [join(w.root, '.git'), '-name', '*.lock'])
      .toString()
      .trim();
  await expect.poll(locks, { timeout: 15_000, interval: 250 }).toBe('');
}

beforeAll(async () => {
  template = await makeTemplate();
});
afterAll(() => template && rmSync(template, { recursive: true, force: true }));

let current: World | undefined;
afterEach(async () => {
  if (current) {
    await stopServer(current);
    rmSync(current.dir, { recursive: true, force: true });
  }
  current = undefined;
});

/** Work that must survive a stop: Ben's save in his own change set, and Asha's draft of another page. */
const DRAFT = { file: 'pages/faq.yaml', version: 'v1', data: { meta: { title: 'Questions, drafted' } } };
async function workBeforeTheStop(w: World): Promise<void> {
  await saveTitle(w, 'ben', 'pages/about.yaml', 'About, by Ben');
  expect((await api(w, 'asha', 'POST', 'draft', DRAFT)).status).toBe(200);
}

/** That nothing made before the stop (workBeforeTheStop) is lost. */
async function workKept(w: World): Promise<void> {
  const bens = await api<{ data: { meta: { title: string } } }>(w, 'ben', 'GET', 'file?path=pages%2Fabout.yaml');
  expect(bens.json.data.meta.title).toBe('About, by Ben');
  const kept = await api<{ data: unknown }>(w, 'asha', 'GET', 'draft?file=pages%2Ffaq.yaml');
  expect(kept.json.data).toEqual(DRAFT.data);
}

/** A git lock as a killed git leaves it (from a moment ago). */
function leftoverLock(w: World): void {
  writeFileSync(join(w.root, '.git', 'index.lock'), '');
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(w.root, '.git', 'index.lock'), past, past);
}

/** Where the server is stopped in a publish, and whether the publish is then finished (else undone). */
const PUBLISH_POINTS = [
  ['started', false],
  ['checked', false],
  ['built', false],
  ['switched', true],
  ['moved', true],
  ['sent', true],
  ['recorded', true],
] as const;

describe('a publish stopped by a kill', () => {
  it.each(PUBLISH_POINTS)(
    'at "%s" is finished (%s) or undone at the next start, losing nothing',
    async (point, finishes) => {
      const w = await world(template, true);
      current = w;
      await startServer(w, `publish:${point}`);
      const before = { release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') };
      await workBeforeTheStop(w);
      const { set, job } = await approveContactTitle(w, `Title at ${point}`);
      expect(await ended(w)).toBe('SIGKILL');

      leftoverLock(w);
      await startServer(w);
      const after = await finished(w, job.id);
      expect(after.afterRestart).toBe(true);
      expect(after.state).toBe(finishes ? 'done' : 'undone');
      const set2 = (await api<ChangesAnswer>(w, 'asha', 'GET', 'changes')).json.mine.find((s) => s.id === set.id);
      if (finishes) {
        expect(liveTitle(w)).toBe(`<h1>Title at ${point}</h1>`);
        expect(liveRelease(w)).toBe(after.release?.id);
        expect(set2?.state).toBe('live');
      } else {
        expect(after.message).toContain('nothing was published');
        expect({ release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') }).toEqual(
          before,
        );
        expect(set2?.state).toBe('in-review');
      }
      await agrees(w);
      await workKept(w);
      // And publishing goes on: the set undone is approved again; otherwise Ben's goes live.
      const next = finishes
        ? await (async () => {
            const bensSet = (await api<ChangesAnswer>(w, 'ben', 'GET', 'changes')).json.current as ChangeSet;
            expect((await api(w, 'ben', 'POST', 'changes/submit', { id: bensSet.id })).status).toBe(200);
            const review = await api<ReviewAnswer>(w, 'pat', 'GET', `changes/review?id=${bensSet.id}`);
            return api<{ job: Job }>(w, 'pat', 'POST', 'changes/approve', {
              id: bensSet.id,
              version: review.json.version,
            });
          })()
        : await (async () => {
            const review = await api<ReviewAnswer>(w, 'pat', 'GET', `changes/review?id=${set.id}`);
            return api<{ job: Job }>(w, 'pat', 'POST', 'changes/approve', { id: set.id, version: review.json.version });
          })();
      expect(next.status).toBe(200);
      expect((await finished(w, next.json.job.id)).state).toBe('done');
      await agrees(w);
    },
  );
});

/** Where the server is stopped in a restore, and whether the restore is then finished. */
const RESTORE_POINTS = [
  ['started', false],
  ['switched', true],
  ['committed', true],
  ['sent', true],
  ['recorded', true],
] as const;

describe('a restore stopped by a kill', () => {
  it.each(RESTORE_POINTS)(
    'at "%s" is finished (%s) or undone at the next start, losing nothing',
    async (point, finishes) => {
      const w = await world(template, true);
      current = w;
      await startServer(w, `restore:${point}`);
      const first = liveRelease(w) as string;
      const firstTitle = liveTitle(w);
      const { job: published } = await approveContactTitle(w, 'Published before the restore');
      expect((await finished(w, published.id)).state).toBe('done');
      const before = { release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') };
      await workBeforeTheStop(w);
      const restore = await api<{ job: Job }>(w, 'pat', 'POST', 'releases/restore', { id: first });
      expect(restore.status).toBe(200);
      expect(await ended(w)).toBe('SIGKILL');
      leftoverLock(w);
      await startServer(w);
      const after = await finished(w, restore.json.job.id);
      expect(after.state).toBe(finishes ? 'done' : 'undone');
      if (finishes) {
        expect(liveTitle(w)).toBe(firstTitle);
        expect(after.release).toMatchObject({ kind: 'restore', restored: first });
      } else {
        expect({ release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') }).toEqual(
          before,
        );
      }
      await agrees(w);
      const releases = (await api<ReleasesAnswer>(w, 'pat', 'GET', 'releases')).json;
      expect(releases.live).toBe(liveRelease(w));
      await workKept(w);
    },
  );
});

describe('a first release stopped by a kill', () => {
  it('is made again at the next start, so the site is served from the first minute', async () => {
    const w = await world(template, true);
    current = w;
    // As a new server before its first release: no release at all.
    rmSync(w.releases, { recursive: true, force: true });
    mkdirSync(w.releases);
    await startServer(w, 'first-release:built');
    expect(await ended(w)).toBe('SIGKILL');
    expect(currentSite(w.releases)).toBeNull();
    await startServer(w);
    await expect.poll(() => liveRelease(w), { timeout: 60_000 }).not.toBeNull();
    const jobs = (await api<JobsAnswer>(w, 'pat', 'GET', 'jobs')).json.jobs;
    expect(jobs.slice(0, 2).map((j) => [j.kind, j.state])).toEqual([
      ['first-release', 'done'],
      ['first-release', 'undone'],
    ]);
    expect(readReleases(w.releases).releases[0].kind).toBe('first');
    await agrees(w);
  });
});

describe('a release being made ready stopped by a kill', () => {
  it('is removed at the next start, the live site untouched; reviewed again, it is made and published', async () => {
    const w = await world(template, true);
    current = w;
    await startServer(w, 'ready:building');
    const before = { release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') };
    await saveTitle(w, 'asha', 'pages/contact.yaml', 'Made ready, then stopped');
    const set = (await api<ChangesAnswer>(w, 'asha', 'GET', 'changes')).json.current as ChangeSet;
    expect((await api(w, 'asha', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    // Pat's review finds it clean: its release is made ready in the background, and the server is stopped in it.
    expect((await api<ReviewAnswer>(w, 'pat', 'GET', `changes/review?id=${set.id}`)).json.canApprove).toBe(true);
    expect(await ended(w)).toBe('SIGKILL');
    expect(existsSync(join(w.releases, '.ready'))).toBe(true);
    await startServer(w);
    await expect
      .poll(() => readdirSync(w.releases).filter((n) => n.startsWith('.ready')), { timeout: 15_000 })
      .toEqual([]);
    expect({ release: liveRelease(w), title: liveTitle(w), commit: git(w.root, 'rev-parse', 'main') }).toEqual(before);
    await agrees(w);
    const review = await api<ReviewAnswer>(w, 'pat', 'GET', `changes/review?id=${set.id}`);
    const approved = await api<{ job: Job }>(w, 'pat', 'POST', 'changes/approve', {
      id: set.id,
      version: review.json.version,
    });
    expect(approved.status).toBe(200);
    expect((await finished(w, approved.json.job.id)).state).toBe('done');
    expect(liveTitle(w)).toBe('<h1>Made ready, then stopped</h1>');
    await agrees(w);
  });
});

describe('a publish stopped while the real build runs', () => {
  it('ends the build with the server: nothing writes on into the releases folder, and the next start undoes it', async () => {
    const w = await world(template, true);
    current = w;
    await startServer(w, 'publish:building', true);
    const before = { release: liveRelease(w), commit: git(w.root, 'rev-parse', 'main') };
    const { job } = await approveContactTitle(w, 'Built for real');
    expect(await ended(w)).toBe('SIGKILL');
    // The build sees its server gone and stops (or the next start stops it): no build of this world runs on, nor its
    // build server (whose command line names the work folder); the next server's own build server is not one of them.
    const work = join(w.data, 'publishing');
    const parentOf = (pid: string) =>
      Number(
        readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[1],
      );
    const builds = () =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
            if (!command.includes('src/build/launch.mjs') || !command.includes(work)) return false;
            return parentOf(pid) !== w.server?.pid;
          } catch {
            return false;
          }
        });
    await startServer(w, '-', true);
    const after = await finished(w, job.id);
    expect(after.state).toBe('undone');
    await expect.poll(builds, { timeout: 10_000 }).toEqual([]);
    expect({ release: liveRelease(w), commit: git(w.root, 'rev-parse', 'main') }).toEqual(before);
    await agrees(w);
  });
});

describe('the editor’s app built by a server started under a test runner', () => {
  it('is production React, which the browser can run (no development JSX)', () => {
    // The template's server (a child with this runner's NODE_ENV=test) built the app when it was missing or stale.
    const dir = join(projectRoot, 'dist-editor');
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const scripts = Object.values(manifest).map((chunk) => readFileSync(join(dir, chunk.file), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toContain('jsxDEV');
  });
});
