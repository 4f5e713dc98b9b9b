/**
 * What this folder needs from publishing and mail (editor/team/publishing/, written beside it): the interfaces,
 * restated here by shape so the change sets build and test on their own. The publishing module's `Publisher` and
 * `ChangeMailer` fit them as they are (TypeScript compares shapes); its `PublishFailed` is recognised by its
 * `step`, so this folder never imports that module.
 */
import type { ChangeSet, PersonRef, Release } from '../../contract/changes.js';

/** Makes change sets live: merges their branches into the live branch, validates, builds, deploys. */
export interface Publisher {
  publish(input: {
    sets: { id: string; title: string; branch: string; commit?: string }[];
    by: PersonRef;
  }): Promise<Release>;
}

export type PublishStep = 'merge' | 'validate' | 'build' | 'deploy' | 'push';
const STEPS: readonly string[] = ['merge', 'validate', 'build', 'deploy', 'push'];

/** A publish that failed at `step`, leaving the live site as it was (publisher.ts's PublishFailed). */
export function failedStep(e: unknown): PublishStep | undefined {
  const step = (e as { step?: unknown } | null)?.step;
  return e instanceof Error && typeof step === 'string' && STEPS.includes(step) ? (step as PublishStep) : undefined;
}

/** The mail sent when a change set moves (mail.ts's ChangeMailer). */
export interface ChangeMailer {
  changeSubmitted(set: ChangeSet, to: PersonRef[]): Promise<void>;
  changeSentBack(set: ChangeSet, comment: string, to: PersonRef[]): Promise<void>;
  changePublished(set: ChangeSet, release: Release, to: PersonRef[]): Promise<void>;
}
