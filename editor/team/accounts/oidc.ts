/**
 * Sign-in through the firm's identity provider (OpenID Connect, authorization code flow with PKCE, state and
 * nonce; openid-client).
 *
 * 1. `discoverOidc(settings)` once at start: reads the provider's discovery document. Only https issuers work:
 *    openid-client refuses plain http unless a caller passes its `allowInsecureRequests` in `execute`, which only
 *    the tests do.
 * 2. `startSignIn(oidc)` gives the URL to send the browser to and `kept`, a value to keep in a short-lived cookie
 *    (HttpOnly, Secure, SameSite=Lax, Max-Age 600) until the browser comes back.
 * 3. `finishSignIn(oidc, callback, kept)` takes the query the browser brought back to the redirect URL (a URL, a
 *    query string or URLSearchParams; the redirect URL itself is always the configured one, never the request's
 *    Host) and answers the e-mail address and name. It refuses (AccountsError) `oidcFailed` for anything wrong in
 *    the flow (state, nonce, code, PKCE, a `kept` older than 10 minutes or altered) and `oidcNotVerified` when the
 *    provider does not say `email_verified: true`. Matching the address to a person on the team (and refusing
 *    someone who is not: there is no self-sign-up) is index.ts's `oidcSignIn`.
 */
import * as client from 'openid-client';
import { words } from '../../contract/words';
import { AccountsError } from './errors';
import type { Clock } from './store';

export interface OidcSettings {
  /** The provider's issuer URL, e.g. https://login.firm.example/realms/staff. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** This editor's callback URL as registered at the provider, e.g. https://editor.firm.example/oidc/callback. */
  redirectUrl: string;
  /** How the client proves itself at the token endpoint: client_secret_basic (the OIDC default) or _post. */
  tokenAuth?: 'client_secret_basic' | 'client_secret_post';
  /** Scopes asked for; default "openid email profile". */
  scope?: string;
}

export interface OidcClient {
  readonly config: client.Configuration;
  readonly settings: OidcSettings;
  readonly clock: Clock;
}

export interface OidcIdentity {
  email: string;
  name: string;
  /** The provider's subject identifier, for the audit trail. */
  subject: string;
}

const KEPT_MS = 10 * 60 * 1000;

/** Reads the provider's discovery document. `execute` is openid-client's hook list (tests pass allowInsecureRequests). */
export async function discoverOidc(
  settings: OidcSettings,
  options: { clock?: Clock; execute?: Array<(config: client.Configuration) => void> } = {},
): Promise<OidcClient> {
  const auth =
    settings.tokenAuth === 'client_secret_post'
      ? client.ClientSecretPost(settings.clientSecret)
      : client.ClientSecretBasic(settings.clientSecret);
  const config = await client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
    execute: options.execute,
    timeout: 10,
  });
  return { config, settings, clock: options.clock ?? Date.now };
}

interface Kept {
  v: string;
  s: string;
  n: string;
  t: number;
}

/** The provider's sign-in URL and the value to keep in a short-lived cookie until the callback. */
export async function startSignIn(oidc: OidcClient): Promise<{ url: string; kept: string }> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(oidc.config, {
    redirect_uri: oidc.settings.redirectUrl,
    scope: oidc.settings.scope ?? 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const kept: Kept = { v: verifier, s: state, n: nonce, t: oidc.clock() };
  return { url: url.href, kept: Buffer.from(JSON.stringify(kept)).toString('base64url') };
}

function readKept(kept: string | undefined, now: number): Kept | null {
  if (!kept || kept.length > 1000) return null;
  try {
    const value = JSON.parse(Buffer.from(kept, 'base64url').toString()) as Partial<Kept>;
    const ok =
      typeof value.v === 'string' &&
      typeof value.s === 'string' &&
      typeof value.n === 'string' &&
      typeof value.t === 'number' &&
      now - value.t <= KEPT_MS &&
      value.t <= now + 60_000;
    return ok ? (value as Kept) : null;
  } catch {
    return null;
  }
}

/** Finishes the sign-in: the verified e-mail address and name, or AccountsError oidcFailed / oidcNotVerified. */
export async function finishSignIn(
  oidc: OidcClient,
  callback: URL | URLSearchParams | string,
  kept: string | undefined,
): Promise<OidcIdentity> {
  const failed = (cause?: unknown) => {
    const error = new AccountsError('oidcFailed', words.team.oidcFailed);
    if (cause !== undefined) error.cause = cause;
    return error;
  };
  const checks = readKept(kept, oidc.clock());
  if (!checks) throw failed();
  const query =
    callback instanceof URL
      ? callback.searchParams
      : callback instanceof URLSearchParams
        ? callback
        : new URLSearchParams(callback.includes('?') ? callback.slice(callback.indexOf('?') + 1) : callback);
  const current = new URL(oidc.settings.redirectUrl);
  current.search = query.toString();
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(oidc.config, current, {
      pkceCodeVerifier: checks.v,
      expectedState: checks.s,
      expectedNonce: checks.n,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
      const info = await client.fetchUserInfo(oidc.config, tokens.access_token, String(claims.sub));
      claims = {
        ...info,
        ...claims,
        email: info.email,
        email_verified: info.email_verified,
        name: claims.name ?? info.name,
      };
    }
  } catch (error) {
    throw failed(error);
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) throw new AccountsError('oidcNotVerified', words.team.oidcNotVerified);
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  return { email, name, subject: String(claims.sub) };
}
