/**
 * The team: people, their roles, invitations and passwords.
 *
 * - `createFirstAdministrator` works only while the team has no one (the server's set-up screen).
 * - `invite` returns a one-time token for the link (72 hours; only its HMAC is stored; a new invite for the same
 *   address replaces the old link). `acceptInvite` uses the token up, whatever happens after the look-up.
 * - `changeRole`, `remove` and `changePassword` end sessions at once: all of the person's on a role change or
 *   removal, all but the current one on a password change.
 * - The last administrator can be neither removed nor demoted.
 * Each change is written to the audit trail with the acting person and address from `by`.
 */
import { randomBytes } from 'node:crypto';
import { words } from '../../contract/words';
import type { Audit } from './audit';
import { AccountsError } from './errors';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords';
import type { Sessions } from './sessions';
import { ROLES, type Role, type Store } from './store';

export const INVITE_MS = 72 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Person {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** False for people who sign in only through the firm's identity provider. */
  hasPassword: boolean;
  createdAt: number;
  passwordChangedAt: number | null;
}

/** Who is acting, for the audit trail. */
export interface Actor {
  email?: string | null;
  address?: string | null;
}

export interface People {
  /** Refuses alreadySetUp, badEmail, badName, password rules. */
  createFirstAdministrator(input: { email: string; name: string; password: string }, by?: Actor): Promise<Person>;
  /** Refuses badEmail, badName, badRole, emailTaken. The token goes into the link; it is not kept. */
  invite(
    input: { email: string; name: string; role: Role; createdBy: number },
    by?: Actor,
  ): { token: string; expiresAt: number };
  /** Refuses inviteInvalid (unknown, used, expired), badName, password rules, emailTaken. */
  acceptInvite(token: string, input: { name?: string; password: string }, by?: Actor): Promise<Person>;
  /** Refuses noSuchPerson, badRole, lastAdministrator. Ends all the person's sessions when the role changes. */
  changeRole(personId: number, role: Role, by?: Actor): Person;
  /** Refuses noSuchPerson, lastAdministrator. Their sessions and drafts go with them. */
  remove(personId: number, by?: Actor): void;
  /**
   * Refuses noSuchPerson, wrongCurrentPassword (not asked of someone who has no password yet), password rules.
   * Ends every other session of the person; the one with cookie value `keepSession` stays.
   */
  changePassword(
    personId: number,
    input: { current?: string; next: string; keepSession?: string },
    by?: Actor,
  ): Promise<Person>;
  list(): Person[];
  get(personId: number): Person | null;
  findByEmail(email: string): Person | null;
  /** For sign-in only: the person and their stored hash, or null. */
  credentials(email: string): { person: Person; passwordHash: string | null } | null;
  count(): number;
}

interface Row {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string | null;
  created_at: number;
  password_changed_at: number | null;
}

function personOf(row: Row): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
  };
}

/** Trimmed, lower-case; refuses badEmail. */
export function normalEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (value.length > 254 || !EMAIL.test(value)) throw new AccountsError('badEmail', words.team.badEmail);
  return value;
}

function normalName(name: string): string {
  const value = name.trim().replace(/\s+/g, ' ');
  if (value.length < 1 || value.length > 100) throw new AccountsError('badName', words.team.badName);
  return value;
}

function checkRole(role: string): Role {
  if (!ROLES.includes(role as Role)) throw new AccountsError('badRole', words.team.badRole);
  return role as Role;
}

export function peopleService(store: Store, sessions: Sessions, audit: Audit): People {
  const { db, clock } = store;
  const byId = db.prepare('SELECT * FROM people WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM people WHERE email = ?');
  const all = db.prepare('SELECT * FROM people ORDER BY name COLLATE NOCASE, id');
  const countPeople = db.prepare('SELECT COUNT(*) AS n FROM people');
  const countAdmins = db.prepare("SELECT COUNT(*) AS n FROM people WHERE role = 'administrator'");
  const insertPerson = db.prepare(
    'INSERT INTO people (email, name, role, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const deleteInvitesFor = db.prepare('DELETE FROM invites WHERE email = ?');
  const insertInvite = db.prepare(
    'INSERT INTO invites (token_hash, email, name, role, expires_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const takeInvite = db.prepare('DELETE FROM invites WHERE token_hash = ? RETURNING email, name, role, expires_at');
  const deleteExpiredInvites = db.prepare('DELETE FROM invites WHERE expires_at <= ?');
  // Names tell people apart on every screen (who saved, who approved): no two people, nor an invitation waiting
  // for someone else, share one (case and spaces aside).
  const nameOwner = db.prepare(
    `SELECT email FROM people WHERE lower(name) = lower(?)
     UNION ALL SELECT email FROM invites WHERE lower(name) = lower(?) AND expires_at > ?`,
  );
  const mustBeFreeName = (name: string, email: string) => {
    const owners = nameOwner.all(name, name, clock()) as { email: string }[];
    if (owners.some((o) => o.email.toLowerCase() !== email.toLowerCase()))
      throw new AccountsError('nameTaken', words.team.nameTaken(name));
  };

  const get = (personId: number) => {
    const row = byId.get(personId) as Row | undefined;
    return row ? personOf(row) : null;
  };
  const must = (personId: number) => {
    const row = byId.get(personId) as Row | undefined;
    if (!row) throw new AccountsError('noSuchPerson', words.team.noSuchPerson);
    return row;
  };
  const admins = () => (countAdmins.get() as { n: number }).n;

  return {
    async createFirstAdministrator(input, by = {}) {
      const email = normalEmail(input.email);
      const name = normalName(input.name);
      checkPasswordRules(input.password, email);
      if ((countPeople.get() as { n: number }).n > 0) throw new AccountsError('alreadySetUp', words.team.alreadySetUp);
      const hash = await hashPassword(input.password);
      const now = clock();
      const id = db.transaction(() => {
        if ((countPeople.get() as { n: number }).n > 0)
          throw new AccountsError('alreadySetUp', words.team.alreadySetUp);
        return Number(insertPerson.run(email, name, 'administrator', hash, now, now).lastInsertRowid);
      })();
      audit.record({ action: 'first administrator', actor: email, subject: email, address: by.address });
      return get(id)!;
    },

    invite(input, by = {}) {
      const email = normalEmail(input.email);
      const name = normalName(input.name);
      const role = checkRole(input.role);
      if (byEmail.get(email)) throw new AccountsError('emailTaken', words.team.emailTaken);
      mustBeFreeName(name, email);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = clock() + INVITE_MS;
      db.transaction(() => {
        deleteExpiredInvites.run(clock());
        deleteInvitesFor.run(email);
        insertInvite.run(store.hashSecret(token), email, name, role, expiresAt, input.createdBy);
      })();
      audit.record({ action: 'invite', actor: by.email, subject: email, address: by.address, detail: role });
      return { token, expiresAt };
    },

    async acceptInvite(token, input, by = {}) {
      const invalid = () => new AccountsError('inviteInvalid', words.team.inviteInvalid);
      if (typeof token !== 'string' || token.length === 0 || token.length > 64) throw invalid();
      const hashed = store.hashSecret(token);
      const peek = db.prepare('SELECT email, expires_at FROM invites WHERE token_hash = ?').get(hashed) as
        | { email: string; expires_at: number }
        | undefined;
      if (!peek || peek.expires_at <= clock()) throw invalid();
      const name = input.name === undefined ? undefined : normalName(input.name);
      checkPasswordRules(input.password, peek.email);
      const hash = await hashPassword(input.password);
      const id = db.transaction(() => {
        const invite = takeInvite.get(hashed) as
          | { email: string; name: string; role: Role; expires_at: number }
          | undefined;
        if (!invite || invite.expires_at <= clock()) throw invalid();
        if (byEmail.get(invite.email)) throw new AccountsError('emailTaken', words.team.emailTaken);
        mustBeFreeName(name ?? invite.name, invite.email);
        const now = clock();
        return Number(insertPerson.run(invite.email, name ?? invite.name, invite.role, hash, now, now).lastInsertRowid);
      })();
      const person = get(id)!;
      audit.record({
        action: 'invite accepted',
        actor: person.email,
        subject: person.email,
        address: by.address,
        detail: person.role,
      });
      return person;
    },

    changeRole(personId, role, by = {}) {
      checkRole(role);
      const before = db.transaction(() => {
        const row = must(personId);
        if (row.role === 'administrator' && role !== 'administrator' && admins() <= 1)
          throw new AccountsError('lastAdministrator', words.team.lastAdministrator);
        db.prepare('UPDATE people SET role = ? WHERE id = ?').run(role, personId);
        return row;
      })();
      if (before.role !== role) {
        sessions.endAllOf(personId);
        audit.record({
          action: 'role changed',
          actor: by.email,
          subject: before.email,
          address: by.address,
          detail: `${before.role} → ${role}`,
        });
      }
      return get(personId)!;
    },

    remove(personId, by = {}) {
      const row = db.transaction(() => {
        const row = must(personId);
        if (row.role === 'administrator' && admins() <= 1)
          throw new AccountsError('lastAdministrator', words.team.lastAdministrator);
        sessions.endRemoved(personId);
        db.prepare('DELETE FROM people WHERE id = ?').run(personId);
        return row;
      })();
      audit.record({ action: 'person removed', actor: by.email, subject: row.email, address: by.address });
    },

    async changePassword(personId, input, by = {}) {
      const row = must(personId);
      if (row.password_hash !== null && !(await verifyPassword(row.password_hash, input.current ?? '')))
        throw new AccountsError('wrongCurrentPassword', words.team.wrongCurrentPassword);
      checkPasswordRules(input.next, row.email);
      const hash = await hashPassword(input.next);
      const changed = db.prepare('UPDATE people SET password_hash = ?, password_changed_at = ? WHERE id = ?');
      if (changed.run(hash, clock(), personId).changes === 0)
        throw new AccountsError('noSuchPerson', words.team.noSuchPerson);
      sessions.endAllOf(personId, input.keepSession);
      audit.record({
        action: 'password changed',
        actor: by.email ?? row.email,
        subject: row.email,
        address: by.address,
      });
      return get(personId)!;
    },

    list: () => (all.all() as Row[]).map(personOf),
    get,
    findByEmail(email) {
      const row = byEmail.get(email.trim().toLowerCase()) as Row | undefined;
      return row ? personOf(row) : null;
    },
    credentials(email) {
      const row = byEmail.get(email.trim().toLowerCase()) as Row | undefined;
      return row ? { person: personOf(row), passwordHash: row.password_hash } : null;
    },
    count: () => (countPeople.get() as { n: number }).n,
  };
}
