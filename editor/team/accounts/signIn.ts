/**
 * Signing in and out of the team editor: the sign-in form (limited per account, per address and per browser,
 * accounts/limits), the first administrator's one-time set-up link (printed at start while nobody has an account,
 * valid one hour), an invited person's welcome link, sign-out, and sign-in through the firm's identity provider
 * (accounts/oidc) when one is set. A session is a fresh opaque id at every sign-in, in an HttpOnly, SameSite=Strict
 * cookie (`__Host-` and Secure behind HTTPS); every sign-in, failure and sign-out is in the activity log.
 * Every sign-in also sets the browser's device cookie (accounts/deviceCookies: HttpOnly, SameSite=Strict, `__Host-`
 * and Secure behind HTTPS, kept a year), which the sign-in form sends back so that the account's owner, from a
 * browser that signed in before, is not held back by someone else's wrong passwords. Sign-out leaves it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { BodyTooLarge, discardRest, readLimited } from '../../core/body.js';
import { words } from '../../contract/words.js';
import { cookie, readCookies, type Origins } from '../doors/door.js';
import { sameToken } from '../../core/requests.js';
import { messagePage, onwardPage, setupPage, signInPage, welcomePage } from './pages.js';
import { redirect, sendPage } from '../doors/respond.js';
import type { TeamServerOptions } from '../options.js';
import { AccountsError, DEVICE_COOKIE_SECONDS, type SignedIn } from './teamAccounts.js';

const FORM_BYTES = 16 * 1024;
const SETUP_MS = 60 * 60 * 1000;
const OIDC_COOKIE = 'edit-oidc';

/** The device cookie's name: `__Host-` behind HTTPS, like the session's. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-edit-device' : 'edit-device';
}

export interface SignInOptions extends TeamServerOptions {
  origins: Origins;
  secure: boolean;
  cookieName: string;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams((await readLimited(req, FORM_BYTES)).toString('utf8'));
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      discardRest(req);
      return null;
    }
    throw e;
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class SignIn {
  private setup: { hash: string; until: number } | null = null;

  constructor(private readonly o: SignInOptions) {}

  private get accounts() {
    return this.o.accounts;
  }

  /** Prints the first administrator's one-time link while nobody has an account. */
  announceSetup(): void {
    if (this.accounts.people.count() > 0) return;
    const token = randomBytes(32).toString('base64url');
    this.setup = { hash: hash(token), until: Date.now() + SETUP_MS };
    console.log(words.teamServer.setupLink(`${this.o.origins.editor}/_edit/setup?token=${token}`));
  }

  /** The Set-Cookie values of a sign-in: the session's, then the browser's new device cookie. */
  private signedInCookies(who: SignedIn, device: string): string[] {
    const secure = this.o.secure;
    return [
      cookie(this.o.cookieName, who.cookie, { secure }),
      cookie(deviceCookieName(secure), device, { secure, maxAgeSeconds: DEVICE_COOKIE_SECONDS }),
    ];
  }

  private startSession(res: ServerResponse, signedIn: { session: SignedIn; device: string }): void {
    res.setHeader('Set-Cookie', this.signedInCookies(signedIn.session, signedIn.device));
  }

  /** A password sign-in, with the device cookie this browser sent. */
  private passwordSignIn(req: IncomingMessage, email: string, password: string, address: string, agent: string) {
    const device = readCookies(req).get(deviceCookieName(this.o.secure));
    return this.accounts.signIn(email, password, { address, agent, device });
  }

  private oidcButton(): { label: string; href: string } | undefined {
    const oidc = this.o.settings.oidc;
    return oidc ? { label: oidc.label, href: '/_edit/oidc/start' } : undefined;
  }

  /** Answers the sign-in addresses; false for any other. */
  async handle(path: string, method: string, req: IncomingMessage, res: ServerResponse, address: string) {
    const url = new URL(req.url ?? '/', this.o.origins.editor);
    const agent = String(req.headers['user-agent'] ?? '').slice(0, 200);
    if (path === '/_edit/sign-in' && method === 'GET') {
      // A person whose access was removed (their browser still has the ended session's cookie) is told so.
      const id = readCookies(req).get(this.o.cookieName);
      const note =
        id && this.accounts.sessions.wasRemoved(id)
          ? words.teamPages.accessRemoved
          : url.searchParams.has('out')
            ? words.teamPages.signedOut
            : undefined;
      sendPage(res, 200, (nonce) => signInPage({ nonce, note, oidc: this.oidcButton() }));
      return true;
    }
    if (path === '/_edit/sign-in' && method === 'POST') {
      const form = await readForm(req);
      const email = (form?.get('email') ?? '').trim().slice(0, 320);
      const password = form?.get('password') ?? '';
      const result = await this.passwordSignIn(req, email, password, address, agent);
      if (result.ok) {
        this.startSession(res, result);
        redirect(res, '/_edit');
        return true;
      }
      const error = result.retryAfterSeconds
        ? words.team.tooManyTries(result.retryAfterSeconds)
        : words.team.wrongSignIn;
      if (result.retryAfterSeconds) res.setHeader('Retry-After', String(result.retryAfterSeconds));
      sendPage(res, result.retryAfterSeconds ? 429 : 401, (nonce) =>
        signInPage({ nonce, email, error, oidc: this.oidcButton() }),
      );
      return true;
    }
    if (path === '/_edit/sign-out' && method === 'POST') {
      const form = await readForm(req);
      const id = readCookies(req).get(this.o.cookieName);
      const who = id ? this.accounts.sessions.find(id) : null;
      // The form carries the session's token, so another page cannot sign a person out either.
      if (who && id && sameToken(form?.get('token') ?? '', who.csrf)) this.accounts.signOut(id, { address });
      res.setHeader('Set-Cookie', cookie(this.o.cookieName, '', { secure: this.o.secure, maxAgeSeconds: 0 }));
      redirect(res, '/_edit/sign-in?out');
      return true;
    }
    if (path === '/_edit/setup') return this.setupForm(method, req, res, url, address, agent);
    if (path === '/_edit/welcome') return this.welcomeForm(method, req, res, url, address, agent);
    if (path === '/_edit/oidc/start' && method === 'GET') return this.oidcStart(res);
    if (path === '/_edit/oidc/callback' && method === 'GET') return this.oidcFinish(req, res, url, address, agent);
    return false;
  }

  private setupValid(token: string): boolean {
    return (
      this.setup !== null &&
      Date.now() < this.setup.until &&
      sameToken(hash(token), this.setup.hash) &&
      this.accounts.people.count() === 0
    );
  }

  private used(res: ServerResponse, message: string): true {
    sendPage(res, 410, (nonce) =>
      messagePage(nonce, words.teamPages.refused, message, { href: '/_edit/sign-in', text: words.teamPages.goSignIn }),
    );
    return true;
  }

  private async setupForm(
    method: string,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    address: string,
    agent: string,
  ) {
    if (method === 'GET') {
      const token = url.searchParams.get('token') ?? '';
      if (!this.setupValid(token)) return this.used(res, words.teamPages.setupUsed);
      sendPage(res, 200, (nonce) => setupPage({ nonce, token }));
      return true;
    }
    if (method !== 'POST') return false;
    const form = await readForm(req);
    const token = form?.get('token') ?? '';
    if (!form || !this.setupValid(token)) return this.used(res, words.teamPages.setupUsed);
    const name = (form.get('name') ?? '').trim();
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const again = (view: { error: string }) =>
      sendPage(res, 422, (nonce) => setupPage({ nonce, token, name, email, ...view }));
    if (password !== form.get('repeat')) {
      again({ error: words.teamPages.notSame });
      return true;
    }
    try {
      await this.accounts.people.createFirstAdministrator({ name, email, password }, { email, address });
    } catch (e) {
      if (e instanceof AccountsError) {
        again({ error: e.message });
        return true;
      }
      throw e;
    }
    this.setup = null;
    const result = await this.passwordSignIn(req, email, password, address, agent);
    if (result.ok) this.startSession(res, result);
    redirect(res, '/_edit');
    return true;
  }

  private async welcomeForm(
    method: string,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    address: string,
    agent: string,
  ) {
    if (method === 'GET') {
      const token = url.searchParams.get('token') ?? '';
      const invite = this.accounts.invites.find(token);
      if (!invite) return this.used(res, words.teamPages.inviteUsed);
      sendPage(res, 200, (nonce) => welcomePage({ nonce, token, name: invite.name, email: invite.email }));
      return true;
    }
    if (method !== 'POST') return false;
    const form = await readForm(req);
    const token = form?.get('token') ?? '';
    const invite = form ? this.accounts.invites.find(token) : null;
    if (!form || !invite) return this.used(res, words.teamPages.inviteUsed);
    const name = (form.get('name') ?? '').trim();
    const password = form.get('password') ?? '';
    const again = (error: string) =>
      sendPage(res, 422, (nonce) => welcomePage({ nonce, token, name, email: invite.email, error }));
    if (password !== form.get('repeat')) {
      again(words.teamPages.notSame);
      return true;
    }
    try {
      await this.accounts.people.acceptInvite(token, { name, password }, { email: invite.email, address });
    } catch (e) {
      if (e instanceof AccountsError) {
        again(e.message);
        return true;
      }
      throw e;
    }
    const result = await this.passwordSignIn(req, invite.email, password, address, agent);
    if (result.ok) this.startSession(res, result);
    redirect(res, '/_edit');
    return true;
  }

  private async oidcStart(res: ServerResponse) {
    const oidc = this.accounts.oidc;
    if (!oidc) return false;
    const started = await oidc.start();
    res.setHeader(
      'Set-Cookie',
      // Lax: the provider sends the person back by a cross-site navigation, which a Strict cookie would not follow.
      cookie(OIDC_COOKIE, started.kept, {
        secure: this.o.secure,
        sameSite: 'Lax',
        maxAgeSeconds: 600,
        path: '/_edit/oidc',
      }),
    );
    redirect(res, started.url, 302);
    return true;
  }

  private async oidcFinish(req: IncomingMessage, res: ServerResponse, url: URL, address: string, agent: string) {
    const oidc = this.accounts.oidc;
    if (!oidc) return false;
    const kept = readCookies(req).get(OIDC_COOKIE) ?? '';
    const clear = cookie(OIDC_COOKIE, '', {
      secure: this.o.secure,
      sameSite: 'Lax',
      maxAgeSeconds: 0,
      path: '/_edit/oidc',
    });
    const result = await oidc.finish(url, kept, { address, agent });
    if (!result.ok) {
      res.setHeader('Set-Cookie', clear);
      sendPage(res, 403, (nonce) =>
        signInPage({
          nonce,
          error: result.refused ? words.teamPages.providerRefused : words.teamPages.providerFailed,
          oidc: this.oidcButton(),
        }),
      );
      return true;
    }
    res.setHeader('Set-Cookie', [clear, ...this.signedInCookies(result.session, result.device)]);
    sendPage(res, 200, (nonce) => onwardPage(nonce, '/_edit'));
    return true;
  }
}
