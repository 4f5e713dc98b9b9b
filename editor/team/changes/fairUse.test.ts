/**
 * Fair use of the team server, and people who leave: one person owns at most `changeSetsPerPerson` change sets not
 * live yet, the worktrees take at most `worktreesMB` together (each refused in plain words, nothing written); a
 * person removed from the team keeps their work, and a new account given their address does not take it over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Answer, callApi, contentClone, freePort, projectRoot } from '../../../tests/fixtures/teamServer';
import type { ChangeSet, ChangesAnswer } from '../../contract/changes';
import { startTeamServer } from '../server';
import { checkSettings } from '../settings';
import { type Accounts, openAccounts } from '../accounts/teamAccounts';

let dir: string;
let port: number;
let accounts: Accounts;
let close: (() => Promise<void>) | undefined;
const sessions: Record<string, { cookie: string; csrf: string }> = {};
let adminId: number;

async function signIn(key: string): Promise<void> {
  const result = await accounts.signIn(`${key}@firm.test`, `${key} pass phrase 1`, { address: '127.0.0.1' });
  if (!result.ok) throw new Error(`sign-in of ${key} failed`);
  sessions[key] = { cookie: result.session.cookie, csrf: result.session.csrf };
}

async function join_(key: string, name: string, role: 'editor' | 'publisher'): Promise<void> {
  const by = { email: 'admin@firm.test', address: 'test' };
  const invite = accounts.people.invite({ email: `${key}@firm.test`, name, role, createdBy: adminId }, by);
  await accounts.people.acceptInvite(invite.token, { password: `${key} pass phrase 1` }, by);
  await signIn(key);
}

const api = (person: string, method: string, path: string, body?: unknown): Promise<Answer> =>
  callApi(port, sessions[person]!, method, path, body);
const json = <T>(a: Answer) => JSON.parse(a.body) as T;

async function saveTitle(person: string, file: string, title: string): Promise<Answer> {
  const opened = json<{ version: string; data: { meta: { title: string } } }>(
    await api(person, 'GET', `file?path=${encodeURIComponent(file)}`),
  );
  opened.data.meta.title = title;
  return api(person, 'POST', 'save', { file, version: opened.version, data: opened.data });
}

/** Saves a page into the person's open set and sends that set for review; returns it. */
async function sendOne(person: string, file: string, title: string): Promise<ChangeSet> {
  expect((await saveTitle(person, file, title)).status).toBe(200);
  const set = json<ChangesAnswer>(await api(person, 'GET', 'changes')).current as ChangeSet;
  expect((await api(person, 'POST', 'changes/submit', { id: set.id })).status).toBe(200);
  return set;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-fair-'));
  const root = contentClone(dir);
  port = await freePort();
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
    // Two sets each; the worktrees (this clone's pages and its schema link) take about 0.6 MB each.
    limits: { changeSetsPerPerson: 2, worktreesMB: 3 },
  });
  accounts = await openAccounts({ file: join(dir, 'team.db'), pepper: 'p'.repeat(40), idleMinutes: 600, oidc: null });
  const admin = await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: 'admin pass phrase 1' },
    { email: 'admin@firm.test', address: 'test' },
  );
  adminId = admin.id;
  await signIn('admin');
  await join_('asha', 'Asha Rao', 'editor');
  await join_('ben', 'Ben Okafor', 'editor');
  ({ close } = await startTeamServer({ projectRoot, root, settings, accounts, dataDir: join(dir, 'data') }));
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('fair use', () => {
  it('starts no third change set for a person who has two not live yet, and says why', async () => {
    await sendOne('asha', 'pages/contact.yaml', 'Write to us');
    await sendOne('asha', 'pages/privacy.yaml', 'Privacy, plainly');
    const refused = await saveTitle('asha', 'pages/terms.yaml', 'Terms');
    expect([refused.status, json<{ error: string }>(refused).error]).toEqual([
      429,
      'You already have 2 change sets that are not live yet. Your next change can start once a publisher has published one of them or sent one back to you.',
    ]);
    // Nothing was written: her sets are the two she sent.
    expect(json<ChangesAnswer>(await api('asha', 'GET', 'changes')).mine).toHaveLength(2);
    // Another person is not held back by her sets.
    expect((await saveTitle('ben', 'pages/terms.yaml', 'Terms, plainly')).status).toBe(200);
  }, 60_000);

  it('makes no new worktree once the worktrees take their share of the disk, and says so', async () => {
    // Three worktrees take about 2 MB; something left in Ben's (a big file) takes the rest of the 3 MB.
    const bens = json<ChangesAnswer>(await api('ben', 'GET', 'changes')).current as ChangeSet;
    writeFileSync(join(dir, 'data', 'worktrees', bens.id, 'left-behind.bin'), Buffer.alloc(2 * 1024 * 1024));
    const refused = await saveTitle('admin', 'pages/resources.yaml', 'Reading');
    expect([refused.status, json<{ error: string }>(refused).error]).toEqual([
      507,
      'The editor’s server has no room for another change set just now. Ask the person who runs it; your draft is kept in this window.',
    ]);
    // Saves into a set that has its worktree go on.
    expect((await saveTitle('ben', 'pages/terms.yaml', 'Terms, more plainly')).status).toBe(200);
  }, 60_000);
});

describe('a person removed from the team', () => {
  it('keeps their work; a new account given their address does not take it over', async () => {
    const ben = accounts.people.list().find((p) => p.email === 'ben@firm.test')!;
    const bens = json<ChangesAnswer>(await api('ben', 'GET', 'changes')).current as ChangeSet;
    expect(bens.files.map((f) => f.file)).toEqual(['pages/terms.yaml']);
    expect((await api('admin', 'POST', 'people/remove', { id: ben.id })).status).toBe(200);
    // A new person is later given the same address.
    await join_('ben', 'Ben Newman', 'editor');
    const theirs = json<ChangesAnswer>(await api('ben', 'GET', 'changes'));
    expect([theirs.current, theirs.mine]).toEqual([null, []]);
    expect((await api('ben', 'POST', 'changes/submit', { id: bens.id })).status).toBe(403);
    expect((await api('ben', 'GET', `changes/review?id=${bens.id}`)).status).toBe(403);
    // The old set still names the person who wrote it.
    const review = json<{ set: ChangeSet }>(await api('admin', 'GET', `changes/review?id=${bens.id}`));
    expect(review.set.owner).toMatchObject({ name: 'Ben Okafor', email: 'ben@firm.test', gone: true });
  }, 60_000);
});
