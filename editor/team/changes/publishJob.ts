/**
 * Making an approved change set live, as a job (kind 'publish', editor/team/jobs/): "Approve and publish now" and a
 * scheduled set whose time has come each start one and answer at once; the job then runs in its turn.
 *   - check: in the repository's queue (no save half done meanwhile), the set must still wait for review or its
 *     time, at the version approved; then the publisher merges it onto the live branch and checks the result (not
 *     again when the review the publisher read found it clean on the same live version);
 *   - build, switch, send: the publisher's (editor/team/publishing/publisher.ts), reported as they happen;
 *   - live: the set is marked live at once, its people are told, its worktree goes, and the sets still being
 *     written catch up with the live site, each in its turn.
 * A failure leaves the set waiting for review (a scheduled one with the editor's comment saying why) and the live
 * site as it was. A job the server stopped in is finished or undone at the next start (`recover`).
 */
import type { ChangeSet, PersonRef, Release } from '../../contract/changes.js';
import type { JobStep } from '../../contract/jobs.js';
import { words } from '../../contract/words.js';
import { Refusal } from '../../core/refusal.js';
import { type JobContext, JobFailed, type JobKindHandler, type JobOutcome } from '../jobs/jobRunner.js';
import { type Actor, type ChangeContext, isPublisher, publishSubject, refOf } from './context.js';
import { failedStep } from './contract.js';
import type { Reviews } from './reviews.js';
import { type SetRecords, SYSTEM } from './setRecords.js';
import { samePerson } from './store.js';

/** What a publishing job is given. */
export interface PublishJobInput {
  set: string;
  /** The version approved: only that one goes live. */
  version: string;
  by: PersonRef;
  /** Where the approval came from (the person's address, or "schedule"), for the activity log. */
  address: string;
  scheduled: boolean;
}

/** How long the check waits for its turn in the repository's queue. */
const CHECK_WAIT_MS = 5 * 60_000;

export class PublishJobs implements JobKindHandler<PublishJobInput, object> {
  constructor(
    private readonly c: ChangeContext,
    private readonly r: SetRecords,
    private readonly reviews: Reviews,
  ) {}

  steps(): JobStep[] {
    return ['check', 'build', 'switch', ...(this.c.publisher?.sends ? (['send'] as const) : [])];
  }

  /** Starts the job that makes `set` live at `version`; refused while one waits or runs for it. */
  start(set: ChangeSet, by: PersonRef, version: string, address: string, scheduled: boolean) {
    if (!this.c.jobs || !this.c.publisher) throw new Refusal(409, words.changes.noPublishing);
    const input: PublishJobInput = { set: set.id, version, by: refOf(by), address, scheduled };
    const job = this.c.jobs.enqueue({
      kind: 'publish',
      subject: publishSubject(set.id),
      title: words.jobs.publishTitle(set.title),
      by,
      changeSet: set.id,
      input,
    });
    if (!job) throw new Refusal(409, words.changes.beingPublished(set.title));
    return job;
  }

  async run(job: JobContext<PublishJobInput, object>): Promise<JobOutcome> {
    const publisher = this.c.publisher;
    if (!publisher) throw new JobFailed(undefined, words.changes.noPublishing);
    const { set: id, version, by, address, scheduled } = job.input;
    job.step('check');
    let live: string | null = null;
    const set = await this.c.queue(
      async () => {
        const now = this.r.find(id);
        if (now.state !== 'in-review' && now.state !== 'scheduled')
          throw new JobFailed('check', words.changes.notNow(now.title, words.changes.stateWords[now.state]));
        const at = await this.reviews.now(id);
        if (at.version !== version) {
          if (scheduled) this.backToReview(now, words.changes.changedSinceApproval);
          throw new JobFailed('check', words.changes.changedSinceReview);
        }
        live = at.live;
        return now;
      },
      { waitMs: CHECK_WAIT_MS },
    );
    // (Should the live branch move meanwhile, the publisher checks again: it compares this with its own reading.)
    const checkedOn = await this.reviews.cleanOn(version, live);
    let release: Release;
    try {
      release = await publisher.publish(
        {
          sets: [{ id, title: set.title, branch: this.c.repo.branchOf(id), commit: version }],
          by,
          ...(checkedOn ? { checkedOn } : {}),
        },
        job,
      );
    } catch (e) {
      const step = failedStep(e);
      if (!step) throw e;
      this.failed(id, by, step, address);
      throw new JobFailed(step, (e as Error).message);
    }
    this.madeLive(id, release, by, address);
    return { release };
  }

  async recover(job: JobContext<PublishJobInput, object>) {
    const publisher = this.c.publisher;
    if (!publisher) return { done: false as const, message: words.jobs.undone };
    const { set: id, by, address } = job.input;
    let release: Release | null;
    try {
      release = await publisher.recoverPublish(job);
    } catch (e) {
      const step = failedStep(e);
      if (!step) throw e;
      this.failed(id, by, step, address);
      return { done: false as const, message: (e as Error).message };
    }
    if (!release) return { done: false as const, message: words.jobs.undone };
    this.madeLive(id, release, by, address);
    return { done: true as const, release, message: words.jobs.finishedAfterStop };
  }

  /**
   * Starts publishing every scheduled set whose time has come (at start, and when the timer fires); returns how
   * many were started. Each is checked first: its approver must still be a publisher (else it goes back to waiting
   * for review, with a comment saying why); the job checks the version.
   */
  startDue(): number {
    const now = this.c.clock();
    let count = 0;
    for (const set of this.c.store.inStates(['scheduled'])) {
      if (!set.scheduledFor || Date.parse(set.scheduledFor) > now) continue;
      if (this.c.jobs?.activeOn(publishSubject(set.id))) continue;
      const approver = set.approvedBy && this.c.team().find((p) => samePerson(p, set.approvedBy as PersonRef));
      if (!approver || !isPublisher(approver as Actor)) {
        this.backToReview(set, words.changes.approverGone(set.approvedBy?.name ?? ''));
        continue;
      }
      try {
        this.start(set, refOf(approver), set.approvedVersion ?? '', 'schedule', true);
        count++;
      } catch (e) {
        this.c.log?.(`change set ${set.id}: ${(e as Error).message}`);
      }
    }
    return count;
  }

  /** Live: the record says so, its people are told, its worktree goes, the open sets catch up. Once only. */
  private madeLive(id: string, release: Release, by: PersonRef, address: string): void {
    const current = this.r.find(id);
    if (current.state === 'live') return;
    const { scheduledFor: _s, ...rest } = current;
    const next = this.r.put(rest, {
      state: 'live',
      publishedAt: release.at,
      releaseId: release.id,
      approvedBy: refOf(by),
    });
    this.r.log(by, 'change published', words.changes.audit.published(next.title, release.id), address);
    this.r.mail((m) => m.changePublished(next, release, this.r.writers(next)));
    this.r.removeWorktree(id);
    void this.r.catchUpOpenSets();
  }

  /** Not published: the set waits for review again (a scheduled one with a comment saying why). */
  private failed(id: string, by: PersonRef, step: JobStep, address: string): void {
    const stepWords = words.changes.steps[step];
    const current = this.r.find(id);
    const { scheduledFor: _s, ...rest } = current;
    const comments =
      current.state === 'scheduled'
        ? this.r.withComment(rest, SYSTEM, words.changes.scheduledFailed(stepWords))
        : rest.comments;
    if (current.state === 'in-review' || current.state === 'scheduled')
      this.r.put(rest, { state: 'in-review', comments });
    this.r.log(by, 'publish failed', words.changes.audit.failed(current.title, stepWords), address);
  }

  /** A scheduled set that may not go live at its time: waiting for review again, with the editor's note why. */
  backToReview(set: ChangeSet, why: string): void {
    const current = this.r.find(set.id);
    if (current.state !== 'scheduled') return;
    const { scheduledFor: _s, approvedBy: _a, approvedVersion: _v, ...rest } = current;
    const comments = this.r.withComment(current, SYSTEM, words.changes.scheduleStopped(why));
    this.r.put(rest, { state: 'in-review', comments });
    this.c.audit.record({
      action: 'change unscheduled',
      actor: null,
      detail: words.changes.audit.scheduleStopped(set.title),
      address: 'schedule',
    });
  }
}
