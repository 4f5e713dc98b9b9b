/**
 * The first administrator's one-time link and an invited person's welcome, on a team server with nobody yet:
 * the link printed at start works once, within its hour, and only while nobody has an account. Then the device
 * cookie every sign-in sets: sent back, it keeps its browser's tries apart from everyone else's. The accounts'
 * clock stands still (the limits' waits never end by themselves).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call as callAt, contentClone, freePort, projectRoot } from '../../../tests/fixtures/teamServer';
import { startTeamServer } from '../server';
import { checkSettings } from '../settings';
import { openAccounts, type Accounts } from './teamAccounts';
import { testClock } from './testing';

let dir: string;
let port: number;
let close: () => Promise<void>;
let accounts: Accounts;
let setupPath = '';

/** A GET, or a form posted from the editor's own origin; `cookie`: the cookies the browser sends. */
async function call(method: string, path: string, form?: Record<string, string>, cookie?: string) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = form
    ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://localhost:${port}` }
    : {};
  if (cookie) headers.cookie = cookie;
  const answer = await callAt(port, method, path, headers, body);
  return { ...answer, cookie: answer.cookies.length ? answer.cookies : undefined };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-setup-'));
  const root = contentClone(dir);
  port = await freePort();
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
  });
  const pepper = 'q'.repeat(40);
  const clock = testClock(Date.now());
  accounts = await openAccounts({ file: join(dir, 'team.db'), pepper, idleMinutes: 60, oidc: null, clock });
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  ({ close } = await startTeamServer({ projectRoot, root, settings, accounts, dataDir: join(dir, 'data') }));
  const printed = log.mock.calls.flat().join('\n');
  log.mockRestore();
  setupPath = /(\/_edit\/setup\?token=[\w-]+)/.exec(printed)?.[1] ?? '';
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the first administrator', () => {
  it('is made through the one-time link printed at start, never without it', async () => {
    expect(setupPath).toMatch(/token=/);
    expect((await call('GET', '/_edit/setup?token=guessed')).status).toBe(410);
    const form = await call('GET', setupPath);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Set up the site editor');
    const token = new URL(setupPath, 'http://x').searchParams.get('token')!;
    const fields = { token, name: 'Priya Nair', email: 'priya@firm.test', password: 'a long pass phrase', repeat: '' };
    const mismatch = await call('POST', '/_edit/setup', fields);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toContain('not the same');
    const short = await call('POST', '/_edit/setup', { ...fields, password: 'short', repeat: 'short' });
    expect(short.status).toBe(422);
    expect(short.body).toContain('at least 12 characters');
    const made = await call('POST', '/_edit/setup', { ...fields, repeat: fields.password });
    expect(made.status).toBe(303);
    expect(made.location).toBe('/_edit');
    expect(made.cookie?.[0]).toMatch(/^edit-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect(made.cookie?.[1]).toMatch(/^edit-device=[\w-]+\.[\w-]{22}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect(accounts.people.list().map((p) => [p.email, p.role])).toEqual([['priya@firm.test', 'administrator']]);
    // Used once: the link is gone, and a second administrator cannot be made through it.
    expect((await call('GET', setupPath)).status).toBe(410);
    expect(
      (await call('POST', '/_edit/setup', { ...fields, email: 'x@firm.test', repeat: fields.password })).status,
    ).toBe(410);
  });

  it('invites a person, whose link works once', async () => {
    const admin = accounts.people.findByEmail('priya@firm.test')!;
    const { token } = accounts.people.invite(
      { email: 'asha@firm.test', name: 'Asha Rao', role: 'editor', createdBy: admin.id },
      { email: admin.email, address: 'test' },
    );
    const page = await call('GET', `/_edit/welcome?token=${token}`);
    expect(page.body).toContain('as asha@firm.test');
    const fields = { token, name: 'Asha Rao', password: 'asha likes long words', repeat: 'asha likes long words' };
    const accepted = await call('POST', '/_edit/welcome', fields);
    expect(accepted.status).toBe(303);
    expect(accepted.cookie?.[0]).toMatch(/^edit-session=/);
    expect(accepted.cookie?.[1]).toMatch(/^edit-device=/);
    expect((await call('GET', `/_edit/welcome?token=${token}`)).status).toBe(410);
    expect((await call('POST', '/_edit/welcome', fields)).status).toBe(410);
  });
});

describe('the device cookie', () => {
  const signIn = (password: string, cookie?: string) =>
    call('POST', '/_edit/sign-in', { email: 'priya@firm.test', password }, cookie);
  const PASSWORD = 'a long pass phrase';

  it('is set at every sign-in, for a year; sent back, its browser is not held back by others’ wrong tries', async () => {
    const first = await signIn(PASSWORD);
    expect(first.status).toBe(303);
    const set = first.cookie?.find((c) => c.startsWith('edit-device=')) ?? '';
    expect(set).toMatch(/^edit-device=[\w.-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=31536000$/);
    const device = set.split(';')[0];
    // Five wrong passwords from browsers without it: the next try without it waits, even with the right password.
    for (let i = 0; i < 5; i++) expect((await signIn(`wrong guess ${i}`)).status).toBe(401);
    const held = await signIn(PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.body).toContain('Too many wrong tries. Wait 1 second and try again.');
    // The browser that signed in before is known: its tries are counted on their own.
    expect((await signIn('wrong guess again', device)).status).toBe(401);
    const known = await signIn(PASSWORD, `edit-session=none; ${device}`);
    expect(known.status).toBe(303);
    expect(known.cookie?.[0]).toMatch(/^edit-session=[\w-]{43};/);
    expect(known.cookie?.[1]).toMatch(/^edit-device=/);
    expect(known.cookie?.[1]).not.toContain(device);
    // A changed one is not.
    const changed = device.slice(0, -1) + (device.endsWith('A') ? 'B' : 'A');
    expect((await signIn(PASSWORD, changed)).status).toBe(429);
  });
});
