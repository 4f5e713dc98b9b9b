/**
 * Signing in to the team editor through the firm's identity provider, end to end over HTTP: a real OpenID
 * provider started by the test (tests/fixtures/oidcProvider.ts), the team server's start and callback
 * addresses, the short-lived cookie between them, and the session that follows; someone not on the team refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, contentClone, freePort, projectRoot } from '../../../tests/fixtures/teamServer';
import { allowInsecureRequests } from 'openid-client';
import { CLIENT, startTestProvider, type TestProvider } from '../../../tests/fixtures/oidcProvider';
import { startTeamServer } from '../server';
import { checkSettings } from '../settings';
import { openAccounts, type Accounts } from './teamAccounts';

let dir: string;
let port: number;
let provider: TestProvider;
let close: () => Promise<void>;
let accounts: Accounts;

const get = (path: string, cookie = '') => call(port, 'GET', path, cookie ? { cookie } : {});

const pair = (setCookie: string) => setCookie.split(';')[0];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-oidc-'));
  const root = contentClone(dir);
  port = await freePort();
  const editorUrl = `http://localhost:${port}`;
  provider = await startTestProvider(`${editorUrl}/_edit/oidc/callback`);
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
    oidc: { issuer: provider.issuer, clientId: CLIENT.id, label: 'Sign in with the firm’s account' },
  });
  const pepper = 'r'.repeat(40);
  accounts = await openAccounts({
    file: join(dir, 'team.db'),
    pepper,
    idleMinutes: 60,
    oidc: {
      issuer: provider.issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUrl: `${editorUrl}/_edit/oidc/callback`,
    },
    // Only this test's provider is plain http; the server's own start (start.ts) never passes this.
    oidcExecute: [allowInsecureRequests],
  });
  await accounts.people.createFirstAdministrator({
    email: 'ann@firm.example',
    name: 'Ann',
    password: 'tram lilac 47 oven',
  });
  ({ close } = await startTeamServer({
    projectRoot,
    root,
    settings,
    accounts,
    dataDir: join(dir, 'data'),
  }));
}, 60_000);

afterAll(async () => {
  await close?.();
  accounts?.close();
  await provider?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sign-in through the identity provider', () => {
  it('offers the provider on the sign-in page and signs a person on the team in', async () => {
    expect((await get('/_edit/sign-in')).body).toContain('Sign in with the firm’s account');
    const start = await get('/_edit/oidc/start');
    expect(start.status).toBe(302);
    expect(start.location?.startsWith(provider.issuer)).toBe(true);
    expect(start.cookies[0]).toMatch(/^edit-oidc=.+; Path=\/_edit\/oidc; HttpOnly; SameSite=Lax; Max-Age=600$/);
    provider.next.login = 'ann';
    const back = new URL(await provider.browse(start.location!));
    const done = await get(back.pathname + back.search, pair(start.cookies[0]));
    expect(done.status).toBe(200);
    const session = done.cookies.find((c) => c.startsWith('edit-session='))!;
    expect(session).toMatch(/HttpOnly; SameSite=Strict/);
    // The session works: the API answers it with its own token (the editor's page would carry it).
    const cookieValue = pair(session).split('=')[1]!;
    const csrf = accounts.sessions.find(cookieValue)!.csrf;
    const me = await call(port, 'GET', '/_edit/api/me', { cookie: pair(session), 'x-edit-token': csrf });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ email: 'ann@firm.example', role: 'administrator' });
    expect(accounts.audit.list(1)[0]).toMatchObject({ action: 'oidc sign-in', actor: 'ann@firm.example' });
  });

  it('refuses someone the provider knows but who is not on the team, and a callback without its cookie', async () => {
    const start = await get('/_edit/oidc/start');
    provider.next.login = 'zoe';
    const back = new URL(await provider.browse(start.location!));
    const refused = await get(back.pathname + back.search, pair(start.cookies[0]));
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('not one of this site’s editors');
    expect(refused.cookies.some((c) => c.startsWith('edit-session=') && !c.startsWith('edit-session=;'))).toBe(false);

    const again = await get('/_edit/oidc/start');
    provider.next.login = 'ann';
    const back2 = new URL(await provider.browse(again.location!));
    const noCookie = await get(back2.pathname + back2.search);
    expect(noCookie.status).toBe(403);
    expect(noCookie.body).toContain('did not finish');
  });
});
