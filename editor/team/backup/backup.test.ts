/**
 * Backups of the team editor, end to end with real git, real SQLite and the real team server on a temporary clone
 * of the content: a backup taken through the running server's control socket while an editor keeps saving,
 * restored into a fresh clone and data folder and compared (people, change sets and their comments, branch heads
 * matching the records, worktrees, drafts, the record of releases and the live site rebuilt; every session ended);
 * the restored team served again; secrets only when asked; a data folder in use or with people refused; a backup
 * while the server is down; the command line.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { extract } from 'tar-stream';
import { callApi, contentClone, freePort, projectRoot, type Answer } from '../../../tests/fixtures/teamServer';
import type { ChangeSet, ChangesAnswer, ReviewAnswer } from '../../contract/changes';
import { openAccounts, type Accounts } from '../accounts/teamAccounts';
import { changeStore, UNPUBLISHED } from '../changes/store';
import { ChangeRepo } from '../changes/worktrees';
import { ReleasePublisher } from '../publishing/publisher';
import { readReleases } from '../publishing/releaseStore';
import type { SiteBuild } from '../publishing/siteBuild';
import { startTeamServer } from '../server';
import { checkSettings, initTeamFiles, readTeamFiles, releasesRoot, type TeamSettings } from '../settings';
import { backup } from './backup';
import { BackupRefused, RestoreRefused } from './refused';
import { restore } from './restore';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];
const gitIn = (folder: string, ...args: string[]) =>
  execFileSync('git', ['-C', folder, ...who, ...args])
    .toString()
    .trim();

/** A site build that writes one page naming the about page's title (what the publisher and the restore build). */
function fakeBuild(): SiteBuild {
  return {
    async site({ content, out }) {
      mkdirSync(out, { recursive: true });
      const title = /^ {2}title: (.*)$/m.exec(readFileSync(join(content, 'pages/about.yaml'), 'utf8'))?.[1];
      writeFileSync(join(out, 'index.html'), `<h1>${title}</h1>`);
    },
    async searchIndex(site) {
      mkdirSync(join(site, 'pagefind'), { recursive: true });
      writeFileSync(join(site, 'pagefind', 'pagefind-entry.json'), '{}');
    },
  };
}

let dir: string;
let root: string;
let data: string;
let settings: TeamSettings;
let accounts: Accounts;
let close: (() => Promise<void>) | undefined;
let firstCommit: string;
const sessions: Record<string, { cookie: string; csrf: string }> = {};
const PEOPLE = {
  asha: { name: 'Asha Rao', role: 'editor' },
  ben: { name: 'Ben Okafor', role: 'editor' },
  pat: { name: 'Pat Kim', role: 'publisher' },
} as const;
type Who = keyof typeof PEOPLE | 'admin';

const as = (person: Who, method: string, path: string, body?: unknown) =>
  callApi(settings.listen.port, sessions[person]!, method, path, body);
const json = <T>(a: Answer) => JSON.parse(a.body) as T;

async function saveTitle(person: Who, file: string, title: string) {
  const opened = json<{ version: string; data: { meta: { title: string } } }>(
    await as(person, 'GET', `file?path=${encodeURIComponent(file)}`),
  );
  const next = structuredClone(opened.data);
  next.meta.title = title;
  const saved = await as(person, 'POST', 'save', { file, version: opened.version, data: next });
  expect([file, saved.status, saved.status === 200 ? '' : saved.body]).toEqual([file, 200, '']);
}

/** The entries of a backup file, by name, with their bytes. */
async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const reader = extract();
  const reading = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      found.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  await pipeline(createReadStream(file), createGunzip(), reader as unknown as Writable);
  await reading;
  return found;
}

const rows = (file: string, sql: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-backup-'));
  root = contentClone(dir);
  // The pictures the pages name, committed as in the other team tests, so saves pass the checks.
  cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-q', '-m', 'The pictures');
  firstCommit = gitIn(root, 'rev-parse', 'HEAD');
  data = join(dir, 'data');
  const port = await freePort();
  initTeamFiles(data, {
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
  });
  const files = readTeamFiles(data);
  settings = files.settings;
  accounts = await openAccounts({
    file: join(data, 'team.db'),
    pepper: files.secrets.pepper,
    idleMinutes: 600,
    oidc: null,
  });
  const by = { email: 'admin@firm.test', address: 'test' };
  const admin = await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: 'admin pass phrase 1' },
    by,
  );
  for (const [key, p] of Object.entries(PEOPLE)) {
    const invite = accounts.people.invite(
      { email: `${key}@firm.test`, name: p.name, role: p.role, createdBy: admin.id },
      by,
    );
    await accounts.people.acceptInvite(invite.token, { password: `${key} pass phrase 1` }, by);
  }
  // One invitation not accepted yet.
  accounts.people.invite({ email: 'dev@firm.test', name: 'Dev Shah', role: 'editor', createdBy: admin.id }, by);
  for (const key of [...Object.keys(PEOPLE), 'admin']) {
    const result = await accounts.signIn(`${key}@firm.test`, `${key} pass phrase 1`, { address: '127.0.0.1' });
    if (!result.ok) throw new Error(`sign-in of ${key} failed`);
    sessions[key] = { cookie: result.session.cookie, csrf: result.session.csrf };
  }
  const publisher = new ReleasePublisher({
    projectRoot,
    liveRoot: root,
    releasesDir: releasesRoot(data, settings),
    workDir: join(data, 'publishing'),
    remote: null,
    build: fakeBuild(),
  });
  ({ close } = await startTeamServer({ projectRoot, root, settings, accounts, dataDir: data, publisher }));
});

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The pages Ben saves one after another while the backup is taken: each save adds a page to his change set. */
const LOOP = [
  'pages/contact.yaml',
  'pages/gallery.yaml',
  'pages/privacy.yaml',
  'pages/terms.yaml',
  'pages/resources.yaml',
  'pages/hr-services.yaml',
  'pages/finance-coe.yaml',
  'pages/company-incorporation.yaml',
];
let file: string;
let withSecrets: string;
let fresh: string;
let freshData: string;
let bens: ChangeSet;
let ashas: ChangeSet;

describe('a backup while the team works', () => {
  it('is one private file taken through the running server while saves go on, without the secrets', async () => {
    // Asha's change goes live (a release); Ben starts a set a publisher comments on; Asha keeps a draft.
    await saveTitle('asha', 'pages/about.yaml', 'About the firm');
    ashas = json<ChangesAnswer>(await as('asha', 'GET', 'changes')).current as ChangeSet;
    expect((await as('asha', 'POST', 'changes/submit', { id: ashas.id })).status).toBe(200);
    const review = json<ReviewAnswer>(await as('pat', 'GET', `changes/review?id=${ashas.id}`));
    expect((await as('pat', 'POST', 'changes/approve', { id: ashas.id, version: review.version })).status).toBe(200);
    await saveTitle('ben', LOOP[0]!, 'Write to us');
    bens = json<ChangesAnswer>(await as('ben', 'GET', 'changes')).current as ChangeSet;
    expect(
      (await as('pat', 'POST', 'changes/comment', { id: bens.id, text: 'Please check the phone number.' })).status,
    ).toBe(200);
    const draft = { data: { meta: { title: 'A home page not saved yet' } }, version: 'v-home' };
    expect((await as('asha', 'POST', 'draft', { file: 'pages/index.yaml', ...draft })).status).toBe(200);

    // Ben saves pages two at a time (both in flight at once); the backup is asked for after his first pair, while
    // the others go on.
    let saves = 0;
    let firstSaved!: () => void;
    const started = new Promise<void>((resolve) => {
      firstSaved = resolve;
    });
    const saving = (async () => {
      const pages = LOOP.slice(1);
      for (let i = 0; i < pages.length; i += 2) {
        await Promise.all(
          pages.slice(i, i + 2).map(async (page, j) => {
            await saveTitle('ben', page, `Saved during the backup ${i + j}`);
            saves++;
          }),
        );
        firstSaved();
      }
    })();
    await started;
    file = join(dir, 'team-backup.tar.gz');
    const made = await backup({
      target: file,
      withSecrets: false,
      dataDir: data,
      root,
      releasesDir: releasesRoot(data, settings),
      listen: settings.listen,
    });
    await saving;
    expect(made.fromServer).toBe(true);
    // Every save went through. (That the backup holds the write queue only for its moment, between two turns, is
    // proved without timing in controlSocket.test.ts: how many saves end before the backup does is the machine's.)
    expect(saves).toBe(LOOP.length - 1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const entries = await entriesOf(file);
    expect([...entries.keys()]).toEqual(['backup.json', 'team.db', 'content.bundle', 'settings.json', 'releases.json']);
    // Nothing of the moment stays behind: no folder, no pinned refs.
    expect(readdirSync(join(data, 'backup-moments'))).toEqual([]);
    expect(gitIn(root, 'for-each-ref', 'refs/backup/')).toBe('');
    expect(readdirSync(dir).filter((name) => name.includes('.part-'))).toEqual([]);
  });

  it('refuses to restore over the data folder of a running team editor, even when forced', async () => {
    const before = sha(join(data, 'settings.json'));
    await expect(restore({ file, projectRoot, dataDir: data, force: true, root, build: fakeBuild() })).rejects.toThrow(
      /a team editor is running on/,
    );
    expect(sha(join(data, 'settings.json'))).toBe(before);
  });
});

describe('a restore into a fresh clone', () => {
  it('brings back the people, change sets, comments, drafts and releases, with every session ended', async () => {
    // A fresh clone of the project, as it was before anything went live (its origin never got the releases).
    fresh = join(dir, 'fresh');
    execFileSync('git', ['clone', '-q', root, fresh]);
    gitIn(fresh, 'reset', '-q', '--hard', firstCommit);
    freshData = join(dir, 'fresh-data');
    const logged: string[] = [];
    const done = await restore({
      file,
      projectRoot,
      dataDir: freshData,
      force: false,
      root: fresh,
      build: fakeBuild(),
      log: (line) => logged.push(line),
    });
    expect(done).toMatchObject({ live: 'moved forward', secrets: 'new', invitesDropped: 1, worktrees: 1, drafts: 1 });
    expect(done.sessionsEnded).toBe(4);
    const db = join(freshData, 'team.db');
    const people = 'SELECT id, email, name, role, password_hash FROM people ORDER BY id';
    expect(rows(db, people)).toEqual(rows(join(data, 'team.db'), people));
    expect(rows(db, 'SELECT * FROM sessions')).toEqual([]);
    expect(rows(db, 'SELECT * FROM preview_passes')).toEqual([]);
    expect(rows(db, 'SELECT * FROM invites')).toEqual([]);
    const drafts = 'SELECT person_id, file, data, version FROM drafts';
    expect(rows(db, drafts)).toEqual(rows(join(data, 'team.db'), drafts));
    expect(statSync(db).mode & 0o777).toBe(0o600);
    expect(statSync(join(freshData, 'secrets.json')).mode & 0o777).toBe(0o600);

    // The change sets as recorded, each unpublished one's branch and worktree consistent with its record.
    const opened = new Database(db);
    const store = changeStore(opened);
    const restoredAsha = store.get(ashas.id);
    const restoredBen = store.get(bens.id) as ChangeSet;
    opened.close();
    expect(restoredAsha).toMatchObject({ state: 'live', title: ashas.title });
    expect(restoredBen.state).toBe('draft');
    expect(restoredBen.comments.map((c) => [c.by.name, c.text])).toEqual([
      ['Pat Kim', 'Please check the phone number.'],
    ]);
    const repo = await ChangeRepo.open(fresh, freshData);
    expect((await repo.changedFiles(bens.id)).map((f) => f.file).sort()).toEqual(
      restoredBen.files.map((f) => f.file).sort(),
    );
    expect(restoredBen.files.length).toBeGreaterThanOrEqual(2);
    const worktree = join(freshData, 'worktrees', bens.id);
    expect(gitIn(worktree, 'rev-parse', 'HEAD')).toBe(gitIn(fresh, 'rev-parse', `change/${bens.id}`));
    expect(readFileSync(join(worktree, 'pages/contact.yaml'), 'utf8')).toContain('title: Write to us');
    expect(existsSync(join(freshData, 'worktrees', ashas.id))).toBe(false);
    for (const set of [restoredAsha, restoredBen])
      expect(gitIn(fresh, 'rev-parse', `change/${set?.id}`)).toMatch(/^[0-9a-f]{40}$/);
    expect(UNPUBLISHED).toContain(restoredBen.state);

    // The record of releases, and the live site built from the live release's commit behind `current`.
    const record = readReleases(join(freshData, 'releases'));
    const original = readReleases(releasesRoot(data, settings));
    expect(record.releases).toEqual(original.releases);
    expect(record.live).toBe(original.live);
    expect(record.searchReady).toEqual([original.releases[0]?.site]);
    expect(readlinkSync(join(freshData, 'releases', 'current'))).toBe(original.releases[0]?.site);
    expect(readFileSync(join(freshData, 'releases', 'current', 'index.html'), 'utf8')).toBe('<h1>About the firm</h1>');
    expect(gitIn(fresh, 'rev-parse', 'HEAD')).toBe(gitIn(root, 'rev-parse', 'HEAD'));
    expect(logged.join('\n')).toContain('Building the live site');
  });

  it('serves the restored team: old sessions are gone, people sign in with their passwords and find their work', async () => {
    const port = await freePort();
    const restoredSettings = checkSettings({
      ...settings,
      listen: { host: '127.0.0.1', port },
      editorUrl: `http://localhost:${port}`,
      previewUrl: `http://127.0.0.1:${port}`,
    });
    const { secrets } = readTeamFiles(freshData);
    const restoredAccounts = await openAccounts({
      file: join(freshData, 'team.db'),
      pepper: secrets.pepper,
      idleMinutes: 600,
      oidc: null,
    });
    const server = await startTeamServer({
      projectRoot,
      root: fresh,
      settings: restoredSettings,
      accounts: restoredAccounts,
      dataDir: freshData,
    });
    try {
      expect((await callApi(port, sessions.ben!, 'GET', 'changes')).status).toBe(401);
      const signIn = async (key: Who) => {
        const r = await restoredAccounts.signIn(`${key}@firm.test`, `${key} pass phrase 1`, { address: '127.0.0.1' });
        if (!r.ok) throw new Error(`${key} could not sign in`);
        return { cookie: r.session.cookie, csrf: r.session.csrf };
      };
      const ben = await signIn('ben');
      const contact = await callApi(port, ben, 'GET', `file?path=${encodeURIComponent('pages/contact.yaml')}`);
      expect(json<{ data: { meta: { title: string } } }>(contact).data.meta.title).toBe('Write to us');
      expect(json<ChangesAnswer>(await callApi(port, ben, 'GET', 'changes')).current?.id).toBe(bens.id);
      const asha = await signIn('asha');
      const kept = await callApi(port, asha, 'GET', `draft?file=${encodeURIComponent('pages/index.yaml')}`);
      expect(json<{ data: unknown; version: string }>(kept)).toMatchObject({
        data: { meta: { title: 'A home page not saved yet' } },
        version: 'v-home',
      });
    } finally {
      await server.close();
      restoredAccounts.close();
    }
  });

  it('refuses to replace a data folder that has people unless forced; forced, it takes the backup’s secrets', async () => {
    withSecrets = join(dir, 'with-secrets.tar.gz');
    await backup({
      target: withSecrets,
      withSecrets: true,
      dataDir: data,
      root,
      releasesDir: releasesRoot(data, settings),
      listen: settings.listen,
    });
    const entries = await entriesOf(withSecrets);
    expect(entries.get('secrets.json')?.toString()).toBe(readFileSync(join(data, 'secrets.json'), 'utf8'));

    const before = sha(join(freshData, 'team.db'));
    await expect(
      restore({ file: withSecrets, projectRoot, dataDir: freshData, force: false, root: fresh, build: fakeBuild() }),
    ).rejects.toThrow(RestoreRefused);
    await expect(
      restore({ file: withSecrets, projectRoot, dataDir: freshData, force: false, root: fresh, build: fakeBuild() }),
    ).rejects.toThrow(/already has a team/);
    expect(sha(join(freshData, 'team.db'))).toBe(before);

    const done = await restore({
      file: withSecrets,
      projectRoot,
      dataDir: freshData,
      force: true,
      root: fresh,
      build: fakeBuild(),
    });
    expect(done).toMatchObject({ secrets: 'from the backup', invitesDropped: 0, worktrees: 1 });
    expect(readFileSync(join(freshData, 'secrets.json'), 'utf8')).toBe(
      readFileSync(join(data, 'secrets.json'), 'utf8'),
    );
    expect(rows(join(freshData, 'team.db'), 'SELECT email FROM invites')).toEqual([{ email: 'dev@firm.test' }]);
    // Ben's worktree made again from his branch, with every page he had saved by the second backup.
    expect(readFileSync(join(freshData, 'worktrees', bens.id, LOOP.at(-1)!), 'utf8')).toContain(
      'Saved during the backup',
    );
  });
});

describe('a backup while the server is down', () => {
  it('takes its moment itself, and refuses when something answers on the editor’s port without a control socket', async () => {
    await close?.();
    close = undefined;
    const alone = join(dir, 'alone.tar.gz');
    const o = {
      target: alone,
      withSecrets: false,
      dataDir: data,
      root,
      releasesDir: releasesRoot(data, settings),
      listen: settings.listen,
    };
    const made = await backup(o);
    expect(made.fromServer).toBe(false);
    const entries = await entriesOf(alone);
    const copy = join(dir, 'alone.db');
    writeFileSync(copy, entries.get('team.db') as Buffer);
    expect(rows(copy, 'SELECT COUNT(*) AS n FROM people')).toEqual([{ n: 4 }]);

    const squatter = createServer(() => undefined);
    await new Promise<void>((resolve) => squatter.listen(settings.listen.port, settings.listen.host, resolve));
    try {
      await expect(backup({ ...o, target: join(dir, 'refused.tar.gz') })).rejects.toThrow(BackupRefused);
      expect(existsSync(join(dir, 'refused.tar.gz'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('leaves no half-written file when the target cannot be replaced', async () => {
    const target = join(dir, 'a-folder');
    mkdirSync(target);
    await expect(
      backup({
        target,
        withSecrets: false,
        dataDir: data,
        root,
        releasesDir: releasesRoot(data, settings),
        listen: settings.listen,
      }),
    ).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.includes('.part-'))).toEqual([]);
    expect(readdirSync(join(data, 'backup-moments'))).toEqual([]);
  });

  it('runs from the command line: npm run team -- backup, and restore refusing a team in use', () => {
    // Nothing holds the database open any more, as after the server stopped.
    accounts.close();
    const tsx = join(projectRoot, 'node_modules/.bin/tsx');
    const start = join(projectRoot, 'editor/team/start.ts');
    const target = join(dir, 'from-the-command.tar.gz');
    const made = spawnSync(tsx, [start, 'backup', target, '--data', data], { encoding: 'utf8' });
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(
      /^Wrote .*from-the-command\.tar\.gz .*without the secrets; the team editor was not running/,
    );
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const refused = spawnSync(tsx, [start, 'restore', target, '--data', data], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already has a team (people in its database): add --force to replace it');
  });
});
