/**
 * What the change sets' actions (actions.ts) and the publishing job (publishJob.ts) both do with a set's record:
 * find it, change it, add a comment to it, note it in the activity log, send mail about it without waiting, and
 * bring the sets still being written up to date with what is live.
 */
import type { ChangeSet, PersonRef } from '../../contract/changes.js';
import { words } from '../../contract/words.js';
import { Refusal } from '../../core/refusal.js';
import { type AuditLog, type ChangeContext, isPublisher, refOf } from './context.js';
import type { ChangeRouting } from './routing.js';
import { OPEN, samePerson } from './store.js';
import { CHANGE_ID } from './worktrees.js';

export const MAX_COMMENTS = 200;

/** Who the editor's own comments are by. */
export const SYSTEM: PersonRef = { name: words.changes.system, email: '' };

/** How long the work after a publish (a worktree removed, sets catching up) may wait for its turn. */
const AFTER_PUBLISH_WAIT_MS = 10 * 60_000;

type Action = Parameters<AuditLog['record']>[0]['action'];

export class SetRecords {
  constructor(
    private readonly c: ChangeContext,
    private readonly routing: ChangeRouting,
  ) {}

  now(): string {
    return new Date(this.c.clock()).toISOString();
  }

  /** The change set `id` names; 404 for an id that is not one. */
  find(id: unknown): ChangeSet {
    const set = typeof id === 'string' && CHANGE_ID.test(id) ? this.c.store.get(id) : undefined;
    if (!set) throw new Refusal(404, words.changes.noSuchSet);
    return set;
  }

  put(set: ChangeSet, change: Partial<ChangeSet>): ChangeSet {
    const next = { ...set, ...change, updatedAt: this.now() };
    this.c.store.put(next);
    return next;
  }

  /** The set's comments with one more (refused past MAX_COMMENTS). */
  withComment(set: ChangeSet, by: PersonRef, text: string): ChangeSet['comments'] {
    if (set.comments.length >= MAX_COMMENTS) throw new Refusal(422, words.changes.tooManyComments(MAX_COMMENTS));
    return [...set.comments, { by, at: this.now(), text }];
  }

  log(by: PersonRef | null, action: Action, detail: string, address: string): void {
    this.c.audit.record({ action, actor: by?.email || null, detail, address });
  }

  publishers(): PersonRef[] {
    return this.c.team().filter(isPublisher).map(refOf);
  }

  /** The set's owner and authors still on the team. */
  writers(set: ChangeSet): PersonRef[] {
    return [set.owner, ...set.authors.filter((a) => !samePerson(a, set.owner))].filter((p) => !p.gone);
  }

  /** Sends mail without waiting for it; a failure is only logged. */
  mail(send: (m: NonNullable<ChangeContext['mailer']>) => Promise<void>): void {
    const mailer = this.c.mailer;
    if (!mailer) return;
    try {
      send(mailer).catch((e: Error) => this.c.log?.(`change sets' mail: ${e.message}`));
    } catch (e) {
      this.c.log?.(`change sets' mail: ${(e as Error).message}`);
    }
  }

  /**
   * Brings every set still being written (or sent back) up to date with what is live, each in its own turn in the
   * repository's queue (a save waits for one set's catching up at most, never for all of them).
   */
  catchUpOpenSets(): Promise<void> {
    const each = this.c.store.inStates(OPEN).map((open) =>
      this.c
        .queue(
          async () => {
            const now = this.find(open.id);
            if (OPEN.includes(now.state) && (await this.c.repo.catchUp(now.id))) await this.routing.refreshFiles(now);
          },
          { waitMs: AFTER_PUBLISH_WAIT_MS },
        )
        .catch((e: Error) =>
          this.c.log?.(`change set ${open.id}: it did not catch up with the live site: ${e.message}`),
        ),
    );
    return Promise.all(each).then(() => undefined);
  }

  /** Removes a live set's worktree in its turn (its branch stays: the history of what went live). */
  removeWorktree(id: string): void {
    void this.c
      .queue(() => this.c.repo.remove(id), { waitMs: AFTER_PUBLISH_WAIT_MS })
      .catch((e: Error) => this.c.log?.(`change set ${id}: its worktree was not removed: ${e.message}`));
  }
}
