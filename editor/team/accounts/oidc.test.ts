import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowInsecureRequests } from 'openid-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, openAccounts } from './index';
import { discoverOidc, finishSignIn, type OidcClient, type OidcSettings, startSignIn } from './oidc';
import { CLIENT, startTestProvider, type TestProvider } from '../../../tests/fixtures/oidcProvider';

let provider: TestProvider;
let issuer: string;
const REDIRECT = 'http://127.0.0.1:9/oidc/callback';
let nextLogin = 'ann';

beforeAll(async () => {
  provider = await startTestProvider(REDIRECT);
  issuer = provider.issuer;
});
afterAll(() => provider.close());

/** Follows the provider's redirects, signing in whom `nextLogin` names. */
function browse(url: string): Promise<string> {
  provider.next.login = nextLogin;
  return provider.browse(url);
}

const settings = (): OidcSettings => ({
  issuer,
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  redirectUrl: REDIRECT,
});

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
