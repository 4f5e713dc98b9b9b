/**
 * The change sets in one object, as the team server opens them: the records in the team's database, the
 * repository's worktrees, where reads and writes go (routing.ts), what people do with a set (actions.ts) and the
 * timer for scheduled ones (schedule.ts), all sharing one queue for the repository's git work.
 */
import type Database from 'better-sqlite3';
import type { JobRunner } from '../jobs/jobRunner.js';
import { ChangeActions } from './actions.js';
import { type Actor, type AuditLog, type ChangeLimits, DEFAULT_LIMITS } from './context.js';
import type { ChangeMailer, Publisher } from './contract.js';
import { PublishJobs } from './publishJob.js';
import { type Serial, serialQueue } from './queue.js';
import { Reviews } from './reviews.js';
import { ChangeRouting } from './routing.js';
import { ChangeSchedule } from './schedule.js';
import { SetRecords } from './setRecords.js';
import { changeStore } from './store.js';
import { ChangeRepo } from './worktrees.js';

export interface ChangeSetsOptions {
  /** The content folder, a git clone on the live branch. */
  root: string;
  /** The team's data folder: the worktrees go in its worktrees/. */
  dataDir: string;
  /** The team's database (the accounts library's). */
  db: Database.Database;
  audit: AuditLog;
  team: () => Actor[];
  /** Publishing, and the server's jobs it runs as (its 'publish' kind is registered here). */
  publisher?: Publisher;
  jobs?: JobRunner;
  mailer?: ChangeMailer;
  clock?: () => number;
  log?: (line: string) => void;
  /** Fair use; DEFAULT_LIMITS for what is not given. */
  limits?: Partial<ChangeLimits>;
}

export interface ChangeSets {
  routing: ChangeRouting;
  actions: ChangeActions;
  /** The records' shared moves (the server brings the open sets up to date after a restore). */
  records: SetRecords;
  /** The publishing jobs. */
  publishing: PublishJobs;
  /** The records (the server marks a removed person in them). */
  store: ReturnType<typeof changeStore>;
  schedule: ChangeSchedule;
  /** The repository's one queue (the server runs its writes through it too). */
  queue: Serial;
  /** Stops the timer (waiting for a publish that has started). */
  close(): Promise<void>;
}

/** Opens the change sets; call `schedule.start()` to start publishing what is due and set the timer. */
export async function openChangeSets(o: ChangeSetsOptions): Promise<ChangeSets> {
  const context = {
    repo: await ChangeRepo.open(o.root, o.dataDir),
    store: changeStore(o.db),
    queue: serialQueue(),
    clock: o.clock ?? Date.now,
    audit: o.audit,
    team: o.team,
    limits: { ...DEFAULT_LIMITS, ...o.limits },
    ...(o.publisher && o.jobs ? { publisher: o.publisher, jobs: o.jobs } : {}),
    ...(o.mailer ? { mailer: o.mailer } : {}),
    ...(o.log ? { log: o.log } : {}),
  };
  const routing = new ChangeRouting(context);
  // A clean review of a set waiting for approval: its release is made ahead, so the approval only has to switch.
  const reviews = new Reviews(context.repo, (id, version, live) => {
    if (context.store.get(id)?.state !== 'in-review') return;
    context.publisher?.makeReady?.({ branch: context.repo.branchOf(id), commit: version }, live);
  });
  const records = new SetRecords(context, routing);
  const publishing = new PublishJobs(context, records, reviews);
  o.jobs?.register('publish', publishing);
  const actions = new ChangeActions(context, routing, reviews, records, publishing);
  const schedule = new ChangeSchedule(context, publishing);
  return {
    routing,
    actions,
    records,
    publishing,
    schedule,
    store: context.store,
    queue: context.queue,
    close: () => schedule.stop(),
  };
}
