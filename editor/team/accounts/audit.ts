/**
 * The audit trail an administrator reads: who did what to whom, when, from which address. Entries are only added,
 * never changed. `list` pages newest first: pass the smallest id seen as `before` to get the next page.
 */
import type { Store } from './store';

export type AuditAction =
  | 'sign-in'
  | 'sign-in failed'
  | 'sign-out'
  | 'invite'
  | 'invite accepted'
  | 'role changed'
  | 'person removed'
  | 'password changed'
  | 'oidc sign-in'
  | 'oidc sign-in refused'
  | 'first administrator'
  | 'invite cancelled'
  | 'published'
  | 'change submitted'
  | 'change withdrawn'
  | 'change sent back'
  | 'change scheduled'
  | 'change unscheduled'
  | 'change approved'
  | 'change published'
  | 'publish failed'
  | 'release restored';

export interface AuditEvent {
  action: AuditAction;
  /** E-mail of the person who acted; null when no one is signed in (a failed sign-in). */
  actor?: string | null;
  /** Whom or what it was done to (an e-mail address, usually). */
  subject?: string | null;
  /** The client's address. */
  address?: string | null;
  /** A short note, e.g. "editor → publisher". */
  detail?: string | null;
}

export interface AuditEntry {
  id: number;
  at: number;
  action: AuditAction;
  actor: string | null;
  subject: string | null;
  address: string | null;
  detail: string | null;
}

export interface Audit {
  record(event: AuditEvent): void;
  /** Up to `limit` (1..500, default 100) entries, newest first, with ids below `before` when given. */
  list(limit?: number, before?: number): AuditEntry[];
}

export function auditService(store: Store): Audit {
  const insert = store.db.prepare(
    'INSERT INTO audit (at, actor, action, subject, address, detail) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = store.db.prepare(
    'SELECT id, at, actor, action, subject, address, detail FROM audit WHERE id < ? ORDER BY id DESC LIMIT ?',
  );
  return {
    record(event) {
      insert.run(
        store.clock(),
        event.actor ?? null,
        event.action,
        event.subject?.slice(0, 320) ?? null,
        event.address?.slice(0, 100) ?? null,
        event.detail?.slice(0, 1000) ?? null,
      );
    },
    list(limit = 100, before) {
      const count = Math.min(500, Math.max(1, Math.floor(limit)));
      return page.all(before ?? Number.MAX_SAFE_INTEGER, count) as AuditEntry[];
    },
  };
}
