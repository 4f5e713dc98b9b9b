/**
 * The team editor's page runs under a policy that lets no script make code ('unsafe-eval'): its forms load the
 * validators compiled on the server (formValidators.ts) from the address the page names. The preview frame's
 * policy has none either, and takes fonts from its own origin only. The built app is stood in for by a manifest (the pages only name its files).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call as callAt, contentClone, freePort, projectRoot, type Answer } from '../../../tests/fixtures/teamServer';
import { APP_ENTRIES } from '../app/appBuild';
import { startTeamServer } from '../server';
import { checkSettings } from '../settings';
import { openAccounts, type Accounts } from '../accounts/teamAccounts';

let dir: string;
let port: number;
let close: () => Promise<void>;
let accounts: Accounts;
let cookie: string;

const call = (path: string, headers: Record<string, string> = {}, host = `localhost:${port}`): Promise<Answer> =>
  callAt(port, 'GET', path, headers, undefined, host);

/** A project folder with the app's manifest and the project's packages (the validators are bundled from them). */
function standInProject(): string {
  const project = join(dir, 'project');
  mkdirSync(join(project, 'dist-editor/.vite'), { recursive: true });
  const manifest = {
    [APP_ENTRIES.editor]: { file: 'assets/editor.js' },
    [APP_ENTRIES.preview]: { file: 'assets/preview.js' },
  };
  writeFileSync(join(project, 'dist-editor/.vite/manifest.json'), JSON.stringify(manifest));
  symlinkSync(join(projectRoot, 'node_modules'), join(project, 'node_modules'));
  return project;
}

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-policy-'));
  const root = contentClone(dir);
  port = await freePort();
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
  });
  accounts = await openAccounts({ file: join(dir, 'team.db'), pepper: 'p'.repeat(40), idleMinutes: 60, oidc: null });
  const by = { email: 'admin@firm.test', address: 'test' };
  await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: 'admin pass phrase 1' },
    by,
  );
  const result = await accounts.signIn('admin@firm.test', 'admin pass phrase 1', { address: '127.0.0.1' });
  if (!result.ok) throw new Error('sign-in failed');
  cookie = `edit-session=${result.session.cookie}`;
  ({ close } = await startTeamServer({
    projectRoot: standInProject(),
    root,
    settings,
    accounts,
    dataDir: join(dir, 'data'),
  }));
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the team editor’s policy', () => {
  let page: Answer;
  let address: string;
  beforeAll(async () => {
    page = await call('/_edit', { cookie });
    address = /<meta name="edit-validators" content="([^"]+)">/.exec(page.body)?.[1] ?? '';
  }, 60_000);

  it('lets the editor’s page run only its own scripts, and none make code', () => {
    expect(page.status).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('names the compiled validators, served as a script cached for good under their hash', async () => {
    expect(address).toMatch(/^\/_edit\/form-validators\/[0-9a-f]{16}\.js$/);
    const module = await call(address, { cookie });
    expect(module.status).toBe(200);
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.headers['cache-control']).toContain('immutable');
    expect(module.body).toContain('validators');
  });

  it('serves the validators to a signed-in person only, and no other address in their folder', async () => {
    expect((await call(address)).status).toBe(401);
    for (const other of [
      '/_edit/form-validators/0123456789abcdef.js',
      '/_edit/form-validators/',
      `${address}x`,
      '/_edit/form-validators/..%2f..%2fpackage.json',
      '/_edit/form-validators/../../package.json',
    ])
      expect([other, (await call(other, { cookie })).status]).toEqual([other, 404]);
  });

  it('keeps the preview frame’s policy without code made as it runs', async () => {
    const preview = await call('/_edit/preview', {}, `127.0.0.1:${port}`);
    expect(preview.status).toBe(200);
    expect(directives(preview.headers['content-security-policy']).get('script-src')).toBe("'self'");
  });

  it('lets the preview frame load fonts from its own origin only (a Kannada or Hindi page’s Noto font)', async () => {
    const preview = await call('/_edit/preview', {}, `127.0.0.1:${port}`);
    expect(directives(preview.headers['content-security-policy']).get('font-src')).toBe("'self'");
  });
});
