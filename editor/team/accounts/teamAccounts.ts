/**
 * The accounts as the team editor's server uses them: the accounts library's one object
 * (editor/team/accounts/index.ts) with what the server adds around it: sign-in answers instead of refusals,
 * invitations found by their link and listed for administrators, and the identity provider, discovered once.
 * A sign-in takes the device cookie the browser sent (if any) and answers the new one to set
 * (accounts/deviceCookies.ts).
 */
import {
  AccountsError,
  DEVICE_COOKIE_SECONDS,
  discoverOidc,
  openAccounts as openLibrary,
  startSignIn,
  type OidcClient,
  type OidcSettings,
  type Person,
} from './index.js';

export { AccountsError, DEVICE_COOKIE_SECONDS };

/** A signed-in person's session: its cookie value, anti-forgery token and the person as they are now. */
export interface SignedIn {
  cookie: string;
  csrf: string;
  person: Person;
}

export interface AccountsOptions {
  file: string;
  pepper: string;
  idleMinutes: number;
  oidc: OidcSettings | null;
  /** Milliseconds since 1970; the tests set it. */
  clock?: () => number;
  /** Only the tests' provider runs on plain http (openid-client's hook). */
  oidcExecute?: Parameters<typeof discoverOidc>[1] extends infer O
    ? O extends { execute?: infer E }
      ? E
      : never
    : never;
}

interface Meta {
  address: string;
  agent?: string;
  /** The device cookie the browser sent, if any. */
  device?: string;
}

/** A sign-in's answer; `device` is the browser's new device cookie value. */
export type SignInResult = { ok: true; session: SignedIn; device: string } | { ok: false; retryAfterSeconds?: number };

export async function openAccounts(o: AccountsOptions) {
  const lib = openLibrary({
    file: o.file,
    pepper: o.pepper,
    clock: o.clock,
    sessions: { idleMs: o.idleMinutes * 60_000 },
  });
  const { store, people, audit } = lib;
  const provider: OidcClient | null = o.oidc ? await discoverOidc(o.oidc, { execute: o.oidcExecute }) : null;
  const rows = {
    find: store.db.prepare('SELECT email, name FROM invites WHERE token_hash = ? AND expires_at > ?'),
    list: store.db.prepare(
      'SELECT rowid AS id, email, name, role, expires_at AS expiresAt FROM invites WHERE expires_at > ? ORDER BY rowid',
    ),
    get: store.db.prepare('SELECT email FROM invites WHERE rowid = ?'),
    cancel: store.db.prepare('DELETE FROM invites WHERE rowid = ?'),
    lastSignIns: store.db.prepare(
      "SELECT actor AS email, max(at) AS at FROM audit WHERE action IN ('sign-in', 'oidc sign-in') GROUP BY actor",
    ),
  };
  const signedIn = (s: { session: { id: string; csrf: string }; person: Person }): SignedIn => ({
    cookie: s.session.id,
    csrf: s.session.csrf,
    person: s.person,
  });

  return {
    /** The team's database (team.db), where the change sets keep their records too (editor/team/changes/store.ts). */
    db: store.db,
    people,
    /** Everyone on the team, for the administrators' screen: how they sign in and when they last did. */
    team() {
      const last = new Map(
        (rows.lastSignIns.all() as { email: string; at: number }[]).map((r) => [r.email, r.at] as const),
      );
      return people.list().map((p) => ({
        ...p,
        signIn: p.hasPassword ? ('password' as const) : ('oidc' as const),
        lastSignInAt: last.get(p.email) ?? null,
      }));
    },
    audit,
    drafts: lib.drafts,
    close: () => lib.close(),
    sessions: {
      /** The live session of a cookie value, with the person as they are now; null when it ended. */
      find(cookie: string): SignedIn | null {
        const session = lib.sessions.find(cookie);
        const person = session ? people.get(session.person.id) : null;
        return session && person ? { cookie, csrf: session.csrf, person } : null;
      },
      /** True when the cookie's session ended because an administrator removed its person (for a while after). */
      wasRemoved: (cookie: string): boolean => lib.sessions.wasRemoved(cookie),
    },
    /** Invitations not yet accepted: found by their link's token, listed and cancelled by administrators. */
    invites: {
      find(token: string): { email: string; name: string } | null {
        if (!token || token.length > 100) return null;
        return (rows.find.get(store.hashSecret(token), store.clock()) as { email: string; name: string }) ?? null;
      },
      list() {
        return rows.list.all(store.clock()) as {
          id: number;
          email: string;
          name: string;
          role: string;
          expiresAt: number;
        }[];
      },
      cancel(id: number, by: { email: string; address: string }): void {
        const row = rows.get.get(id) as { email: string } | undefined;
        if (!row) throw new AccountsError('inviteInvalid', 'gone');
        rows.cancel.run(id);
        audit.record({ action: 'invite cancelled', actor: by.email, subject: row.email, address: by.address });
      },
    },
    /** A sign-in's answer: the session, or a refusal with the wait when there is one (both in the log). */
    async signIn(email: string, password: string, meta: Meta): Promise<SignInResult> {
      try {
        const done = await lib.signIn({ email, password, ...meta, userAgent: meta.agent });
        return { ok: true, session: signedIn(done), device: done.device };
      } catch (e) {
        if (!(e instanceof AccountsError)) throw e;
        return e.code === 'tooManyTries' ? { ok: false, retryAfterSeconds: e.retryAfterSeconds ?? 1 } : { ok: false };
      }
    },
    signOut(cookie: string, meta: Meta): void {
      lib.signOut(cookie, meta.address);
    },
    oidc: provider
      ? {
          start: () => startSignIn(provider),
          /** The provider's answer: the person matched by confirmed e-mail, or refused (no account, unconfirmed). */
          async finish(
            url: URL,
            kept: string,
            meta: Meta,
          ): Promise<{ ok: true; session: SignedIn; device: string } | { ok: false; refused: boolean }> {
            try {
              const done = await lib.oidcSignIn(provider, url, kept, { ...meta, userAgent: meta.agent });
              return { ok: true, session: signedIn(done), device: done.device };
            } catch (e) {
              if (!(e instanceof AccountsError)) throw e;
              return { ok: false, refused: e.code !== 'oidcFailed' };
            }
          },
        }
      : null,
  };
}

export type Accounts = Awaited<ReturnType<typeof openAccounts>>;
