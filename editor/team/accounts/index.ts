/**
 * The accounts library in one object: `openAccounts({ file, pepper })` opens the database and returns every service,
 * plus the sign-in steps that join them (limits, password check, session, device cookie, audit):
 *   - `signIn` refuses tooManyTries (with retryAfterSeconds) and wrongSignIn, the same answer for an unknown e-mail
 *     as for a wrong password, after the same argon2 work. The attempt is reserved under the limits (limits.ts)
 *     before the password is checked, so no more passwords are checked than the limits let through, however many
 *     attempts arrive at once; a valid device cookie for the account (`device`) has it counted as a known browser;
 *   - `signOut` ends the session;
 *   - `oidcSignIn` finishes a sign-in through the firm's identity provider and refuses oidcFailed, oidcNotVerified,
 *     oidcNoAccount (no one on the team has that address: no self-sign-up).
 * Every sign-in (by password or the provider) gives a new device cookie value (`device`) for the browser to keep.
 * Close it with `close()` when the server stops.
 */
import { type Audit, auditService } from './audit';
import { type Drafts, draftService } from './drafts';
import { AccountsError } from './errors';
import { deviceCookies } from './deviceCookies';
import { type Limits, signInLimits } from './limits';
import { finishSignIn, type OidcClient } from './oidc';
import { type People, type Person, peopleService } from './people';
import { PASSWORD_MAX, verifyPassword } from './passwords';
import { type Session, type SessionOptions, type Sessions, sessionService } from './sessions';
import { type Clock, openStore, type Store } from './store';
import { words } from '../../contract/words';

export { AccountsError, type AccountsErrorCode } from './errors';
export type { AuditAction, AuditEntry, AuditEvent } from './audit';
export type { Draft, DraftSummary } from './drafts';
export { DEVICE_COOKIE_SECONDS } from './deviceCookies';
export type { Reservation } from './limits';
export { discoverOidc, type OidcClient, type OidcSettings, startSignIn } from './oidc';
export type { Actor, Person } from './people';
export type { Session, SessionPerson } from './sessions';
export type { Role } from './store';

export interface AccountsOptions {
  /** The database file (created, mode 0600, when missing). */
  file: string;
  /**
   * The server's secret (at least 32 characters) for hashing session ids and invite tokens and signing device
   * cookies. Keep it stable.
   */
  pepper: string;
  clock?: Clock;
  sessions?: SessionOptions;
  drafts?: { maxBytes?: number; maxCount?: number };
}

/** What a sign-in is done from. */
export interface ClientAbout {
  address: string;
  userAgent?: string;
}

export interface SignedIn {
  /** `session.id` is the cookie value; `session.csrf` the token the pages send back. */
  session: Session & { id: string };
  person: Person;
  /** The browser's new device cookie value (deviceCookies.ts). */
  device: string;
}

export interface Accounts {
  store: Store;
  people: People;
  sessions: Sessions;
  audit: Audit;
  drafts: Drafts;
  limits: Limits;
  /** `device`: the device cookie the browser sent, if any. */
  signIn(input: { email: string; password: string; device?: string | null } & ClientAbout): Promise<SignedIn>;
  signOut(cookieValue: string, address?: string): void;
  oidcSignIn(
    oidc: OidcClient,
    callback: URL | URLSearchParams | string,
    kept: string | undefined,
    about: ClientAbout,
  ): Promise<SignedIn>;
  close(): void;
}

export function openAccounts(options: AccountsOptions): Accounts {
  const store = openStore(options);
  const sessions = sessionService(store, options.sessions);
  const audit = auditService(store);
  const people = peopleService(store, sessions, audit);
  const drafts = draftService(store, options.drafts);
  const limits = signInLimits(store);
  const devices = deviceCookies(options.pepper);

  const begin = (person: Person, about: ClientAbout, action: 'sign-in' | 'oidc sign-in', detail?: string): SignedIn => {
    const session = sessions.create(person.id, about);
    audit.record({ action, actor: person.email, subject: person.email, address: about.address, detail });
    return { session, person, device: devices.issue(person.email) };
  };

  return {
    store,
    people,
    sessions,
    audit,
    drafts,
    limits,
    async signIn(input) {
      const email = String(input.email ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 320);
      const device = devices.nonceFor(input.device, email);
      // Counted as a failure before the (asynchronous) password check: see limits.ts.
      const attempt = limits.reserve({ email, address: input.address, device });
      if (!attempt.allowed)
        throw new AccountsError(
          'tooManyTries',
          words.team.tooManyTries(attempt.retryAfterSeconds),
          attempt.retryAfterSeconds,
        );
      const found = email ? people.credentials(email) : null;
      const password = String(input.password ?? '');
      const plausible = password.length > 0 && password.length <= PASSWORD_MAX * 4;
      const ok = await verifyPassword(plausible ? found?.passwordHash : null, plausible ? password : 'x');
      if (!ok || !found) {
        audit.record({ action: 'sign-in failed', actor: null, subject: email, address: input.address });
        throw new AccountsError('wrongSignIn', words.team.wrongSignIn);
      }
      attempt.succeeded();
      return begin(found.person, input, 'sign-in');
    },
    signOut(cookieValue, address) {
      const session = sessions.find(cookieValue);
      if (sessions.end(cookieValue) && session)
        audit.record({ action: 'sign-out', actor: session.person.email, subject: session.person.email, address });
    },
    async oidcSignIn(oidc, callback, kept, about) {
      let identity: Awaited<ReturnType<typeof finishSignIn>>;
      try {
        identity = await finishSignIn(oidc, callback, kept);
      } catch (error) {
        const code = error instanceof AccountsError ? error.code : 'oidcFailed';
        audit.record({ action: 'oidc sign-in refused', address: about.address, detail: code });
        throw error;
      }
      const person = people.findByEmail(identity.email);
      if (!person) {
        audit.record({
          action: 'oidc sign-in refused',
          subject: identity.email,
          address: about.address,
          detail: 'oidcNoAccount',
        });
        throw new AccountsError('oidcNoAccount', words.team.oidcNoAccount);
      }
      return begin(person, about, 'oidc sign-in', `subject ${identity.subject}`);
    },
    close: () => store.close(),
  };
}
