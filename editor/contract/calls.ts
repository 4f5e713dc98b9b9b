/**
 * Every call of the editor's API under /_edit/api/, once: its method, its path, the least role that may make it in
 * the team editor, and which hosts answer it (the local editor, `npm run edit`; the team editor, `npm run team`).
 * The servers' dispatch (editor/core/api.ts for the editing calls, editor/team/calls.ts for all the team editor's),
 * the team editor's role check and the test that calls each as each role are all made from this table; a handler
 * missing for a call is a type error. The shapes of what the calls take and answer are in editing.ts and
 * changes.ts.
 *
 * The roles:
 *   editor         changes pages and pictures (into change sets) and sends them for review, cannot publish;
 *   publisher      also reviews change sets, sends them back or approves them (publishing them, now or later);
 *   administrator  also manages people and reads the activity log.
 */

export type Role = 'editor' | 'publisher' | 'administrator';
export const ROLES: readonly Role[] = ['editor', 'publisher', 'administrator'];

export type Host = 'local' | 'team';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** The least role that may make it (the team editor). */
  role: Role;
  hosts: readonly Host[];
}

const BOTH = ['local', 'team'] as const;
const TEAM = ['team'] as const;

export const CALLS = [
  // Editing (editor/core/api.ts): the content files, their checks and saves, pictures.
  { method: 'GET', path: 'files', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'menus', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'schemas', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'file', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'media', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'git', role: 'editor', hosts: BOTH },
  { method: 'GET', path: 'block-pictures', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'check', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'diff', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'save', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'upload', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'discard', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'new-page', role: 'editor', hosts: BOTH },
  // Translations (editor/core/translations.ts): what is missing or out of date per language; a translation started.
  { method: 'GET', path: 'translations', role: 'editor', hosts: BOTH },
  { method: 'POST', path: 'new-translation', role: 'editor', hosts: BOTH },
  // A version of the site (a git commit) from the local editor; in the team editor, change sets do this.
  { method: 'POST', path: 'commit', role: 'editor', hosts: ['local'] },
  // The person (editor/team/accounts/, editor/team/editing/): their details, password, drafts, who else is here.
  { method: 'GET', path: 'me', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'password', role: 'editor', hosts: TEAM },
  { method: 'GET', path: 'drafts', role: 'editor', hosts: TEAM },
  { method: 'GET', path: 'draft', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'draft', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'draft/drop', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'presence', role: 'editor', hosts: TEAM },
  // Change sets (editor/team/changes/): the actions also check that the person owns or wrote in the set, or
  // publishes, where it matters (a look at someone else's set's review needs a publisher).
  { method: 'GET', path: 'changes', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'changes/title', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'changes/submit', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'changes/withdraw', role: 'editor', hosts: TEAM },
  { method: 'GET', path: 'changes/review', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'changes/comment', role: 'editor', hosts: TEAM },
  { method: 'POST', path: 'changes/send-back', role: 'publisher', hosts: TEAM },
  { method: 'POST', path: 'changes/approve', role: 'publisher', hosts: TEAM },
  { method: 'POST', path: 'changes/unschedule', role: 'publisher', hosts: TEAM },
  // The live site's releases (editor/team/publishing/).
  { method: 'GET', path: 'releases', role: 'publisher', hosts: TEAM },
  { method: 'POST', path: 'releases/restore', role: 'publisher', hosts: TEAM },
  // The jobs that publish, restore and make the first release (editor/team/jobs/): their steps as they happen.
  { method: 'GET', path: 'jobs', role: 'publisher', hosts: TEAM },
  // People and the activity log (editor/team/accounts/).
  { method: 'GET', path: 'people', role: 'administrator', hosts: TEAM },
  { method: 'POST', path: 'people/invite', role: 'administrator', hosts: TEAM },
  { method: 'POST', path: 'people/role', role: 'administrator', hosts: TEAM },
  { method: 'POST', path: 'people/remove', role: 'administrator', hosts: TEAM },
  { method: 'POST', path: 'people/cancel-invite', role: 'administrator', hosts: TEAM },
  { method: 'GET', path: 'audit', role: 'administrator', hosts: TEAM },
] as const satisfies readonly Call[];

type Listed = (typeof CALLS)[number];
/** A call's name: its method and path, "POST save". */
export type CallKey = `${Listed['method']} ${Listed['path']}`;
type KeyIn<C, H extends Host> = C extends {
  method: infer M extends string;
  path: infer P extends string;
  hosts: infer T extends readonly Host[];
}
  ? H extends T[number]
    ? `${M} ${P}`
    : never
  : never;
/** The calls a host answers. */
export type HostCallKey<H extends Host> = KeyIn<Listed, H>;

export const keyOf = (call: Pick<Call, 'method' | 'path'>): CallKey => `${call.method} ${call.path}` as CallKey;

const RANK: Record<Role, number> = { editor: 0, publisher: 1, administrator: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as string[]).includes(value);
}

/** The calls of `path` a host answers (one per method). */
export function callsOf(path: string, host: Host): Call[] {
  return (CALLS as readonly Call[]).filter((c) => c.path === path && c.hosts.includes(host));
}

/** True when `role` may make the team editor's calls of `path` (a path it does not answer is allowed to nobody). */
export function allowed(role: Role, path: string): boolean {
  const calls = callsOf(path, 'team');
  return calls.length > 0 && calls.every((c) => RANK[role] >= RANK[c.role]);
}
