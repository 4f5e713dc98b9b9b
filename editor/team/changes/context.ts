/**
 * What the change sets' parts share: the repository and its queue, the records, the clock, publishing, mail and
 * the activity log; and the refusal every part throws (plain words and the status the API answers with).
 */
import { randomBytes } from 'node:crypto';
import type { ChangeSet, PersonRef } from '../../contract/changes.js';
import type { Role } from '../../contract/calls.js';
import type { Job } from '../../contract/jobs.js';
import type { JobRequest } from '../jobs/jobRunner.js';
import type { ChangeMailer, Publisher } from './contract.js';
import type { Serial } from './queue.js';
import { type ChangeStore, samePerson } from './store.js';
import type { ChangeRepo } from './worktrees.js';

/** A signed-in person as the change sets see them. */
export interface Actor extends PersonRef {
  role: Role;
}

export interface AuditLog {
  record(event: {
    action:
      | 'change submitted'
      | 'change withdrawn'
      | 'change sent back'
      | 'change scheduled'
      | 'change unscheduled'
      | 'change approved'
      | 'change published'
      | 'publish failed';
    actor?: string | null;
    subject?: string | null;
    address?: string | null;
    detail?: string | null;
  }): void;
}

export interface ChangeContext {
  repo: ChangeRepo;
  store: ChangeStore;
  /** The repository's one queue: saves, commits, worktrees, merges and publishing, one at a time. */
  queue: Serial;
  /** Milliseconds since 1970 (tests set it). */
  clock: () => number;
  /** Absent when publishing is not set up: approving is refused in plain words. */
  publisher?: Publisher;
  /** The server's jobs (editor/team/jobs/): a publish runs as one. Given with the publisher. */
  jobs?: JobQueue;
  mailer?: ChangeMailer;
  audit: AuditLog;
  /** Everyone on the team now (for mail: the publishers and administrators). */
  team: () => Actor[];
  /** Fair use (routing.ts). */
  limits: ChangeLimits;
  log?: (line: string) => void;
}

/** What the change sets need of the server's jobs. */
export interface JobQueue {
  /** Null when a job on the same subject waits or runs already. */
  enqueue(request: JobRequest): Job | null;
  activeOn(subject: string): Job | undefined;
  latestOn(subject: string): Job | undefined;
}

/** The subject of the jobs that publish change set `id`: one at a time. */
export const publishSubject = (id: string) => `change:${id}`;

/** How much one person, and everyone together, may hold of the server (settings.json's "limits"). */
export interface ChangeLimits {
  /** Change sets not live yet that one person may own. */
  setsPerPerson: number;
  /** Disk the change sets' worktrees may take together, in bytes. */
  worktreesBytes: number;
}

export const DEFAULT_LIMITS: ChangeLimits = { setsPerPerson: 5, worktreesBytes: 2 * 1024 ** 3 };

export function isPublisher(who: Actor): boolean {
  return who.role === 'publisher' || who.role === 'administrator';
}

/** True when `who` owns the set or saved into it (a removed person's records never match anyone: store.ts). */
export function wroteIn(set: ChangeSet, who: PersonRef): boolean {
  return samePerson(set.owner, who) || set.authors.some((a) => samePerson(a, who));
}

export function newChangeId(): string {
  return randomBytes(6).toString('hex');
}

/** A person as the records keep them (name and e-mail only). */
export function refOf(who: PersonRef): PersonRef {
  return { name: who.name, email: who.email };
}
