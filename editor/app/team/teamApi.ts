/** The team server's calls (editor/team/), through the editor's own call() (api.ts): same token, same errors. */
import { call } from '../api';
import type { Role } from './session';

export interface TeamPerson {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: number | string;
  lastSignInAt: number | string | null;
  signIn: 'password' | 'oidc';
}
export interface Invite {
  id: number;
  email: string;
  name: string;
  role: Role;
  expiresAt: number | string;
}
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'invite'
  | 'invite-accepted'
  | 'role-changed'
  | 'removed'
  | 'password-changed'
  | 'oidc-sign-in'
  | 'published';
export interface AuditEvent {
  /** The entry's number: "Show older" asks for the entries before the oldest shown. */
  id: number;
  at: number | string;
  actor: string | null;
  action: AuditAction | string;
  subject: string | null;
  address: string | null;
  detail: string | null;
}
export interface ServerDraft {
  data: Record<string, unknown>;
  version: string;
  updatedAt: number | string;
}

export const teamApi = {
  people: () => call<{ people: TeamPerson[]; invites: Invite[] }>('people'),
  invite: (email: string, name: string, role: Role) => call<{ link: string }>('people/invite', { email, name, role }),
  setRole: (id: number, role: Role) => call<unknown>('people/role', { id, role }),
  remove: (id: number) => call<unknown>('people/remove', { id }),
  cancelInvite: (id: number) => call<unknown>('people/cancel-invite', { id }),
  audit: (before?: number) =>
    call<{ events: AuditEvent[]; more: boolean }>(`audit${before === undefined ? '' : `?before=${before}`}`),
  password: (current: string, next: string) => call<unknown>('password', { current, next }),
  drafts: () =>
    call<{ drafts: { file: string; version: string; updatedAt: number | string }[] }>('drafts').then((r) => r.drafts),
  draft: (file: string) => call<ServerDraft>(`draft?file=${encodeURIComponent(file)}`),
  putDraft: (file: string, data: unknown, version: string) => call<unknown>('draft', { file, data, version }),
  dropDraft: (file: string) => call<unknown>('draft/drop', { file }),
  /** Says `file` is open; with `known` (the names shown now) the answer waits until they change (10 s at most). */
  presence: (file: string, known?: string[]) =>
    call<{ others: { name: string; since: number | string }[] }>('presence', { file, ...(known ? { known } : {}) }),
};
