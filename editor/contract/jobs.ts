/**
 * The team editor's long work (publishing a change set, bringing back an earlier release, making the first release
 * of a new server) as the screens see it: a job, started by a request that answers at once, run by the server from
 * a durable queue, its steps shown as they happen. Shared by the server (editor/team/jobs/) and the screens
 * (editor/app/team/). Types only: nothing here runs.
 *
 *   POST changes/approve   { id, version }   → { set, job }  (at once: the job publishing it, waiting or running)
 *   POST releases/restore  { id }            → { job }       (at once)
 *   GET  jobs                                 JobsAnswer     (publishers: the jobs running or waiting, and the
 *                                                            latest finished ones)
 *   GET  changes/review?id=                   ReviewAnswer   (its `job`: the set's publish under way, or the last)
 */
import type { PersonRef, Release } from './release.js';

export type JobKind = 'publish' | 'restore' | 'first-release';

/**
 * waiting   accepted; waits for the job before it (one publishing job runs at a time)
 * running   its steps are happening
 * done      what it set out to do happened (`release` says which release went live)
 * failed    it stopped at a step and nothing changed on the live site (`message` says why)
 * undone    the server stopped while it ran; at the next start what it had begun was taken back, nothing changed
 */
export type JobState = 'waiting' | 'running' | 'done' | 'failed' | 'undone';

/**
 * The steps as a person follows them:
 *   check   putting the change together with the live site and checking the pages
 *   build   building the site's pages (`progress`: n of m pages)
 *   switch  switching the live site to the new version
 *   send    sending the live version to the site's repository (only when one is set)
 */
export type JobStep = 'check' | 'build' | 'switch' | 'send';

export interface Job {
  id: string;
  kind: JobKind;
  state: JobState;
  /** The steps this job takes, in order (a restore does not build). */
  steps: JobStep[];
  /** The step it is at (while running), or where it stopped (failed). */
  step?: JobStep;
  /** While building: how many of the site's pages are made. */
  progress?: { done: number; total: number };
  /** What it works on, as people know it: a change set's title, or the release brought back. */
  title: string;
  /** The change set it publishes. */
  changeSet?: string;
  by: PersonRef;
  /** ISO times. */
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  /** The release it made live (done). */
  release?: Release;
  /** Why it failed or was undone, or what else a person should know, in plain words. */
  message?: string;
  /** True when it finished (done or undone) at a start of the server after a stop in the middle of it. */
  afterRestart?: boolean;
}

export interface JobsAnswer {
  /** Running first, then waiting (oldest first), then the latest finished ones (newest first). */
  jobs: Job[];
}
