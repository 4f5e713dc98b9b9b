/**
 * The team editor's server on a temporary content clone, called over HTTP as each role: every API call the
 * roles allow-list names (and the local editor's commit), the doors (host, origin, session, token) and the
 * sign-in pages. The browser's side, through nginx and HTTPS, is tests/team/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call as callAt, contentClone, freePort, projectRoot, type Answer } from '../../tests/fixtures/teamServer';
import { startTeamServer } from './server';
import { checkSettings } from './settings';
import { openAccounts, type Accounts } from './teamAccounts';
import { allowed, API_PATHS, type Role } from './roles';

let dir: string;
let root: string;
let port: number;
let close: () => Promise<void>;
let accounts: Accounts;
const sessions: Partial<Record<Role, { cookie: string; csrf: string }>> = {};

function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  host = `localhost:${port}`,
): Promise<Answer> {
  return callAt(port, method, path, headers, body, host);
}

function asRole(role: Role, method: string, path: string, body?: unknown) {
  const s = sessions[role]!;
  return call(
    method,
    `/_edit/api/${path}`,
    {
      cookie: `edit-session=${s.cookie}`,
      'x-edit-token': s.csrf,
      'content-type': 'application/json',
      origin: `http://localhost:${port}`,
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-server-'));
  root = contentClone(dir);
  port = await freePort();
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
  });
  const pepper = 'p'.repeat(40);
  accounts = await openAccounts({ file: join(dir, 'team.db'), pepper, idleMinutes: 60, oidc: null });
  const by = { email: 'admin@firm.test', address: 'test' };
  const admin = await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: 'admin pass phrase 1' },
    by,
  );
  for (const role of ['editor', 'publisher'] as const) {
    const { token } = accounts.people.invite({ email: `${role}@firm.test`, name: role, role, createdBy: admin.id }, by);
    await accounts.people.acceptInvite(token, { password: `${role} pass phrase 1` }, by);
  }
  for (const role of ['editor', 'publisher', 'administrator'] as const) {
    const email = role === 'administrator' ? 'admin@firm.test' : `${role}@firm.test`;
    const password = role === 'administrator' ? 'admin pass phrase 1' : `${role} pass phrase 1`;
    const result = await accounts.signIn(email, password, { address: '127.0.0.1' });
    if (!result.ok) throw new Error('sign-in failed');
    sessions[role] = { cookie: result.session.cookie, csrf: result.session.csrf };
  }
  ({ close } = await startTeamServer({ projectRoot, root, settings, accounts, dataDir: join(dir, 'data') }));
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('roles', () => {
  const roles: Role[] = ['editor', 'publisher', 'administrator'];
  for (const role of roles) {
    it(`answers every call as ${role} by the allow-list`, async () => {
      for (const path of [...API_PATHS, 'commit', 'no-such-call']) {
        // An empty body: the calls that run refuse it as a bad request, never as a role refusal.
        const read = await asRole(role, 'GET', path);
        const write = await asRole(role, 'POST', path, {});
        const roleRefused = (a: Answer) => a.status === 403 && a.body.includes('role');
        expect([path, roleRefused(read) && roleRefused(write)]).toEqual([path, !allowed(role, path)]);
      }
    }, 60_000);
  }
});

describe('pictures', () => {
  it('shows a picture uploaded for a change at once, on the preview’s origin, before the page is saved', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const s = sessions.editor!;
    const uploaded = await call(
      'POST',
      '/_edit/api/upload?file=pages%2Fgallery.yaml&name=Team%20Photo.png',
      {
        cookie: `edit-session=${s.cookie}`,
        'x-edit-token': s.csrf,
        'content-type': 'application/octet-stream',
        origin: `http://localhost:${port}`,
      },
      png,
    );
    expect(uploaded.status).toBe(200);
    const { src } = JSON.parse(uploaded.body) as { src: string };
    expect(src).toMatch(/^\/images\/gallery\/team-photo\.png$/);
    // Kept with the editor's change set, never in the live content folder.
    expect(existsSync(join(root, '.edit-uploads'))).toBe(false);
    const shown = await call('GET', src, {}, undefined, `127.0.0.1:${port}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect((await call('GET', src.replace('.png', '-x.png'), {}, undefined, `127.0.0.1:${port}`)).status).toBe(404);
  });
});

describe('doors', () => {
  it('refuses another host name', async () => {
    expect((await call('GET', '/_edit/sign-in', {}, undefined, 'evil.example')).status).toBe(421);
  });
  it('sends a person who is not signed in to sign in, and refuses the API', async () => {
    const page = await call('GET', '/_edit');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/_edit/sign-in');
    expect((await call('GET', '/_edit/api/files')).status).toBe(401);
  });
  it('refuses the session without its token, with another session’s token, and from another origin', async () => {
    const s = sessions.editor!;
    const cookie = `edit-session=${s.cookie}`;
    expect((await call('GET', '/_edit/api/files', { cookie })).status).toBe(403);
    expect((await call('GET', '/_edit/api/files', { cookie, 'x-edit-token': sessions.publisher!.csrf })).status).toBe(
      403,
    );
    expect((await call('GET', '/_edit/api/files', { cookie, 'x-edit-token': s.csrf })).status).toBe(200);
    const foreign = await call(
      'POST',
      '/_edit/api/presence',
      { cookie, 'x-edit-token': s.csrf, origin: 'https://evil.example', 'content-type': 'application/json' },
      '{"file":""}',
    );
    expect(foreign.status).toBe(403);
  });
  it('answers no API on the preview’s origin', async () => {
    const s = sessions.editor!;
    const res = await call(
      'GET',
      '/_edit/api/files',
      { cookie: `edit-session=${s.cookie}`, 'x-edit-token': s.csrf },
      undefined,
      `127.0.0.1:${port}`,
    );
    expect(res.status).not.toBe(200);
    expect(res.body).not.toContain('pages/');
  });
  it('never serves the content’s files outside public/', async () => {
    for (const path of ['/pages/about.yaml', '/../pages/about.yaml', '/%2e%2e/pages/about.yaml', '/.git/config']) {
      const res = await call('GET', path, {}, undefined, `127.0.0.1:${port}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});

describe('sign-in', () => {
  it('keeps the typed e-mail on a wrong password, and says the same for an unknown one', async () => {
    const form = (email: string) =>
      call(
        'POST',
        '/_edit/sign-in',
        { 'content-type': 'application/x-www-form-urlencoded', origin: `http://localhost:${port}` },
        new URLSearchParams({ email, password: 'wrong wrong wrong' }).toString(),
      );
    const known = await form('editor@firm.test');
    const unknown = await form('nobody@firm.test');
    expect(known.status).toBe(401);
    expect(known.body).toContain('value="editor@firm.test"');
    expect(known.body).toContain('The e-mail address or the password is not right.');
    const same = (body: string) => body.replace(/nonce="[^"]+"/g, '').replace('nobody@firm.test', 'editor@firm.test');
    expect(unknown.status).toBe(401);
    expect(same(unknown.body)).toBe(same(known.body));
  });
  it('refuses a sign-in form sent from another site', async () => {
    const res = await call(
      'POST',
      '/_edit/sign-in',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      'email=editor%40firm.test&password=editor+pass+phrase+1',
    );
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
