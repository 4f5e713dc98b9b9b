/**
 * The team editor's own API calls (roles.ts says who may call each): the person's own details and password,
 * their unsaved drafts kept on the server, who else is editing a page, and the administrators' people and
 * activity log. Publishing is done only by approving a change set (editor/team/changes/). The page's other calls are the local editor's (editor/core/api.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { words } from '../contract/words.js';
import { AccountsError, type SignedIn } from './accounts/teamAccounts.js';
import type { AuditEntry } from './accounts/audit.js';
import type { Origins } from './doors/door.js';
import type { TeamServerOptions } from './options.js';
import { Presence } from './editing/presence.js';
import { isRole } from './roles.js';
import { sendJson } from './doors/respond.js';

const CALLS = new Set([
  'me',
  'password',
  'drafts',
  'draft',
  'draft/drop',
  'presence',
  'people',
  'people/invite',
  'people/role',
  'people/remove',
  'people/cancel-invite',
  'audit',
]);

/** The status of each refusal of the accounts library that is not a plain 422. */
const STATUS: Partial<Record<AccountsError['code'], number>> = {
  noSuchPerson: 404,
  inviteInvalid: 404,
  emailTaken: 409,
  nameTaken: 409,
  lastAdministrator: 409,
  draftTooLarge: 413,
};

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A draft as kept on the server: the form's data and the version of the file it started from. */
interface Kept {
  data: unknown;
  version: string;
}

const text = (v: unknown, max = 400) => (typeof v === 'string' ? v.slice(0, max) : '');
const id = (v: unknown) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1) throw new Refused(400, words.server.badRequest);
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

export class TeamApi {
  readonly presence = new Presence();

  constructor(
    private readonly o: TeamServerOptions & {
      origins: Origins;
      /** Called when a person was removed (their change sets are marked as theirs alone: changes/store.ts). */
      removed?: (email: string) => void;
    },
  ) {}

  handles(path: string): boolean {
    return CALLS.has(path);
  }

  /** Answers a call; `body` is the POST's JSON body, read whole already. */
  async handle(
    path: string,
    who: SignedIn,
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    body: Record<string, unknown> | undefined,
  ) {
    try {
      sendJson(res, 200, await this.answer(path, who, req, address, body ?? {}));
    } catch (e) {
      if (e instanceof Refused) return sendJson(res, e.status, { error: e.message });
      if (e instanceof AccountsError) return sendJson(res, STATUS[e.code] ?? 422, { error: e.message });
      throw e;
    }
  }

  private async answer(
    path: string,
    who: SignedIn,
    req: IncomingMessage,
    address: string,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    const a = this.o.accounts;
    const me = who.person;
    const by = { email: me.email, address };
    const url = new URL(req.url ?? '/', this.o.origins.editor);
    if (req.method === 'GET') {
      if (path === 'me') return { id: me.id, name: me.name, email: me.email, role: me.role };
      if (path === 'drafts') {
        const drafts = a.drafts.list(me.id).map((d) => {
          const kept = a.drafts.get(me.id, d.file)?.data as Kept | undefined;
          return { file: d.file, version: kept?.version ?? '', updatedAt: d.updatedAt };
        });
        return { drafts };
      }
      if (path === 'draft') {
        const draft = a.drafts.get(me.id, url.searchParams.get('file') ?? '');
        if (!draft) throw new Refused(404, words.server.badRequest);
        const kept = draft.data as Kept;
        return { data: kept.data, version: kept.version, updatedAt: draft.updatedAt };
      }
      if (path === 'people') return { people: a.team(), invites: a.invites.list() };
      if (path === 'audit') {
        const before = Number(url.searchParams.get('before')) || undefined;
        const page = a.audit.list(51, before);
        const names = new Map(a.people.list().map((p) => [p.email, p.name]));
        return { events: page.slice(0, 50).map((e) => eventForPeople(e, names)), more: page.length > 50 };
      }
      throw new Refused(405, words.server.badRequest);
    }
    if (req.method !== 'POST') throw new Refused(405, words.server.badRequest);
    switch (path) {
      case 'password':
        await a.people.changePassword(
          me.id,
          { current: text(body.current, 300), next: text(body.next, 300), keepSession: who.cookie },
          by,
        );
        return { ok: true };
      case 'draft':
        a.drafts.put(me.id, text(body.file, 300), { data: body.data, version: text(body.version, 200) } satisfies Kept);
        return { ok: true };
      case 'draft/drop':
        a.drafts.drop(me.id, text(body.file, 300));
        return { ok: true };
      case 'presence':
        return { others: this.presence.here(me, text(body.file, 300)) };
      case 'people/invite': {
        if (!isRole(body.role)) throw new Refused(400, words.server.badRequest);
        const invite = a.people.invite(
          { email: text(body.email, 320), name: text(body.name, 200), role: body.role, createdBy: me.id },
          by,
        );
        return { link: `${this.o.origins.editor}/_edit/welcome?token=${invite.token}` };
      }
      case 'people/role':
        if (!isRole(body.role)) throw new Refused(400, words.server.badRequest);
        a.people.changeRole(id(body.id), body.role, by);
        return { ok: true };
      case 'people/remove': {
        const gone = a.people.get(id(body.id));
        a.people.remove(id(body.id), by);
        this.presence.gone(id(body.id));
        if (gone) this.o.removed?.(gone.email);
        return { ok: true };
      }
      case 'people/cancel-invite':
        a.invites.cancel(id(body.id), by);
        return { ok: true };
    }
    throw new Refused(404, words.server.badRequest);
  }
}
