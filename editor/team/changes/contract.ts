/**
 * What this folder needs from publishing and mail (editor/team/publishing/, written beside it): the interfaces,
 * restated here by shape so the change sets build and test on their own. The publishing module's `Publisher` and
 * `ChangeMailer` fit them as they are (TypeScript compares shapes); its `PublishFailed` is recognised by its
 * `step`, so this folder never imports that module.
 */
import type { ChangeSet, PersonRef, Release } from '../../contract/changes.js';
import type { JobStep } from '../../contract/jobs.js';
import type { JobContext } from '../jobs/jobRunner.js';

/**
 * Makes change sets live, as a job's work: merges their branches into the live branch, checks, builds, switches
 * the live site (and sends it on when `sends`); `recoverPublish` finishes or undoes one a stop of the server
 * interrupted (null: undone, nothing went live).
 */
export interface Publisher {
  readonly sends: boolean;
  publish(
    input: {
      sets: { id: string; title: string; branch: string; commit?: string }[];
      by: PersonRef;
      checkedOn?: string;
    },
    job?: PublishJob,
  ): Promise<Release>;
  recoverPublish(job: PublishJob): Promise<Release | null>;
  /** Makes ahead, in the background, the release approving this set at `commit` would make on `checkedOn`. */
  makeReady?(set: { branch: string; commit: string }, checkedOn: string): void;
}

/** The job a publish reports to; what its checkpoint holds is the publisher's own business. */
export type PublishJob = JobContext<unknown, object>;

const STEPS: readonly string[] = ['check', 'build', 'switch', 'send'];

/** A publish that failed at `step`, leaving the live site as it was (publisher.ts's PublishFailed). */
export function failedStep(e: unknown): JobStep | undefined {
  const step = (e as { step?: unknown } | null)?.step;
  return e instanceof Error && typeof step === 'string' && STEPS.includes(step) ? (step as JobStep) : undefined;
}

/** The mail sent when a change set moves (mail.ts's ChangeMailer). */
export interface ChangeMailer {
  changeSubmitted(set: ChangeSet, to: PersonRef[]): Promise<void>;
  changeSentBack(set: ChangeSet, comment: string, to: PersonRef[]): Promise<void>;
  changePublished(set: ChangeSet, release: Release, to: PersonRef[]): Promise<void>;
}
