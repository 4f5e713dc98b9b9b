/**
 * The publisher's own jobs (editor/team/jobs/), besides publishing a change set (editor/team/changes/publishJob.ts):
 *   restore        "Restore this version": `current` points at an earlier release's site again, recorded as a new
 *                  release and a new commit (publisher.ts); then the sets still being written catch up with it;
 *   first-release  a new server's first release: the live branch as it is, built in full and made live, so the
 *                  site is served from the first minute (started by the server when no release is live).
 * A job the server stopped in is finished or undone at the next start, from its checkpoint.
 */
import type { PersonRef } from '../../contract/changes.js';
import type { Job, JobStep } from '../../contract/jobs.js';
import { plainTime, words } from '../../contract/words.js';
import { Refusal } from '../../core/refusal.js';
import { type JobContext, JobFailed, type JobKindHandler, type JobOutcome, type JobRunner } from '../jobs/jobRunner.js';
import type { PublishCheckpoint, ReleasePublisher, RestoreCheckpoint } from './publisher.js';

/** What a restore job is given. */
export interface RestoreJobInput {
  release: string;
  by: PersonRef;
  address: string;
}

/** One restore at a time; one first release. */
const RESTORE_SUBJECT = 'site:restore';
const FIRST_SUBJECT = 'site:first-release';

/** Who the first release is by. */
const EDITOR: PersonRef = { name: words.changes.system, email: '' };

/** What the jobs need of the publisher (publisher.ts's ReleasePublisher; tests give a smaller one). */
export type ReleaseWork = Pick<
  ReleasePublisher,
  | 'sends'
  | 'publish'
  | 'recoverPublish'
  | 'restore'
  | 'recoverRestore'
  | 'restorable'
  | 'hasLiveSite'
  | 'releases'
  | 'cleanUpAfterStop'
> &
  Partial<Pick<ReleasePublisher, 'close' | 'warmUp'>>;

export interface ReleaseJobsOptions {
  publisher: ReleaseWork;
  jobs: JobRunner;
  /** After a restore went live: the activity log, and the sets still being written brought up to date. */
  restored(release: string, by: PersonRef, address: string): Promise<void>;
}

/** A publisher's refusal or failure as the job's: its words, at its step. */
function asJobFailed(e: unknown, step: JobStep): unknown {
  if (e instanceof Refusal) return new JobFailed((e.extra.step as JobStep | undefined) ?? step, e.message);
  return e;
}

export class ReleaseJobs {
  constructor(private readonly o: ReleaseJobsOptions) {
    o.jobs.register('restore', this.restoreKind());
    o.jobs.register('first-release', this.firstKind());
  }

  /** Starts bringing back release `id` (refused at once when it cannot be, or while another restore runs). */
  restore(id: string, by: PersonRef, address: string): Job {
    const wanted = this.o.publisher.restorable(id);
    const input: RestoreJobInput = { release: wanted.id, by: { name: by.name, email: by.email }, address };
    const job = this.o.jobs.enqueue({
      kind: 'restore',
      subject: RESTORE_SUBJECT,
      title: words.jobs.restoreTitle(plainTime(Date.parse(wanted.at))),
      by,
      input,
    });
    if (!job) throw new Refusal(409, words.jobs.restoreRunning);
    return job;
  }

  /** Starts the first release when no release is live and none is being made; the job, or null. */
  firstRelease(): Job | null {
    if (this.o.publisher.hasLiveSite()) return null;
    return this.o.jobs.enqueue({
      kind: 'first-release',
      subject: FIRST_SUBJECT,
      title: words.jobs.firstTitle,
      by: EDITOR,
      input: {},
    });
  }

  private restoreKind(): JobKindHandler<RestoreJobInput, RestoreCheckpoint> {
    const { publisher } = this.o;
    return {
      steps: () => ['switch', ...(publisher.sends ? (['send'] as const) : [])],
      run: async (job): Promise<JobOutcome> => {
        const { release: id, by, address } = job.input;
        let made: Awaited<ReturnType<ReleasePublisher['restore']>>;
        try {
          made = await publisher.restore(id, by, job);
        } catch (e) {
          throw asJobFailed(e, 'switch');
        }
        await this.o.restored(id, by, address);
        return { release: made };
      },
      recover: async (job) => {
        let made: Awaited<ReturnType<ReleasePublisher['recoverRestore']>>;
        try {
          made = await publisher.recoverRestore(job);
        } catch (e) {
          if (e instanceof Refusal) return { done: false as const, message: e.message };
          throw e;
        }
        if (!made) return { done: false as const, message: words.jobs.restoreUndone };
        await this.o.restored(job.input.release, job.input.by, job.input.address);
        return { done: true as const, release: made, message: words.jobs.finishedAfterStop };
      },
    };
  }

  private firstKind(): JobKindHandler<Record<string, never>, PublishCheckpoint> {
    const { publisher } = this.o;
    return {
      steps: () => ['check', 'build', 'switch', ...(publisher.sends ? (['send'] as const) : [])],
      run: async (job: JobContext<Record<string, never>, PublishCheckpoint>): Promise<JobOutcome> => {
        if (publisher.hasLiveSite()) return { message: words.jobs.liveAlready };
        try {
          return { release: await publisher.publish({ sets: [], by: EDITOR }, job) };
        } catch (e) {
          throw asJobFailed(e, 'build');
        }
      },
      recover: async (job) => {
        const made = await publisher.recoverPublish(job).catch((e: unknown) => {
          if (e instanceof Refusal) return null;
          throw e;
        });
        // Not made: the server starts it again (firstRelease()) once its jobs are recovered.
        if (!made) return { done: false as const, message: words.jobs.firstUndone };
        return { done: true as const, release: made, message: words.jobs.finishedAfterStop };
      },
    };
  }
}
