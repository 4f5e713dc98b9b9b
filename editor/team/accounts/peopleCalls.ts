/**
 * The team editor's calls about people (editor/contract/calls.ts says who may make each): the person's own details
 * and password, and the administrators' people, invitations, roles, removals and activity log. Refusals are the
 * accounts library's (AccountsError, with their status) or a bad request (400).
 */
import type { HostCallKey } from '../../contract/calls.js';
import { isRole } from '../../contract/calls.js';
import { words } from '../../contract/words.js';
import type { Handlers } from '../../core/dispatch.js';
import { Refusal } from '../../core/refusal.js';
import type { AuditEntry } from './audit.js';
import type { Accounts, SignedIn } from './teamAccounts.js';

type PeopleCall =
  | 'GET me'
  | 'POST password'
  | 'GET people'
  | 'POST people/invite'
  | 'POST people/role'
  | 'POST people/remove'
  | 'POST people/cancel-invite'
  | 'GET audit';

export const text = (v: unknown, max = 400) => (typeof v === 'string' ? v.slice(0, max) : '');
const id = (v: unknown) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1) throw new Refusal(400, words.server.badRequest);
  return n;
};

/** An activity log entry as the editor's screen reads it: actions named with hyphens, people by their names. */
function eventForPeople(e: AuditEntry, names: Map<string, string>) {
  const action = e.action === 'person removed' ? 'removed' : e.action.replaceAll(' ', '-');
  const actor = e.actor ? (names.get(e.actor) ?? e.actor) : null;
  let detail = e.detail;
  // A change of role is kept as "editor → publisher"; the screen names the new role.
  if (e.action === 'role changed') detail = e.detail?.split('→').pop()?.trim() ?? null;
  if (e.action === 'sign-in failed') detail = words.teamServer.failedWhy;
  return { id: e.id, at: e.at, actor, action, subject: e.subject, address: e.address, detail };
}

export interface PeopleCallsOptions {
  accounts: Accounts;
  /** The editor's address, for invitation links. */
  editorUrl: string;
  /** Called when a person was removed (their change sets are marked as theirs alone; they leave every page). */
  removed(person: { id: number; email: string }): void;
}

export function peopleCalls(
  o: PeopleCallsOptions,
  who: SignedIn,
  address: string,
): Handlers<PeopleCall & HostCallKey<'team'>> {
  const a = o.accounts;
  const me = who.person;
  const by = { email: me.email, address };
  return {
    'GET me': () => ({ id: me.id, name: me.name, email: me.email, role: me.role }),
    'POST password': async ({ body }) => {
      const change = { current: text(body.current, 300), next: text(body.next, 300), keepSession: who.cookie };
      await a.people.changePassword(me.id, change, by);
      return { ok: true };
    },
    'GET people': () => ({ people: a.team(), invites: a.invites.list() }),
    'POST people/invite': ({ body }) => {
      if (!isRole(body.role)) throw new Refusal(400, words.server.badRequest);
      const invite = a.people.invite(
        { email: text(body.email, 320), name: text(body.name, 200), role: body.role, createdBy: me.id },
        by,
      );
      return { link: `${o.editorUrl}/_edit/welcome?token=${invite.token}` };
    },
    'POST people/role': ({ body }) => {
      if (!isRole(body.role)) throw new Refusal(400, words.server.badRequest);
      a.people.changeRole(id(body.id), body.role, by);
      return { ok: true };
    },
    'POST people/remove': ({ body }) => {
      const gone = a.people.get(id(body.id));
      a.people.remove(id(body.id), by);
      if (gone) o.removed(gone);
      return { ok: true };
    },
    'POST people/cancel-invite': ({ body }) => {
      a.invites.cancel(id(body.id), by);
      return { ok: true };
    },
    'GET audit': ({ url }) => {
      const before = Number(url.searchParams.get('before')) || undefined;
      const page = a.audit.list(51, before);
      const names = new Map(a.people.list().map((p) => [p.email, p.name]));
      return { events: page.slice(0, 50).map((e) => eventForPeople(e, names)), more: page.length > 50 };
    },
  };
}
