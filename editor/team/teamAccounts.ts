/**
 * The accounts as the team editor's server uses them: one object over the accounts library
 * (editor/team/accounts/: people, sessions, limits, activity log, drafts, identity provider), with the two steps
 * that join several of them: signing in (limits, password, session, log) and signing out.
 */
import { AccountsError } from './accounts/errors.js';
import { openStore } from './accounts/store.js';
import { sessionService, type Session } from './accounts/sessions.js';
import { auditService } from './accounts/audit.js';
import { peopleService, type Person } from './accounts/people.js';
import { verifyPassword } from './accounts/passwords.js';
import { signInLimits } from './accounts/limits.js';
import { draftService } from './accounts/drafts.js';
import { finishSignIn, startSignIn, type OidcConfig } from './accounts/oidc.js';

export { AccountsError };

/** A signed-in person's session: its cookie value, anti-forgery token and the person. */
export interface SignedIn {
  cookie: string;
  csrf: string;
  person: Person;
}

export interface AccountsOptions {
  file: string;
  pepper: string;
  idleMinutes: number;
  oidc: OidcConfig | null;
  clock?: () => number;
}

interface Meta {
  address: string;
  agent?: string;
}

export type SignInResult = { ok: true; session: SignedIn } | { ok: false; retryAfterSeconds?: number };

export async function openAccounts(o: AccountsOptions) {
  const store = openStore({ file: o.file, pepper: o.pepper, clock: o.clock });
  const sessions = sessionService(store, { idleMs: o.idleMinutes * 60_000 });
  const audit = auditService(store);
  const people = peopleService(store, sessions, audit);
  const limits = signInLimits({ clock: o.clock });
  const drafts = draftService(store);

  const signedIn = (session: Session & { id: string }): SignedIn => {
    const person = people.get(session.person.id);
    if (!person) throw new AccountsError('noSuchPerson', 'gone');
    return { cookie: session.id, csrf: session.csrf, person };
  };

  const inviteRows = {
    find: store.db.prepare('SELECT email, name FROM invites WHERE token_hash = ? AND expires_at > ?'),
    list: store.db.prepare(
      'SELECT rowid AS id, email, name, role, expires_at AS expiresAt FROM invites WHERE expires_at > ? ORDER BY rowid',
    ),
    get: store.db.prepare('SELECT email FROM invites WHERE rowid = ?'),
    cancel: store.db.prepare('DELETE FROM invites WHERE rowid = ?'),
  };
  const now = o.clock ?? Date.now;

  const accounts = {
    people,
    /** Invitations not yet accepted: found by their link's token, listed and cancelled by administrators. */
    invites: {
      find(token: string): { email: string; name: string } | null {
        if (!token || token.length > 100) return null;
        return (inviteRows.find.get(store.hashSecret(token), now()) as { email: string; name: string }) ?? null;
      },
      list() {
        return inviteRows.list.all(now()) as { id: number; email: string; name: string; role: string; expiresAt: number }[];
      },
      cancel(id: number, by: { email: string; address: string }): void {
        const row = inviteRows.get.get(id) as { email: string } | undefined;
        if (!row) throw new AccountsError('inviteInvalid', 'gone');
        inviteRows.cancel.run(id);
        audit.record({ action: 'invite cancelled', actor: by.email, subject: row.email, address: by.address });
      },
    },
    audit,
    drafts,
    close: () => store.close(),
    sessions: {
      /** The session of a cookie value, with the person as they are now; null when it ended. */
      find(cookie: string): SignedIn | null {
        const session = sessions.find(cookie);
        const person = session ? people.get(session.person.id) : null;
        return session && person ? { cookie, csrf: session.csrf, person } : null;
      },
    },
    /** Checks the limits, then the password; a fresh session on success. Every outcome is in the log. */
    async signIn(email: string, password: string, meta: Meta): Promise<SignInResult> {
      const key = email.trim().toLowerCase();
      const limit = await limits.check(key, meta.address);
      if (!limit.allowed) {
        audit.record({ action: 'sign-in failed', subject: key, address: meta.address, detail: 'waiting' });
        return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
      }
      const found = people.credentials(key);
      const ok = await verifyPassword(found?.passwordHash, password);
      if (!ok || !found) {
        await limits.failed(key, meta.address);
        audit.record({ action: 'sign-in failed', subject: key, address: meta.address });
        return { ok: false };
      }
      await limits.succeeded(key, meta.address);
      const session = sessions.create(found.person.id, { userAgent: meta.agent, address: meta.address });
      audit.record({ action: 'sign-in', actor: found.person.email, address: meta.address });
      return { ok: true, session: signedIn(session) };
    },
    signOut(cookie: string, meta: Meta): void {
      const session = sessions.find(cookie);
      if (!session) return;
      sessions.end(cookie);
      audit.record({ action: 'sign-out', actor: session.person.email, address: meta.address });
    },
    oidc: o.oidc
      ? {
          start: () => startSignIn(o.oidc!),
          /** The provider's answer: the person matched by confirmed e-mail, or refused (no account, unconfirmed). */
          async finish(
            url: URL,
            kept: string,
            meta: Meta,
          ): Promise<{ ok: true; session: SignedIn } | { ok: false; refused: boolean }> {
            let email: string;
            try {
              ({ email } = await finishSignIn(o.oidc!, url, kept));
            } catch (e) {
              const refused = e instanceof AccountsError && e.code !== 'oidcFailed';
              audit.record({ action: 'oidc sign-in refused', address: meta.address, detail: (e as Error).message.slice(0, 200) });
              return { ok: false, refused };
            }
            const person = people.findByEmail(email);
            if (!person) {
              audit.record({ action: 'oidc sign-in refused', subject: email, address: meta.address });
              return { ok: false, refused: true };
            }
            const session = sessions.create(person.id, { userAgent: meta.agent, address: meta.address });
            audit.record({ action: 'oidc sign-in', actor: person.email, address: meta.address });
            return { ok: true, session: signedIn(session) };
          },
        }
      : null,
  };
  return accounts;
}

export type Accounts = Awaited<ReturnType<typeof openAccounts>>;
