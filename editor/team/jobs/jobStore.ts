/**
 * The jobs' durable queue: a table in the team's database (team.db), added the way the other tables are (CREATE
 * TABLE IF NOT EXISTS when the store opens). A job is written before its request answers, so a job accepted is
 * never lost: a server stopped while it waits runs it at the next start, and one stopped while it runs finds it
 * `running` and finishes or undoes it from its checkpoint (what its steps recorded as they went).
 *
 * One job at a time per subject (what it works on: a change set, the site's history): a second start of the same
 * work is refused by the database itself (a unique index over the jobs not finished).
 */
import type Database from 'better-sqlite3';
import type { Job, JobState } from '../../contract/jobs.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'running', 'done', 'failed', 'undone')),
  record TEXT NOT NULL,
  input TEXT NOT NULL,
  checkpoint TEXT NOT NULL DEFAULT '{}',
  queued INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_one_per_subject ON jobs(subject) WHERE state IN ('waiting', 'running');
CREATE INDEX IF NOT EXISTS jobs_state ON jobs(state, queued);
`;

/** How many finished jobs are kept (the newest). */
export const KEPT_FINISHED = 200;

/** A job as kept: what the screens see, what its kind needs to run it, and what its steps recorded. */
export interface StoredJob<I = unknown, C = Record<string, unknown>> {
  job: Job;
  subject: string;
  input: I;
  checkpoint: C;
}

export interface JobStore {
  /** Adds a waiting job; null when a job on the same subject is waiting or running already. */
  add(job: Job, subject: string, input: unknown): Job | null;
  get(id: string): StoredJob | undefined;
  /** The job waiting or running on `subject`. */
  activeOn(subject: string): Job | undefined;
  /** The latest job on `subject`, finished or not. */
  latestOn(subject: string): Job | undefined;
  /** Jobs in `state`, oldest first. */
  inState(state: JobState): StoredJob[];
  /** Changes what the screens see (and the state, when given). */
  update(id: string, change: Partial<Job>): Job;
  /** Adds to the job's checkpoint. */
  save(id: string, more: Record<string, unknown>): void;
  /** Running and waiting jobs, then the newest `finished` finished ones. */
  list(finished: number): Job[];
}

const FINISHED: readonly JobState[] = ['done', 'failed', 'undone'];

export function jobStore(db: Database.Database): JobStore {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO jobs (id, kind, subject, state, record, input, queued)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(queued), 0) + 1 FROM jobs))`,
  );
  const byId = db.prepare('SELECT * FROM jobs WHERE id = ?');
  const active = db.prepare("SELECT record FROM jobs WHERE subject = ? AND state IN ('waiting', 'running')");
  const latest = db.prepare('SELECT record FROM jobs WHERE subject = ? ORDER BY queued DESC LIMIT 1');
  const inState = db.prepare('SELECT * FROM jobs WHERE state = ? ORDER BY queued');
  const setRecord = db.prepare('UPDATE jobs SET record = ?, state = ? WHERE id = ?');
  const setCheckpoint = db.prepare('UPDATE jobs SET checkpoint = ? WHERE id = ?');
  const newestFinished = db.prepare(
    "SELECT record FROM jobs WHERE state IN ('done', 'failed', 'undone') ORDER BY queued DESC LIMIT ?",
  );
  const prune = db.prepare(
    `DELETE FROM jobs WHERE state IN ('done', 'failed', 'undone') AND queued <
       (SELECT coalesce(min(queued), 0) FROM
         (SELECT queued FROM jobs WHERE state IN ('done', 'failed', 'undone') ORDER BY queued DESC LIMIT ?))`,
  );

  type Row = { record: string; subject: string; input: string; checkpoint: string };
  const jobOf = (row: unknown) => JSON.parse((row as { record: string }).record) as Job;
  const stored = (row: unknown): StoredJob => {
    const r = row as Row;
    return {
      job: JSON.parse(r.record) as Job,
      subject: r.subject,
      input: JSON.parse(r.input) as unknown,
      checkpoint: JSON.parse(r.checkpoint) as Record<string, unknown>,
    };
  };

  const add = db.transaction((job: Job, subject: string, input: unknown): Job | null => {
    if (active.get(subject)) return null;
    insert.run(job.id, job.kind, subject, job.state, JSON.stringify(job), JSON.stringify(input));
    return job;
  });

  return {
    add,
    get(id) {
      const row = byId.get(id);
      return row ? stored(row) : undefined;
    },
    activeOn(subject) {
      const row = active.get(subject);
      return row ? jobOf(row) : undefined;
    },
    latestOn(subject) {
      const row = latest.get(subject);
      return row ? jobOf(row) : undefined;
    },
    inState(state) {
      return inState.all(state).map(stored);
    },
    update(id, change) {
      const row = byId.get(id);
      if (!row) throw new Error(`no job ${id}`);
      const next = { ...jobOf(row), ...change };
      setRecord.run(JSON.stringify(next), next.state, id);
      if (FINISHED.includes(next.state)) prune.run(KEPT_FINISHED);
      return next;
    },
    save(id, more) {
      const row = byId.get(id);
      if (!row) throw new Error(`no job ${id}`);
      const checkpoint = { ...(JSON.parse((row as Row).checkpoint) as Record<string, unknown>), ...more };
      setCheckpoint.run(JSON.stringify(checkpoint), id);
    },
    list(finished) {
      const running = inState.all('running').map(jobOf);
      const waiting = inState.all('waiting').map(jobOf);
      return [...running, ...waiting, ...newestFinished.all(finished).map(jobOf)];
    },
  };
}
