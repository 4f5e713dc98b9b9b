/**
 * The team editor's server on a temporary content clone, called over HTTP as each role: every API call the
 * roles allow-list names (and the local editor's commit), the doors (host, origin, session, token) and the
 * sign-in pages. The browser's side, through nginx and HTTPS, is tests/team/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
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
} from '../../tests/fixtures/teamServer';
import { startTeamServer } from './server';
import { checkSettings } from './settings';
import { openAccounts, type Accounts } from './accounts/teamAccounts';
import { allowed, CALLS, type Role } from '../contract/calls';
import { previewFontsCss } from '../core/previewFonts';
import { EDITOR_FONTS_SHEET, EDITOR_SCRIPTS_FAMILY } from '../contract/scriptFonts';
import { scriptFonts } from '../../src/build/fonts/scriptFonts';

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

const asRole = (role: Role, method: string, path: string, body?: unknown) =>
  callApi(port, sessions[role]!, method, path, body);

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
  // Every path of the table of calls, the local editor's commit and one nobody listed.
  const paths = [...new Set(CALLS.map((c) => c.path as string)), 'no-such-call'];
  for (const role of roles) {
    it(`answers every call as ${role} by the allow-list`, async () => {
      for (const path of paths) {
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
  const png = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = async (role: Role, page: string, bytes: Buffer) => {
    const s = sessions[role]!;
    const answer = await call(
      'POST',
      `/_edit/api/upload?file=${encodeURIComponent(page)}&name=Team%20Photo.png`,
      {
        cookie: `edit-session=${s.cookie}`,
        'x-edit-token': s.csrf,
        'content-type': 'application/octet-stream',
        origin: `http://localhost:${port}`,
      },
      bytes,
    );
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { src: string }).src;
  };
  const preview = (path: string, cookie?: string) =>
    call('GET', path, cookie ? { cookie } : {}, undefined, `127.0.0.1:${port}`);

  it('shows a picture uploaded for a change at once, before the page is saved, to people signed in only', async () => {
    const src = await upload('editor', 'pages/gallery.yaml', await png('#3a6'));
    expect(src).toMatch(/^\/images\/gallery\/team-photo\.png$/);
    // Kept with the editor's change set, never in the live content folder.
    expect(existsSync(join(root, '.edit-uploads'))).toBe(false);
    // The preview shows it to a person signed in (through the preview's pass), on the editor's origin too (the
    // forms' thumbnails); nobody else gets it.
    const cookie = await previewCookie(port, accounts.db, sessions.publisher!.csrf);
    const shown = await preview(src, cookie);
    expect([shown.status, shown.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await preview(src)).status).toBe(404);
    expect((await call('GET', src, { cookie: `edit-session=${sessions.editor!.cookie}` })).status).toBe(200);
    expect((await call('GET', src)).status).toBe(404);
    expect((await preview(src.replace('.png', '-x.png'), cookie)).status).toBe(404);
  });

  it('never gives two change sets one address for different pictures', async () => {
    // The publisher's own change set, for the same page area: the same name is taken by the editor's set.
    const green = await png('#3a6');
    const red = await png('#c33');
    const theirs = await upload('publisher', 'pages/gallery.yaml', red);
    expect(theirs).toBe('/images/gallery/team-photo-2.png');
    // Each set's preview (and review) shows its own picture at its own address.
    const cookie = await previewCookie(port, accounts.db, sessions.publisher!.csrf);
    expect((await preview('/images/gallery/team-photo.png', cookie)).bytes.equals(green)).toBe(true);
    expect((await preview(theirs, cookie)).bytes.equals(red)).toBe(true);
  });

  it('lets only the people of the change set holding a page drop its pictures not saved yet', async () => {
    // The editor saves the terms page: it now belongs to the editor's change set, with its picture not saved yet.
    const s = sessions.editor!;
    const headers = {
      cookie: `edit-session=${s.cookie}`,
      'x-edit-token': s.csrf,
      'content-type': 'application/json',
      origin: `http://localhost:${port}`,
    };
    const opened = JSON.parse((await call('GET', '/_edit/api/file?path=pages%2Fterms.yaml', headers)).body) as {
      data: { meta: { title: string } };
      version: string;
    };
    opened.data.meta.title = 'Our terms';
    const saved = await call(
      'POST',
      '/_edit/api/save',
      headers,
      JSON.stringify({ file: 'pages/terms.yaml', version: opened.version, data: opened.data }),
    );
    expect(saved.status).toBe(200);
    const again = await upload('editor', 'pages/terms.yaml', await png('#36a'));
    const cookie = await previewCookie(port, accounts.db, sessions.editor!.csrf);
    expect((await preview(again, cookie)).status).toBe(200);
    const refused = await asRole('administrator', 'POST', 'discard', { file: 'pages/terms.yaml' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toMatch(/only the people writing that change set can remove them/);
    expect((await preview(again, cookie)).status).toBe(200);
    const dropped = await asRole('editor', 'POST', 'discard', { file: 'pages/terms.yaml' });
    expect([dropped.status, JSON.parse(dropped.body).dropped]).toEqual([200, 1]);
    expect((await preview(again, cookie)).status).toBe(404);
  }, 30_000);
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
  it('tells a person removed by an administrator that their access was removed, not to sign in again', async () => {
    const by = { email: 'admin@firm.test', address: 'test' };
    const admin = accounts.people.list().find((p) => p.email === 'admin@firm.test')!;
    const { token } = accounts.people.invite(
      { email: 'dev@firm.test', name: 'Dev', role: 'editor', createdBy: admin.id },
      by,
    );
    const dev = await accounts.people.acceptInvite(token, { password: 'dev pass phrase 1' }, by);
    const signedIn = await accounts.signIn('dev@firm.test', 'dev pass phrase 1', { address: '127.0.0.1' });
    if (!signedIn.ok) throw new Error('sign-in failed');
    const headers = { cookie: `edit-session=${signedIn.session.cookie}`, 'x-edit-token': signedIn.session.csrf };
    expect((await call('GET', '/_edit/api/files', headers)).status).toBe(200);
    expect((await asRole('administrator', 'POST', 'people/remove', { id: dev.id })).status).toBe(200);

    const refused = await call('GET', '/_edit/api/files', headers);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'An administrator removed your access to the editor. Ask an administrator if you need it again.',
      reason: 'removed',
    });
    const page = await call('GET', '/_edit/sign-in', { cookie: headers.cookie });
    expect(page.body).toContain('An administrator removed your access to the editor.');
    expect(page.body).not.toContain('You are signed out.');
    // Nobody else is told so: not a browser without that cookie, nor one with a made-up one.
    const plain = await call('GET', '/_edit/api/files', { cookie: 'edit-session=made-up' });
    expect(JSON.parse(plain.body)).toEqual({
      error: 'You are signed out. Sign in again; your unsaved changes are kept.',
    });
    expect((await call('GET', '/_edit/sign-in')).body).not.toContain('removed your access');
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

describe('preview fonts', () => {
  const onPreview = (method: string, path: string) => call(method, path, {}, undefined, `127.0.0.1:${port}`);
  /** The address of the font a Kannada preview's CSS names (previewFonts.test.ts: the check's preview carries it). */
  const kannadaFont = () => /url\(([^)]+)\)/.exec(previewFontsCss('ಕನ್ನಡ'))![1];

  it('serves a Kannada preview’s font whole on the preview’s origin, with its type, kept a year', async () => {
    const url = kannadaFont();
    const res = await onPreview('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.bytes.equals(readFileSync(scriptFonts()[0].source))).toBe(true);
    const head = await onPreview('HEAD', url);
    expect([head.status, head.bytes.length, head.headers['content-length']]).toEqual([
      200,
      0,
      res.headers['content-length'],
    ]);
  });

  it('refuses a font name it does not list, and any path', async () => {
    const url = kannadaFont();
    for (const path of [
      '/_edit/fonts/noto-sans-kannada.woff2',
      url.replace(/-[0-9a-f]+\.woff2$/, '-0000000000.woff2'),
      '/_edit/fonts/../../package.json',
      '/_edit/fonts/%2e%2e%2fpackage.json',
      `/_edit/fonts/${scriptFonts()[0].source}`,
      '/_edit/fonts/',
    ]) {
      const res = await onPreview('GET', path);
      expect([path, res.status, res.headers['content-type']]).toEqual([path, 404, 'text/plain; charset=utf-8']);
    }
    expect((await call('GET', '/_edit/fonts/../../package.json')).status).toBe(404);
  });

  it("serves the editor's own page the same fonts, and the sheet that declares them under its one family", async () => {
    expect((await call('GET', kannadaFont())).status).toBe(200);
    const sheet = await call('GET', EDITOR_FONTS_SHEET);
    expect([sheet.status, sheet.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    const faces = sheet.bytes.toString().match(/@font-face\{[^}]+\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face).toContain(`font-family:"${EDITOR_SCRIPTS_FAMILY}"`);
    expect(sheet.bytes.toString()).toContain(`url(${kannadaFont()})`);
    // The editor's page names the sheet.
    const signedIn = await call('GET', '/_edit', { cookie: `edit-session=${sessions.editor!.cookie}` });
    expect(signedIn.bytes.toString()).toContain(`<link rel="stylesheet" href="${EDITOR_FONTS_SHEET}">`);
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

describe('connections', () => {
  it('cuts a connection whose headers come too slowly at the stated limit', async () => {
    const slowPort = await freePort();
    const settings = checkSettings({
      listen: { host: '127.0.0.1', port: slowPort },
      editorUrl: `http://localhost:${slowPort}`,
      previewUrl: `http://127.0.0.1:${slowPort}`,
      content: root,
    });
    const slow = await startTeamServer({
      projectRoot,
      root,
      settings,
      accounts,
      dataDir: join(dir, 'data-slow'),
      serverLimits: { headersMs: 500 },
    });
    try {
      const socket = connect(slowPort, '127.0.0.1');
      const started = Date.now();
      socket.write(`GET /_edit/sign-in HTTP/1.1\r\nHost: localhost:${slowPort}\r\n`);
      // One header byte every 100 ms, never the end of the headers.
      const drip = setInterval(() => socket.writable && socket.write('X'), 100);
      const answer = await new Promise<string>((done) => {
        let text = '';
        socket.on('data', (c) => (text += c.toString()));
        socket.on('close', () => done(text));
        socket.on('error', () => undefined);
      });
      clearInterval(drip);
      // Node answers 408 and closes, within the limit and its one-second check.
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  }, 20_000);
});
