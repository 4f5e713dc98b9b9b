/**
 * What the team editor's change-set and release calls answer (JSON), shared by the server (editor/team/changes/,
 * editor/team/publishing/) and the editor's screens (editor/app/team/). Types only: nothing here runs.
 *
 * What each call takes and answers (calls.ts lists the calls and who may make each):
 *   GET  changes                 ChangesAnswer: the person's change sets, and for publishers every one waiting
 *   POST changes/title           { id, title }                      → ChangeSet
 *   POST changes/submit          { id, title? }                     → ChangeSet (in review)
 *   POST changes/withdraw        { id }                             → ChangeSet (back to draft, by its owner)
 *   GET  changes/review?id=      ReviewAnswer (publishers; an owner may look at their own)
 *   POST changes/comment         { id, text }                       → ChangeSet
 *   POST changes/send-back       { id, text }                       → ChangeSet (sent back, the text as a comment)
 *   POST changes/approve         { id, version, at? (ISO time) }    → { set, job? }: the job that publishes it now
 *                                                                     (jobs.ts), or the set scheduled when `at` is
 *                                                                     later; refused 409 when the set is no longer
 *                                                                     at the `version` its review answered
 *   POST changes/unschedule      { id }                             → ChangeSet (in review again)
 *   GET  releases                ReleasesAnswer (publishers)
 *   POST releases/restore        { id }                             → { job } (the job bringing it back)
 * A refusal answers { error } in plain words (4xx), as every other call. Publishing and restoring are jobs: their
 * steps and result are read with GET jobs (jobs.ts); a failed one leaves the live site as it was.
 */
import type { Job } from './jobs.js';
import type { PersonRef } from './release.js';

export type { PersonRef, Release, ReleasesAnswer } from './release.js';

export type ChangeState = 'draft' | 'in-review' | 'sent-back' | 'scheduled' | 'live';

export interface ChangeComment {
  by: PersonRef;
  /** ISO date and time. */
  at: string;
  text: string;
}

export interface ChangedFile {
  /** Relative to the content folder: pages/contact.yaml, public/images/team-photo.jpg. */
  file: string;
  /** What a person recognises: the page's title or the picture's file name. */
  label: string;
  kind: 'page' | 'picture' | 'site';
  /** The address of the page on the site, for a page. */
  route?: string;
  change: 'added' | 'changed' | 'removed';
}

export interface ChangeSet {
  id: string;
  title: string;
  state: ChangeState;
  owner: PersonRef;
  /** Everyone who saved into it, the owner first. */
  authors: PersonRef[];
  files: ChangedFile[];
  comments: ChangeComment[];
  createdAt: string;
  updatedAt: string;
  submittedAt?: string;
  /** When a scheduled change set goes live (ISO). */
  scheduledFor?: string;
  approvedBy?: PersonRef;
  /** The version approved (the set's commit when the publisher reviewed it): only that version may go live. */
  approvedVersion?: string;
  publishedAt?: string;
  /** The release that made it live. */
  releaseId?: string;
}

export interface ChangesAnswer {
  /** The change set the person's saves go into now (draft or sent back), if they have one. */
  current: ChangeSet | null;
  /** The person's own change sets, newest first (live ones of the last 30 days included). */
  mine: ChangeSet[];
  /** For publishers and administrators: change sets in review or scheduled, oldest first; empty for editors. */
  waiting: ChangeSet[];
}

/** A problem the site's validator found in the result of merging a change set with what is live. */
export interface ReviewProblem {
  file: string;
  /** The field's place in the page's data, as the editor's problem list uses it (e.g. /blocks/2/title). */
  path: string;
  message: string;
}

export interface ReviewPage {
  file: ChangedFile;
  /** A unified diff of the file's text, live against the change set. */
  diff: string;
  /** The file's text live and in the change set (null when absent). */
  beforeText: string | null;
  afterText: string | null;
}

export interface ReviewAnswer {
  set: ChangeSet;
  pages: ReviewPage[];
  problems: ReviewProblem[];
  /** False when the person may not approve it (their own, or problems, or it conflicts with what is live). */
  canApprove: boolean;
  /** Why it cannot be approved, in plain words. */
  why?: string;
  /** The version reviewed (the set's commit; '' for a live set): an approval names it, and is refused once it moved. */
  version: string;
  /** The job publishing the set now, or the last one that tried. */
  job?: Job;
}
