import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { allowInsecureRequests } from 'openid-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, openAccounts } from './index';
import { discoverOidc, finishSignIn, type OidcClient, type OidcSettings, startSignIn } from './oidc';

/** People at the test identity provider: sub → claims. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  ann: { email: 'Ann@Firm.example', email_verified: true, name: 'Ann Example' },
  mallory: { email: 'ann@firm.example', email_verified: false, name: 'Not Ann' },
  zoe: { email: 'zoe@firm.example', email_verified: true, name: 'Zoe Stranger' },
};
/** Whom the provider's (automatic) login screen signs in next. */
let nextLogin = 'ann';

let server: Server;
let issuer: string;
const REDIRECT = 'http://127.0.0.1:9/oidc/callback';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: 'team-editor',
        client_secret: 'a-test-secret-a-test-secret-0123',
        redirect_uris: [REDIRECT],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const claims = ACCOUNTS[sub];
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
    // Consent given at once: a grant of the asked scopes.
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      await provider.interactionDetails(req, res);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextLogin } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    handle(req, res);
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = (): OidcSettings => ({
  issuer,
  clientId: 'team-editor',
  clientSecret: 'a-test-secret-a-test-secret-0123',
  redirectUrl: REDIRECT,
});

/** A browser: follows the provider's redirects with its cookies until it is sent to the redirect URL. */
async function browse(url: string): Promise<string> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT)) return next;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider answered ${res.status}: ${await res.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects');
}

describe('OIDC sign-in against a local provider', () => {
  let oidc: OidcClient;
  let dir: string;
  let accounts: Accounts;
  beforeEach(async () => {
    nextLogin = 'ann';
    oidc = await discoverOidc(settings(), { execute: [allowInsecureRequests] });
    dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    accounts = openAccounts({ file: join(dir, 'team.db'), pepper: 'o'.repeat(40) });
    await accounts.people.createFirstAdministrator({
      email: 'ann@firm.example',
      name: 'Ann',
      password: 'tram lilac 47 oven',
    });
  });
  afterEach(() => {
    accounts.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a plain-http provider unless the caller allows it (production never does)', async () => {
    await expect(discoverOidc(settings())).rejects.toThrow();
  });

  it('signs in a person on the team by their verified e-mail, with PKCE, state and nonce', async () => {
    const { url, kept } = await startSignIn(oidc);
    const sent = new URL(url);
    expect(sent.origin).toBe(issuer);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toBeTruthy();
    expect(sent.searchParams.get('nonce')).toBeTruthy();
    expect(sent.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const back = await browse(url);
    const { session, person } = await accounts.oidcSignIn(oidc, new URL(back).search, kept, {
      address: '198.51.100.20',
    });
    expect(person.email).toBe('ann@firm.example');
    expect(accounts.sessions.find(session.id)?.person.email).toBe('ann@firm.example');
    expect(accounts.audit.list(1)[0]).toMatchObject({ action: 'oidc sign-in', actor: 'ann@firm.example' });
  });

  it('answers e-mail and name from finishSignIn; the same callback cannot be used twice', async () => {
    const { url, kept } = await startSignIn(oidc);
    const back = await browse(url);
    await expect(finishSignIn(oidc, back, kept)).resolves.toEqual({
      email: 'ann@firm.example',
      name: 'Ann Example',
      subject: 'ann',
    });
    await expect(finishSignIn(oidc, back, kept)).rejects.toMatchObject({ code: 'oidcFailed' });
  });

  it('refuses an e-mail the provider does not say is verified', async () => {
    nextLogin = 'mallory';
    const { url, kept } = await startSignIn(oidc);
    const back = await browse(url);
    await expect(accounts.oidcSignIn(oidc, back, kept, { address: '203.0.113.9' })).rejects.toMatchObject({
      code: 'oidcNotVerified',
    });
    expect(accounts.audit.list(1)[0]).toMatchObject({ action: 'oidc sign-in refused', detail: 'oidcNotVerified' });
  });

  it('refuses someone who is not on the team (no self-sign-up)', async () => {
    nextLogin = 'zoe';
    const { url, kept } = await startSignIn(oidc);
    const back = await browse(url);
    await expect(accounts.oidcSignIn(oidc, back, kept, { address: '203.0.113.9' })).rejects.toMatchObject({
      code: 'oidcNoAccount',
    });
    expect(accounts.people.findByEmail('zoe@firm.example')).toBeNull();
  });

  it('refuses a callback without its cookie, with another sign-in’s cookie, or with an altered state', async () => {
    const first = await startSignIn(oidc);
    const second = await startSignIn(oidc);
    const back = await browse(first.url);
    await expect(finishSignIn(oidc, back, undefined)).rejects.toMatchObject({ code: 'oidcFailed' });
    await expect(finishSignIn(oidc, back, second.kept)).rejects.toMatchObject({ code: 'oidcFailed' });
    const altered = new URL(back);
    altered.searchParams.set('state', 'forged');
    await expect(finishSignIn(oidc, altered, first.kept)).rejects.toMatchObject({ code: 'oidcFailed' });
    await expect(finishSignIn(oidc, back, 'garbage')).rejects.toMatchObject({ code: 'oidcFailed' });
  });

  it('refuses a kept value older than 10 minutes', async () => {
    let now = Date.now();
    const timed = { ...oidc, clock: () => now };
    const { url, kept } = await startSignIn(timed);
    const back = await browse(url);
    now += 10 * 60 * 1000 + 1;
    await expect(finishSignIn(timed, back, kept)).rejects.toMatchObject({ code: 'oidcFailed' });
  });
});
