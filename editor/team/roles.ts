/**
 * What each role may do, for every API call of the team editor. The server checks it on every request
 * (server.ts); the editor's screens show only what the person's role allows (editor/app/team/).
 *   editor         changes pages and pictures (into change sets) and sends them for review, cannot publish;
 *   publisher      also reviews change sets, sends them back or approves them (publishing them, now or later);
 *   administrator  also manages people and reads the activity log.
 */
export type Role = 'editor' | 'publisher' | 'administrator';
export const ROLES: Role[] = ['editor', 'publisher', 'administrator'];

const RANK: Record<Role, number> = { editor: 0, publisher: 1, administrator: 2 };

/** The least role each API path needs; a path not listed is refused to everyone. */
const NEEDS: Record<string, Role> = {
  files: 'editor',
  menus: 'editor',
  schemas: 'editor',
  file: 'editor',
  media: 'editor',
  git: 'editor',
  'block-pictures': 'editor',
  check: 'editor',
  diff: 'editor',
  save: 'editor',
  upload: 'editor',
  discard: 'editor',
  'new-page': 'editor',
  me: 'editor',
  password: 'editor',
  drafts: 'editor',
  draft: 'editor',
  'draft/drop': 'editor',
  presence: 'editor',
  // Change sets (editor/team/changes/): the server also checks that the person owns or wrote in the set, or
  // publishes, where it matters (a look at someone else's set's review needs a publisher).
  changes: 'editor',
  'changes/title': 'editor',
  'changes/submit': 'editor',
  'changes/withdraw': 'editor',
  'changes/comment': 'editor',
  'changes/review': 'editor',
  'changes/send-back': 'publisher',
  'changes/approve': 'publisher',
  'changes/unschedule': 'publisher',
  releases: 'publisher',
  'releases/restore': 'publisher',
  people: 'administrator',
  'people/invite': 'administrator',
  'people/role': 'administrator',
  'people/remove': 'administrator',
  'people/cancel-invite': 'administrator',
  audit: 'administrator',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as string[]).includes(value);
}

/** True when `role` may call the API path `path` (the part after /_edit/api/). */
export function allowed(role: Role, path: string): boolean {
  const needs = NEEDS[path];
  return needs !== undefined && RANK[role] >= RANK[needs];
}

/** Every API path the team editor answers, for the test that calls each one as each role. */
export const API_PATHS = Object.keys(NEEDS);
export const NEEDED_ROLE = NEEDS;
