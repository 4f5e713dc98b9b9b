/**
 * Change sets through the team server's API, on a temporary git clone of the content (the live branch, main):
 * people saving into sets, the join rule and the stale save refused by name, the refusal while a set is in review,
 * reads routed to the set holding a file, submit, withdraw, comment, send back, review (a merge conflict and a
 * validation problem stop approval, named by page and field), approve with a fake publisher, a failed publish,
 * a scheduled approve that fires at the next start, and hostile input.
 */
import type { ReleaseWork } from '../publishing/releaseJobs.js';
import type { JobRunner } from '../jobs/jobRunner.js';
import type { Job } from '../../contract/jobs';
import { Refusal } from '../../core/refusal';
import { words } from '../../contract/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  call as callAt,
  contentClone,
  freePort,
  previewCookie,
  projectRoot,
  type Answer,
  callApi,
} from '../../../tests/fixtures/teamServer';
import type { ChangeSet, ChangesAnswer, PersonRef, Release, ReviewAnswer } from '../../contract/changes';
import { startTeamServer } from '../server';
import { checkSettings, type TeamSettings } from '../settings';
import { openAccounts, type Accounts } from '../accounts/teamAccounts';
import type { ChangeMailer } from './contract';

const START = Date.UTC(2026, 10, 27, 9);
let now = START;
let dir: string;
let root: string;
let data: string;
let port: number;
let settings: TeamSettings;
let accounts: Accounts;
let close: (() => Promise<void>) | undefined;
let jobs: JobRunner | undefined;
const sessions: Record<string, { cookie: string; csrf: string }> = {};
const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];
const gitIn = (folder: string, ...args: string[]) => execFileSync('git', ['-C', folder, ...who, ...args]).toString();

/**
 * The fake publisher: merges the sets' branches into the live branch (or fails at the step asked for); while
 * `gate` is set, a publish waits for it (as a long build does).
 */
let failAt: string | undefined;
let gate: Promise<void> | undefined;
let publishing = false;
const releases: Release[] = [];
const publisher: ReleaseWork = {
  sends: false,
  hasLiveSite: () => true,
  cleanUpAfterStop: () => undefined,
  recoverPublish: async () => null,
  recoverRestore: async () => null,
  restorable(id) {
    const release = releases.find((r) => r.id === id);
    if (!release) throw new Refusal(404, 'There is no such version of the site.');
    return release;
  },
  releases: () => ({
    releases: [...releases].reverse(),
    live: releases.at(-1)?.id ?? null,
    search: { release: null, ready: true },
  }),
  async restore(id, by) {
    const release: Release = {
      id: `r${releases.length + 1}`,
      at: new Date(now).toISOString(),
      by,
      kind: 'restore',
      changeSets: [],
      restored: id,
      commit: gitIn(root, 'rev-parse', 'HEAD').trim(),
      seconds: 1,
    };
    releases.push(release);
    return release;
  },
  async publish({ sets, by }) {
    publishing = true;
    await gate;
    publishing = false;
    if (failAt) {
      const step = failAt;
      failAt = undefined;
      throw Object.assign(new Error(`failed at ${step}`), { name: 'PublishFailed', step });
    }
    for (const s of sets) gitIn(root, 'merge', '--no-ff', '-q', '-m', `Publish ${s.title}`, s.branch);
    const release: Release = {
      id: `r${releases.length + 1}`,
      at: new Date(now).toISOString(),
      by,
      kind: 'publish',
      changeSets: sets.map(({ id, title }) => ({ id, title })),
      commit: gitIn(root, 'rev-parse', 'HEAD').trim(),
      seconds: 1,
    };
    releases.push(release);
    return release;
  },
};
const mails: { kind: string; set: string; to: string[] }[] = [];
const names = (to: PersonRef[]) => to.map((p) => p.name).sort();
const mailer: ChangeMailer = {
  async changeSubmitted(set, to) {
    mails.push({ kind: 'submitted', set: set.id, to: names(to) });
  },
  async changeSentBack(set, _comment, to) {
    mails.push({ kind: 'sent back', set: set.id, to: names(to) });
  },
  async changePublished(set, _release, to) {
    mails.push({ kind: 'published', set: set.id, to: names(to) });
  },
};

const PEOPLE = {
  asha: { name: 'Asha Rao', role: 'editor' },
  ben: { name: 'Ben Okafor', role: 'editor' },
  cara: { name: 'Cara Lind', role: 'editor' },
  pat: { name: 'Pat Kim', role: 'publisher' },
  quinn: { name: 'Quinn Ito', role: 'publisher' },
} as const;
type Who = keyof typeof PEOPLE | 'admin';

async function start(): Promise<void> {
  ({ close, jobs } = await startTeamServer({
    projectRoot,
    root,
    settings,
    accounts,
    dataDir: data,
    publisher,
    mailer,
    clock: () => now,
  }));
}

const api = (person: Who, method: string, path: string, body?: unknown): Promise<Answer> =>
  callApi(port, sessions[person], method, path, body);
const json = <T>(a: Answer) => JSON.parse(a.body) as T;

async function read(person: Who, file: string) {
  const a = await api(person, 'GET', `file?path=${encodeURIComponent(file)}`);
  expect(a.status).toBe(200);
  return json<{ text: string; version: string; data: { meta: { title: string } } & Record<string, unknown> }>(a);
}

/** Saves `file` with its page title changed, from the version given (or the one the person reads now). */
async function saveTitle(person: Who, file: string, title: string, from?: { version: string; data: unknown }) {
  const opened = from ?? (await read(person, file));
  const next = structuredClone(opened.data) as { meta: { title: string } };
  next.meta.title = title;
  return api(person, 'POST', 'save', { file, version: opened.version, data: next });
}

const changesOf = async (person: Who) => json<ChangesAnswer>(await api(person, 'GET', 'changes'));

/** Waits until no job runs or waits; the last job started. */
async function settled(): Promise<Job> {
  await jobs?.settled();
  return jobs?.list().find((j) => j.state !== 'waiting' && j.state !== 'running') as Job;
}

/** Approves as `person` at the version the set's review shows them now, as the review screen does. */
async function approve(person: Who, id: string, at?: string) {
  const review = await api(person, 'GET', `changes/review?id=${id}`);
  const version = review.status === 200 ? json<ReviewAnswer>(review).version : undefined;
  return api(person, 'POST', 'changes/approve', at ? { id, version, at } : { id, version });
}
const liveText = (file: string) => readFileSync(join(root, file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-changes-'));
  root = contentClone(dir);
  cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-q', '-m', 'The pictures');
  data = join(dir, 'data');
  port = await freePort();
  settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
  });
  accounts = await openAccounts({ file: join(dir, 'team.db'), pepper: 'p'.repeat(40), idleMinutes: 600, oidc: null });
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
  for (const key of [...Object.keys(PEOPLE), 'admin']) {
    const result = await accounts.signIn(`${key}@firm.test`, `${key} pass phrase 1`, { address: '127.0.0.1' });
    if (!result.ok) throw new Error(`sign-in of ${key} failed`);
    sessions[key] = { cookie: result.session.cookie, csrf: result.session.csrf };
  }
  await start();
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

let ashaSet: ChangeSet;

describe('saving into change sets', () => {
  it('puts a first save into a new change set of its own, never into the live folder', async () => {
    const before = liveText('pages/about.yaml');
    const saved = await saveTitle('asha', 'pages/about.yaml', 'About the firm');
    expect(saved.status).toBe(200);
    expect(liveText('pages/about.yaml')).toBe(before);
    const { current } = await changesOf('asha');
    expect(current).toMatchObject({
      title: 'Changes by Asha Rao, 27 November',
      state: 'draft',
      owner: { name: 'Asha Rao', email: 'asha@firm.test' },
      files: [{ file: 'pages/about.yaml', label: 'About the firm', kind: 'page', route: '/about', change: 'changed' }],
    });
    ashaSet = current as ChangeSet;
    const worktree = join(data, 'worktrees', ashaSet.id);
    expect(readFileSync(join(worktree, 'pages/about.yaml'), 'utf8')).toContain('title: About the firm');
    expect(gitIn(root, 'log', '-1', '--format=%an', `change/${ashaSet.id}`).trim()).toBe('Asha Rao');
    // The history names the page by its title, never by its file.
    expect(gitIn(root, 'log', '-1', '--format=%s', `change/${ashaSet.id}`).trim()).toBe('Edit “About the firm”');
  }, 30_000);

  it('reads a file from the change set that holds it, anything else from what is live', async () => {
    expect((await read('ben', 'pages/about.yaml')).data.meta.title).toBe('About the firm');
    expect((await read('pat', 'pages/contact.yaml')).data.meta.title).toBe('Contact us');
  });

  it('puts a save of a page in someone’s open set into that set, and refuses a stale save naming who saved', async () => {
    const ashaOpened = await read('asha', 'pages/about.yaml');
    expect((await saveTitle('ben', 'pages/about.yaml', 'About Vishwas')).status).toBe(200);
    const { current: bens } = await changesOf('ben');
    expect(bens).toBeNull();
    const { current } = await changesOf('asha');
    expect(current?.id).toBe(ashaSet.id);
    expect(current?.authors.map((a) => a.name)).toEqual(['Asha Rao', 'Ben Okafor']);
    const stale = await saveTitle('asha', 'pages/about.yaml', 'About us, again', ashaOpened);
    expect(stale.status).toBe(409);
    expect(json<{ error: string; savedBy: { name: string } }>(stale)).toMatchObject({
      error: 'Ben Okafor saved this page since you opened it.',
      savedBy: { name: 'Ben Okafor' },
    });
  }, 30_000);

  it('gives two people their own sets for different pages', async () => {
    expect((await saveTitle('ben', 'pages/contact.yaml', 'Write to us')).status).toBe(200);
    const { current } = await changesOf('ben');
    expect(current?.id).not.toBe(ashaSet.id);
    expect(current?.files.map((f) => f.file)).toEqual(['pages/contact.yaml']);
    // Ben reads his own set's page from it; Asha reads it there too (it belongs to Ben's set now).
    expect((await read('asha', 'pages/contact.yaml')).data.meta.title).toBe('Write to us');
  }, 30_000);
});

describe('preview', () => {
  it('shows a picture saved in a change set that is not live yet, on the preview’s origin, to people signed in', async () => {
    const bens = (await changesOf('ben')).current as ChangeSet;
    const png = readFileSync(join(root, 'public/favicon.svg'));
    writeFileSync(join(data, 'worktrees', bens.id, 'public/images/from-ben.svg'), png);
    const preview = (path: string, cookie?: string) =>
      callAt(port, 'GET', path, cookie ? { cookie } : {}, undefined, `127.0.0.1:${port}`);
    // Without the preview's pass (anyone on the internet), a picture not live yet is not there.
    expect((await preview('/images/from-ben.svg')).status).toBe(404);
    expect((await preview('/images/from-ben.svg', 'edit-preview=made-up')).status).toBe(404);
    // With the pass the editor's page gives a signed-in person, it is; the live pictures are there for anyone.
    const cookie = await previewCookie(port, accounts.db, sessions.cara!.csrf);
    expect((await preview('/images/from-ben.svg', cookie)).status).toBe(200);
    expect((await preview('/favicon.svg')).status).toBe(200);
    for (const path of ['/images/../pages/about.yaml', '/images/%2e%2e/%2e%2e/pages/contact.yaml', '/images/nope.svg'])
      expect([path, (await preview(path, cookie)).status]).toEqual([path, 404]);
  });
});

describe('review', () => {
  it('sends a set for review (mail to the publishers) and refuses saves into it while it waits', async () => {
    const sent = await api('asha', 'POST', 'changes/submit', { id: ashaSet.id, title: 'New about page' });
    expect(sent.status).toBe(200);
    expect(json<ChangeSet>(sent)).toMatchObject({ state: 'in-review', title: 'New about page' });
    expect(mails.at(-1)).toEqual({
      kind: 'submitted',
      set: ashaSet.id,
      to: ['Admin', 'Pat Kim', 'Quinn Ito'],
    });
    const refused = await saveTitle('ben', 'pages/about.yaml', 'About them');
    expect(refused.status).toBe(409);
    expect(json<{ error: string; reason: string }>(refused)).toMatchObject({
      error:
        'This page is part of “New about page” by Asha Rao, which waits for review; it can be changed again once it is live or sent back.',
      // Not a version conflict: the screen shows these words instead of its "saved meanwhile" dialog.
      reason: 'in-review',
    });
    const events = accounts.audit.list(5).map((e) => e.action);
    expect(events).toContain('change submitted');
  }, 30_000);

  it('lets only the owner take a set back from review', async () => {
    expect((await api('ben', 'POST', 'changes/withdraw', { id: ashaSet.id })).status).toBe(403);
    const back = await api('asha', 'POST', 'changes/withdraw', { id: ashaSet.id });
    expect(json<ChangeSet>(back).state).toBe('draft');
    expect((await api('asha', 'POST', 'changes/submit', { id: ashaSet.id })).status).toBe(200);
  }, 30_000);

  it('lets publishers and the set’s writers comment, nobody else', async () => {
    const by = await api('pat', 'POST', 'changes/comment', { id: ashaSet.id, text: 'Looks good.' });
    expect(json<ChangeSet>(by).comments.map((c) => [c.by.name, c.text])).toEqual([['Pat Kim', 'Looks good.']]);
    expect((await api('ben', 'POST', 'changes/comment', { id: ashaSet.id, text: 'Thanks' })).status).toBe(200);
    expect((await api('cara', 'POST', 'changes/comment', { id: ashaSet.id, text: 'Hm' })).status).toBe(403);
  });

  it('shows the review to its writers and publishers, with the text before and after and its difference', async () => {
    expect((await api('cara', 'GET', `changes/review?id=${ashaSet.id}`)).status).toBe(403);
    const own = json<ReviewAnswer>(await api('asha', 'GET', `changes/review?id=${ashaSet.id}`));
    expect(own).toMatchObject({
      canApprove: false,
      why: 'Nobody approves their own change set: another publisher has to.',
    });
    const review = json<ReviewAnswer>(await api('pat', 'GET', `changes/review?id=${ashaSet.id}`));
    expect(review.canApprove).toBe(true);
    expect(review.problems).toEqual([]);
    expect(review.pages).toHaveLength(1);
    expect(review.pages[0].beforeText).toContain('title: About us');
    expect(review.pages[0].afterText).toContain('title: About Vishwas');
    expect(review.pages[0].diff).toContain('+  title: About Vishwas');
  }, 30_000);

  it('answers an approval at once with its job, which fails at its step and keeps the set in review', async () => {
    failAt = 'build';
    const approved = await approve('pat', ashaSet.id);
    expect(approved.status).toBe(200);
    const { job } = json<{ set: ChangeSet; job: Job }>(approved);
    expect(job).toMatchObject({
      kind: 'publish',
      state: 'waiting',
      changeSet: ashaSet.id,
      steps: ['check', 'build', 'switch'],
    });
    const ended = await settled();
    expect(ended).toMatchObject({ id: job.id, state: 'failed', step: 'build', message: 'failed at build' });
    const { mine } = await changesOf('asha');
    expect(mine.find((s) => s.id === ashaSet.id)?.state).toBe('in-review');
    expect(accounts.audit.list(1)[0].action).toBe('publish failed');
  }, 30_000);

  it('publishes on approval: live, the worktree gone, the branch kept, the writers told', async () => {
    expect((await approve('asha', ashaSet.id)).status).toBe(403);
    const approved = await approve('pat', ashaSet.id);
    expect(approved.status).toBe(200);
    expect(json<{ set: ChangeSet }>(approved).set).toMatchObject({
      state: 'in-review',
      approvedBy: { name: 'Pat Kim' },
    });
    expect(await settled()).toMatchObject({ state: 'done', release: { id: releases.at(-1)?.id } });
    expect((await changesOf('asha')).mine.find((s) => s.id === ashaSet.id)).toMatchObject({
      state: 'live',
      releaseId: releases.at(-1)?.id,
      approvedBy: { name: 'Pat Kim' },
    });
    expect(liveText('pages/about.yaml')).toContain('title: About Vishwas');
    // Right after the answer, in the repository's queue: the worktree goes, and Ben's set, still being written, is
    // brought up to date with what went live: he edits the live page, and his set still holds his own page only.
    await expect.poll(() => existsSync(join(data, 'worktrees', ashaSet.id))).toBe(false);
    const bens = (await changesOf('ben')).current as ChangeSet;
    await expect
      .poll(() => readFileSync(join(data, 'worktrees', bens.id, 'pages/about.yaml'), 'utf8'))
      .toContain('title: About Vishwas');
    expect(bens.files.map((f) => f.file)).toEqual(['pages/contact.yaml']);
    expect(gitIn(root, 'branch', '--list', `change/${ashaSet.id}`)).toContain(ashaSet.id);
    expect(mails.at(-1)).toEqual({ kind: 'published', set: ashaSet.id, to: ['Asha Rao', 'Ben Okafor'] });
    expect(accounts.audit.list(1)[0]).toMatchObject({ action: 'change published', actor: 'pat@firm.test' });
    // The page is free again: Cara's save goes into a set of her own.
    expect((await saveTitle('cara', 'pages/about.yaml', 'About us')).status).toBe(200);
    expect((await changesOf('cara')).current?.files.map((f) => f.file)).toEqual(['pages/about.yaml']);
  }, 30_000);

  it('never lets a publisher approve their own set', async () => {
    expect((await saveTitle('pat', 'pages/privacy.yaml', 'Privacy, plainly')).status).toBe(200);
    const own = (await changesOf('pat')).current as ChangeSet;
    expect((await api('pat', 'POST', 'changes/submit', { id: own.id })).status).toBe(200);
    const refused = await approve('pat', own.id);
    expect(refused.status).toBe(403);
    expect(json<{ error: string }>(refused).error).toContain('Nobody approves their own change set');
    expect(json<ReviewAnswer>(await api('quinn', 'GET', `changes/review?id=${own.id}`)).canApprove).toBe(true);
  }, 30_000);

  it('sends a set back with a comment: its owner’s current set again, the writers told', async () => {
    const own = (await changesOf('pat')).mine.find((s) => s.state === 'in-review') as ChangeSet;
    // Meanwhile Pat started another set; the one sent back becomes the current one, and a comment says so.
    expect((await saveTitle('pat', 'pages/gallery.yaml', 'Pictures')).status).toBe(200);
    const other = (await changesOf('pat')).current as ChangeSet;
    expect(other.id).not.toBe(own.id);
    const back = await api('quinn', 'POST', 'changes/send-back', { id: own.id, text: 'Say who we share data with.' });
    expect(json<ChangeSet>(back)).toMatchObject({ state: 'sent-back' });
    expect(json<ChangeSet>(back).comments.map((c) => [c.by.name, c.text])).toEqual([
      ['Quinn Ito', 'Say who we share data with.'],
      [
        'The editor',
        `Sent back while “${other.title}” was being written too: new saves go into this change set now; “${other.title}” stays as it is and can still be sent for review.`,
      ],
    ]);
    expect((await changesOf('pat')).current?.id).toBe(own.id);
    expect(mails.at(-1)).toEqual({ kind: 'sent back', set: own.id, to: ['Pat Kim'] });
    expect((await saveTitle('pat', 'pages/privacy.yaml', 'Privacy and who we share with')).status).toBe(200);
  }, 30_000);

  it('will not approve a set that conflicts with what is live, naming the page', async () => {
    // Ben's set changed the contact page; the live site changes the same line meanwhile.
    const bens = (await changesOf('ben')).current as ChangeSet;
    expect((await api('ben', 'POST', 'changes/submit', { id: bens.id })).status).toBe(200);
    writeFileSync(
      join(root, 'pages/contact.yaml'),
      liveText('pages/contact.yaml').replace('title: Contact us', 'title: Reach us'),
    );
    gitIn(root, 'commit', '-q', '-am', 'A change made live meanwhile');
    const review = json<ReviewAnswer>(await api('pat', 'GET', `changes/review?id=${bens.id}`));
    expect(review.canApprove).toBe(false);
    expect(review.why).toContain('Write to us changed on the live site too');
    expect((await approve('pat', bens.id)).status).toBe(409);
    // Sent back, it is brought onto the live version with Ben's own title kept: sent again, nothing conflicts.
    const back = await api('pat', 'POST', 'changes/send-back', { id: bens.id, text: 'The title changed meanwhile.' });
    expect(back.status).toBe(200);
    expect(readFileSync(join(data, 'worktrees', bens.id, 'pages/contact.yaml'), 'utf8')).toContain(
      'title: Write to us',
    );
    expect((await api('ben', 'POST', 'changes/submit', { id: bens.id })).status).toBe(200);
    const again = json<ReviewAnswer>(await api('pat', 'GET', `changes/review?id=${bens.id}`));
    expect(again).toMatchObject({ canApprove: true, problems: [] });
  }, 30_000);

  it('will not approve a set whose merged pages have a mistake, naming its page and field', async () => {
    const caras = (await changesOf('cara')).current as ChangeSet;
    const worktree = join(data, 'worktrees', caras.id);
    // A mistake no save lets through, put in the set's branch behind the editor's back: the page has no title.
    const text = readFileSync(join(worktree, 'pages/about.yaml'), 'utf8').replace(/^ {2}title: .*\n/m, '');
    writeFileSync(join(worktree, 'pages/about.yaml'), text);
    gitIn(worktree, 'commit', '-q', '-am', 'No title');
    expect((await api('cara', 'POST', 'changes/submit', { id: caras.id })).status).toBe(200);
    const review = json<ReviewAnswer>(await api('quinn', 'GET', `changes/review?id=${caras.id}`));
    expect(review.canApprove).toBe(false);
    expect(review.problems).toContainEqual(expect.objectContaining({ file: 'pages/about.yaml', path: '/meta/title' }));
    expect(review.why).toMatch(/mistake/);
  }, 30_000);
});

describe('what is approved is what was reviewed', () => {
  it('refuses an approval after the author changed the set since the review was opened, and says so', async () => {
    expect((await saveTitle('cara', 'pages/finance-coe.yaml', 'Finance centre')).status).toBe(200);
    const set = (await changesOf('cara')).current as ChangeSet;
    expect((await api('cara', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    // The publisher opens the review…
    const seen = json<ReviewAnswer>(await api('pat', 'GET', `changes/review?id=${set.id}`));
    expect(seen.version).toMatch(/^[0-9a-f]{40}$/);
    expect(seen.pages[0].afterText).toContain('title: Finance centre');
    // …the owner takes it back, swaps the words and sends it again within seconds…
    expect((await api('cara', 'POST', 'changes/withdraw', { id: set.id })).status).toBe(200);
    expect((await saveTitle('cara', 'pages/finance-coe.yaml', 'SWAPPED-AFTER-REVIEW')).status).toBe(200);
    expect((await api('cara', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    // …and the approval of what the publisher saw is refused: nothing goes live.
    const before = liveText('pages/finance-coe.yaml');
    const refused = await api('pat', 'POST', 'changes/approve', { id: set.id, version: seen.version });
    expect([refused.status, json<{ error: string }>(refused).error]).toEqual([
      409,
      'The author changed this set after you opened it; look at it again.',
    ]);
    expect(liveText('pages/finance-coe.yaml')).toBe(before);
    // Without a version there is no approval either.
    expect((await api('pat', 'POST', 'changes/approve', { id: set.id })).status).toBe(422);
    // Looked at again, the new version can be approved: the swapped words are what the publisher saw this time.
    const again = json<ReviewAnswer>(await api('pat', 'GET', `changes/review?id=${set.id}`));
    expect(again.version).not.toBe(seen.version);
    expect(again.pages[0].afterText).toContain('title: SWAPPED-AFTER-REVIEW');
    expect((await api('pat', 'POST', 'changes/approve', { id: set.id, version: again.version })).status).toBe(200);
    expect(await settled()).toMatchObject({ state: 'done' });
    expect(liveText('pages/finance-coe.yaml')).toContain('title: SWAPPED-AFTER-REVIEW');
  }, 60_000);

  it('does not publish a scheduled set whose approver may no longer publish, nor one changed since', async () => {
    // Two sets approved for later by Quinn.
    expect((await saveTitle('ben', 'pages/hr/policies.yaml', 'Policies, plainly')).status).toBe(200);
    const first = (await changesOf('ben')).current as ChangeSet;
    expect((await api('ben', 'POST', 'changes/submit', { id: first.id })).status).toBe(200);
    const at = new Date(now + 60_000).toISOString();
    expect((await approve('quinn', first.id, at)).status).toBe(200);
    expect((await saveTitle('ben', 'pages/hr/recruitment.yaml', 'Hiring')).status).toBe(200);
    const second = (await changesOf('ben')).current as ChangeSet;
    expect((await api('ben', 'POST', 'changes/submit', { id: second.id })).status).toBe(200);
    expect((await approve('pat', second.id, at)).status).toBe(200);
    // Quinn becomes an editor; the second set's branch is changed behind the editor's back.
    const quinn = accounts.people.list().find((p) => p.email === 'quinn@firm.test')!;
    accounts.people.changeRole(quinn.id, 'editor', { email: 'admin@firm.test' });
    const worktree = join(data, 'worktrees', second.id);
    writeFileSync(
      join(worktree, 'pages/hr/recruitment.yaml'),
      readFileSync(join(worktree, 'pages/hr/recruitment.yaml'), 'utf8').replace('title: Hiring', 'title: Sneaked in'),
    );
    gitIn(worktree, 'commit', '-q', '-am', 'After the approval');
    const before = [liveText('pages/hr/policies.yaml'), liveText('pages/hr/recruitment.yaml')];
    await close?.();
    now += 120_000;
    await start();
    await settled();
    expect([liveText('pages/hr/policies.yaml'), liveText('pages/hr/recruitment.yaml')]).toEqual(before);
    const mine = (await changesOf('ben')).mine;
    const [a, b] = [first, second].map((x) => mine.find((s) => s.id === x.id)!);
    expect([a.state, b.state]).toEqual(['in-review', 'in-review']);
    expect(a.comments.at(-1)?.text).toBe(
      'This change set did not go live at its time: Quinn Ito can no longer approve changes. It waits for review again.',
    );
    expect(b.comments.at(-1)?.text).toBe(
      'This change set did not go live at its time: its pages were changed after it was approved. It waits for review again.',
    );
    accounts.people.changeRole(quinn.id, 'publisher', { email: 'admin@firm.test' });
    // Sessions end on a change of role: Quinn signs in again for the tests after this one.
    const result = await accounts.signIn('quinn@firm.test', 'quinn pass phrase 1', { address: '127.0.0.1' });
    if (!result.ok) throw new Error('sign-in of quinn failed');
    sessions.quinn = { cookie: result.session.cookie, csrf: result.session.csrf };
  }, 60_000);
});

describe('schedule', () => {
  it('keeps a scheduled approval across a restart and publishes it once its time has come', async () => {
    expect((await saveTitle('asha', 'pages/terms.yaml', 'Terms, plainly')).status).toBe(200);
    const set = (await changesOf('asha')).current as ChangeSet;
    expect((await api('asha', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    const at = new Date(now + 3600_000).toISOString();
    const scheduled = await approve('pat', set.id, at);
    expect(json<{ set: ChangeSet; job?: Job }>(scheduled)).toEqual({
      set: expect.objectContaining({ state: 'scheduled', scheduledFor: at }),
    });
    // Unscheduled and scheduled again.
    expect(json<ChangeSet>(await api('pat', 'POST', 'changes/unschedule', { id: set.id })).state).toBe('in-review');
    expect((await approve('pat', set.id, at)).status).toBe(200);
    await close?.();
    now += 2 * 3600_000;
    await start();
    expect(await settled()).toMatchObject({ kind: 'publish', state: 'done', changeSet: set.id });
    const after = (await changesOf('asha')).mine.find((s) => s.id === set.id);
    expect(after).toMatchObject({ state: 'live', approvedBy: { name: 'Pat Kim' } });
    expect(liveText('pages/terms.yaml')).toContain('title: Terms, plainly');
  }, 60_000);

  it('puts a scheduled set that fails to publish back in review, with a comment saying what failed', async () => {
    expect((await saveTitle('quinn', 'pages/hr-services.yaml', 'People services')).status).toBe(200);
    const set = (await changesOf('quinn')).current as ChangeSet;
    expect((await api('quinn', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    const at = new Date(now + 60_000).toISOString();
    expect((await approve('pat', set.id, at)).status).toBe(200);
    await close?.();
    now += 120_000;
    failAt = 'switch';
    await start();
    await settled();
    const after = (await changesOf('quinn')).mine.find((s) => s.id === set.id);
    expect(after?.state).toBe('in-review');
    expect(after?.scheduledFor).toBeUndefined();
    expect(after?.comments.at(-1)).toMatchObject({
      by: { name: 'The editor' },
      text: expect.stringContaining('publishing failed while putting the new site online'),
    });
  }, 60_000);
});

describe('approving twice at once', () => {
  it('publishes once: the second approval is refused while the first one’s job waits or runs', async () => {
    const set = (await changesOf('quinn')).mine.find((s) => s.state === 'in-review') as ChangeSet;
    const count = releases.length;
    const answers = await Promise.all([approve('pat', set.id), approve('admin', set.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Refused while the first one's job runs, or once it has ended (a quick publish can end before the second is
    // read): either way in words, and only one release is made.
    const [refusal] = answers.map((a) => json<{ error?: string }>(a).error).filter(Boolean);
    expect([
      `“${set.title}” is being published right now.`,
      `“${set.title}” is live already, so this cannot be done now.`,
    ]).toContain(refusal);
    await settled();
    expect(releases.length).toBe(count + 1);
  }, 30_000);
});

describe('nothing holds the server', () => {
  it('drops a save whose browser left while it waited behind a slow one, and answers the next save at once', async () => {
    // A save whose commit is slow (a git hook that waits while a gate file exists) holds the repository's queue…
    const gateFile = join(dir, 'gate');
    const hook = join(root, '.git', 'hooks', 'pre-commit');
    writeFileSync(gateFile, '');
    writeFileSync(hook, `#!/bin/sh\nfor i in $(seq 200); do [ -e '${gateFile}' ] || exit 0; sleep 0.1; done\n`, {
      mode: 0o755,
    });
    try {
      const slow = saveTitle('asha', 'pages/services/vishwas-news.yaml', 'News today');
      await new Promise((done) => setTimeout(done, 500));
      // …while Ben's browser sends a save and leaves before its turn (as nginx does after its proxy timeout).
      const opened = await read('ben', 'pages/services/vishwas-job.yaml');
      const data = structuredClone(opened.data);
      data.meta.title = 'Never saved';
      const s = sessions.ben!;
      const leaving = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/_edit/api/save',
        headers: {
          host: `localhost:${port}`,
          cookie: `edit-session=${s.cookie}`,
          'x-edit-token': s.csrf,
          'content-type': 'application/json',
          origin: `http://localhost:${port}`,
        },
      });
      leaving.on('error', () => undefined);
      leaving.end(JSON.stringify({ file: 'pages/services/vishwas-job.yaml', version: opened.version, data }));
      await new Promise((done) => setTimeout(done, 300));
      leaving.destroy();
      await new Promise((done) => setTimeout(done, 100));
      rmSync(gateFile);
      expect((await slow).status).toBe(200);
      // The next save is answered (it used to wait forever behind the one whose browser left)…
      expect((await saveTitle('cara', 'pages/services/vishwas-pe.yaml', 'Pay with Vishwas')).status).toBe(200);
      // …and the save whose browser left was never made.
      expect((await read('ben', 'pages/services/vishwas-job.yaml')).data.meta.title).not.toBe('Never saved');
    } finally {
      rmSync(hook, { force: true });
      rmSync(gateFile, { force: true });
    }
  }, 30_000);

  it('never lets a publish hold anyone’s save: saves are answered while a publish builds', async () => {
    expect((await saveTitle('asha', 'pages/services/exam-mitra.yaml', 'Exam Mitra')).status).toBe(200);
    const set = (await changesOf('asha')).current as ChangeSet;
    expect((await api('asha', 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
    let release!: () => void;
    gate = new Promise((done) => (release = done));
    // The approval is answered at once; the publish goes on as a job.
    expect((await approve('pat', set.id)).status).toBe(200);
    while (!publishing) await new Promise((done) => setTimeout(done, 20));
    // The build has not ended; another person's save goes through now.
    expect((await saveTitle('ben', 'pages/resources/events.yaml', 'Events ahead')).status).toBe(200);
    expect(publishing).toBe(true);
    // Meanwhile the set cannot be taken back or sent back: it is being published.
    const withdrawn = await api('asha', 'POST', 'changes/withdraw', { id: set.id });
    expect([withdrawn.status, json<{ error: string }>(withdrawn).error]).toEqual([
      409,
      `“${set.title}” is being published right now.`,
    ]);
    gate = undefined;
    release();
    expect(await settled()).toMatchObject({ state: 'done', changeSet: set.id });
  }, 30_000);

  it('answers JSON nested deeper than any page with a plain refusal, never the program’s own words', async () => {
    const deep = `{"file":"pages/about.yaml","data":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    for (const path of ['save', 'check', 'changes/comment', 'draft']) {
      const answer = await callAt(
        port,
        'POST',
        `/_edit/api/${path}`,
        {
          cookie: `edit-session=${sessions.cara!.cookie}`,
          'x-edit-token': sessions.cara!.csrf,
          'content-type': 'application/json',
          origin: `http://localhost:${port}`,
        },
        deep,
      );
      expect([path, answer.status, json<{ error: string }>(answer).error]).toEqual([
        path,
        400,
        'Refused: this request is nested deeper than any page is.',
      ]);
    }
  });
});

describe('restore', () => {
  it('is recorded in the activity log, by whom and which release', async () => {
    const answer = await api('pat', 'POST', 'releases/restore', { id: releases[0]!.id });
    expect(answer.status).toBe(200);
    expect(json<{ job: Job }>(answer).job).toMatchObject({ kind: 'restore', state: 'waiting', steps: ['switch'] });
    expect(await settled()).toMatchObject({ kind: 'restore', state: 'done' });
    expect(accounts.audit.list(1)[0]).toMatchObject({
      action: 'release restored',
      actor: 'pat@firm.test',
      detail: words.changes.audit.restored(releases[0]!.id),
    });
  }, 30_000);
});

describe('hostile input', () => {
  it('answers 404 for ids that are not change sets, however they are spelled', async () => {
    for (const id of ['../x', 'abcdef123456', '', 'A'.repeat(5000), '..%2f..', 7])
      for (const [path, body] of [
        ['changes/title', { id, title: 'x' }],
        ['changes/submit', { id }],
        ['changes/comment', { id, text: 'x' }],
        ['changes/approve', { id }],
      ] as const)
        expect([path, id, (await api('pat', 'POST', path, body)).status]).toEqual([path, id, 404]);
    expect((await api('pat', 'GET', 'changes/review?id=..%2F..%2Fetc')).status).toBe(404);
  });

  it('refuses to send a change set with nothing in it for review', async () => {
    // A refused save (a version that was never the file's) still starts the person's set: it has no changes.
    const opened = await read('admin', 'pages/resources.yaml');
    const stale = await saveTitle('admin', 'pages/resources.yaml', 'Reading', { ...opened, version: 'old' });
    expect(stale.status).toBe(409);
    const empty = (await changesOf('admin')).current as ChangeSet;
    expect(empty.files).toEqual([]);
    const refused = await api('admin', 'POST', 'changes/submit', { id: empty.id });
    expect([refused.status, json<{ error: string }>(refused).error]).toEqual([
      422,
      'This change set has no changes yet: save a page first.',
    ]);
  }, 30_000);

  it('bounds titles and comments', async () => {
    const set = (await changesOf('cara')).mine.find((s) => s.state !== 'live') as ChangeSet;
    const title = await api('cara', 'POST', 'changes/title', { id: set.id, title: 'x'.repeat(201) });
    expect(title.status).toBe(422);
    const comment = await api('cara', 'POST', 'changes/comment', { id: set.id, text: 'x'.repeat(4001) });
    expect(comment.status).toBe(422);
    expect((await api('cara', 'POST', 'changes/title', { id: set.id, title: ['x'] })).status).toBe(422);
    expect((await api('cara', 'POST', 'changes/comment', { id: set.id, text: '   ' })).status).toBe(422);
  });

  it('refuses a time to publish that is not one', async () => {
    const waiting = (await changesOf('pat')).waiting.find((s) => s.owner.name === 'Cara Lind') as ChangeSet;
    // Only publishers see the sets waiting for them.
    expect((await changesOf('cara')).waiting).toEqual([]);
    expect((await approve('pat', waiting.id, 'tomorrow')).status).toBe(422);
  });
});

describe('a review’s “before” is what is live', () => {
  it('draws a page with the live site settings, not the unpublished ones of the set it is checked in', async () => {
    const site = await read('admin', 'pages/_site.yaml');
    const next = structuredClone(site.data) as unknown as { organisation: { phones: string[] } };
    next.organisation.phones[0] = '+91 80 1234 5678';
    expect(
      (await api('admin', 'POST', 'save', { file: 'pages/_site.yaml', version: site.version, data: next })).status,
    ).toBe(200);
    // A page of the same set (a page held by another set is drawn with that set's files).
    expect((await saveTitle('admin', 'pages/resources.yaml', 'Reading room')).status).toBe(200);
    const page = await read('admin', 'pages/resources.yaml');
    const phonesIn = async (live?: boolean) => {
      const body = { file: 'pages/resources.yaml', data: page.data, ...(live === undefined ? {} : { live }) };
      const a = await api('admin', 'POST', 'check', body);
      expect(a.status).toBe(200);
      const site = JSON.stringify(json<{ preview: { site: unknown } }>(a).preview.site);
      return ['+91 80 1234 5678', '+91 80 0000 0001'].filter((phone) => site.includes(phone));
    };
    // Checked while editing: with the person's own set (its unpublished phone number).
    expect(await phonesIn()).toEqual(['+91 80 1234 5678']);
    // Checked as live: the live phone number, whatever the set holds; only `true` asks for it.
    expect(await phonesIn(true)).toEqual(['+91 80 0000 0001']);
    expect(await phonesIn('yes' as unknown as boolean)).toEqual(['+91 80 1234 5678']);
  }, 30_000);
});
