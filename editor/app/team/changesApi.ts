/**
 * The team server's change-set and release calls (contract: editor/contract/changes.ts), through the editor's
 * own call() (api.ts): same token, same errors. `plainError` puts a refusal in words a person understands.
 */
import { ApiError, call } from '../api';
import type { ChangeSet, ChangesAnswer, ReleasesAnswer, ReviewAnswer } from '../../contract/changes';
import type { Job, JobsAnswer } from '../../contract/jobs';
import type { RefusalReason } from '../../contract/editing';
import { words } from '../../contract/words';

export const changesApi = {
  changes: () => call<ChangesAnswer>('changes'),
  title: (id: string, title: string) => call<ChangeSet>('changes/title', { id, title }),
  /** `title` only when the person gave one (the server keeps the old one otherwise). */
  submit: (id: string, title?: string) => call<ChangeSet>('changes/submit', title ? { id, title } : { id }),
  withdraw: (id: string) => call<ChangeSet>('changes/withdraw', { id }),
  review: (id: string) => call<ReviewAnswer>(`changes/review?id=${encodeURIComponent(id)}`),
  comment: (id: string, text: string) => call<ChangeSet>('changes/comment', { id, text }),
  sendBack: (id: string, text: string) => call<ChangeSet>('changes/send-back', { id, text }),
  /**
   * Approves the set at `version`, the version its review showed (refused when it changed since): without `at` the
   * answer has the job that publishes it now; with `at` (ISO date and time) the set is scheduled.
   */
  approve: (id: string, version: string, at?: string) =>
    call<{ set: ChangeSet; job?: Job }>('changes/approve', at ? { id, version, at } : { id, version }),
  unschedule: (id: string) => call<ChangeSet>('changes/unschedule', { id }),
  releases: () => call<ReleasesAnswer>('releases'),
  /** Starts bringing back release `id`: the job doing it. */
  restore: (id: string) => call<{ job: Job }>('releases/restore', { id }),
  /** The jobs running and waiting, and the latest finished ones (publishers). */
  jobs: () => call<JobsAnswer>('jobs'),
};

/**
 * A failed call in plain words: signed out (401; the server's own words when an administrator removed the person),
 * not allowed (403), the live site not updated (502), else the server's words.
 */
export function plainError(e: unknown): string {
  const w = words.changesApp.error;
  const message = e instanceof Error ? e.message : String(e);
  if (!(e instanceof ApiError)) return w.other(message);
  if (e.status === 401) return e.body.reason === ('removed' satisfies RefusalReason) ? message : w[401];
  if (e.status === 403) return w[403];
  if (e.status === 502) return w[502](message);
  return w.other(message);
}
