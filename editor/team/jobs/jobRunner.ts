/**
 * Runs the team server's jobs (jobStore.ts) one at a time, in the order they were accepted: publishing, restoring
 * and the first release all change what is live, so they never overlap. The request that starts a job only adds it
 * and answers; the screens then follow its steps (JobsAnswer) until it is done, failed or undone.
 *
 * Each kind of job is a JobKindHandler: its steps, how it runs (recording a checkpoint before each step that
 * changes something), and how a start of the server finishes or undoes one that was running when the server
 * stopped (`recover`, from the checkpoint). At a start, `recover()` comes first, then `resume()` runs what waits.
 */
import { randomBytes } from 'node:crypto';
import type { PersonRef, Release } from '../../contract/changes.js';
import type { Job, JobKind, JobStep } from '../../contract/jobs.js';
import { words } from '../../contract/words.js';
import type { JobStore, StoredJob } from './jobStore.js';

/** What a running job's kind is given: its input, its checkpoint so far, and how it reports its steps. */
export interface JobContext<I = unknown, C = Record<string, unknown>> {
  readonly id: string;
  readonly input: I;
  /** What its steps recorded (after a restart: what they recorded before the server stopped). */
  readonly checkpoint: Partial<C>;
  /** When the job was accepted (ms since 1970): what a person waits is counted from there. */
  readonly acceptedAt: number;
  step(step: JobStep): void;
  progress(done: number, total: number): void;
  /** Records `more` in the checkpoint (durably) before going on; `point` names the moment, for the log and tests. */
  save(more: Partial<C>, point: string): void;
}

/** How a job ended, for the screens: the release it made live, and anything a person should know. */
export interface JobOutcome {
  release?: Release;
  message?: string;
}

/** A job that stopped at a step; nothing changed on the live site. Its message is in plain words. */
export class JobFailed extends Error {
  override name = 'JobFailed';
  constructor(
    readonly step: JobStep | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface JobKindHandler<I = unknown, C = Record<string, unknown>> {
  /** The steps a job of this input goes through, in order. */
  steps(input: I): JobStep[];
  run(job: JobContext<I, C>): Promise<JobOutcome>;
  /**
   * Called at a start of the server for a job that was running when it stopped: finishes it (`done`) or takes back
   * what it had begun (`undone`), so the live site, its history and the records agree again.
   */
  recover(job: JobContext<I, C>): Promise<({ done: true } | { done: false }) & JobOutcome>;
}

export interface JobRunnerOptions {
  store: JobStore;
  clock?: () => number;
  log?: (line: string) => void;
  /** Called at each checkpoint as `<kind>:<point>`, after it is recorded (the fault-injection tests stop here). */
  onPoint?: (point: string) => void;
}

/** What a request gives to start a job. */
export interface JobRequest {
  kind: JobKind;
  /** What it works on: a second job on the same subject is refused while one waits or runs. */
  subject: string;
  title: string;
  by: PersonRef;
  input: unknown;
  changeSet?: string;
}

/** How many finished jobs the list shows. */
const LISTED_FINISHED = 20;

export class JobRunner {
  private running: Promise<void> | null = null;
  /** How many jobs have started running since the server started. */
  private started = 0;
  /** Until resume(): jobs are accepted, none runs. */
  private stopped = true;
  private readonly clock: () => number;
  private readonly settledWaiters: (() => void)[] = [];
  private readonly kinds = new Map<JobKind, JobKindHandler>();

  constructor(private readonly o: JobRunnerOptions) {
    this.clock = o.clock ?? Date.now;
  }

  /** Says how jobs of `kind` run and recover (before start()). */
  register<I, C>(kind: JobKind, handler: JobKindHandler<I, C>): void {
    this.kinds.set(kind, handler as unknown as JobKindHandler);
  }

  /** Finishes or undoes the jobs a stop left running (call once, at the start, before `resume`). */
  async recover(): Promise<void> {
    for (const stored of this.o.store.inState('running')) await this.recoverOne(stored);
  }

  /** Runs what waits, one at a time, and each job accepted from now on. */
  resume(): void {
    this.stopped = false;
    this.pump();
  }

  /** Stops taking new jobs (the one running goes on; a stop of the process is recovered at the next start). */
  stop(): void {
    this.stopped = true;
  }

  /** Accepts a job: it waits for its turn. Null when one on the same subject waits or runs already. */
  enqueue(request: JobRequest): Job | null {
    const kind = this.kinds.get(request.kind);
    if (!kind) throw new Error(`no jobs of kind ${request.kind}`);
    const job: Job = {
      id: randomBytes(8).toString('hex'),
      kind: request.kind,
      state: 'waiting',
      steps: kind.steps(request.input),
      title: request.title,
      by: { name: request.by.name, email: request.by.email },
      createdAt: new Date(this.clock()).toISOString(),
      ...(request.changeSet ? { changeSet: request.changeSet } : {}),
    };
    const added = this.o.store.add(job, request.subject, request.input);
    if (added) queueMicrotask(() => this.pump());
    return added;
  }

  get(id: string): Job | undefined {
    return this.o.store.get(id)?.job;
  }

  activeOn(subject: string): Job | undefined {
    return this.o.store.activeOn(subject);
  }

  latestOn(subject: string): Job | undefined {
    return this.o.store.latestOn(subject);
  }

  list(): Job[] {
    return this.o.store.list(LISTED_FINISHED);
  }

  /** True while a job runs (a backup takes its moment between jobs: backup/betweenTurns.ts). */
  busy(): boolean {
    return this.running !== null;
  }

  /** How many jobs have started running so far (a backup's moment is taken again when one started during it). */
  generation(): number {
    return this.started;
  }

  /** Settles once no job runs (at once when none does), after what follows the job's end in the same turn. */
  idle(): Promise<void> {
    const running = this.running;
    if (!running) return Promise.resolve();
    return running.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }

  /** Resolves when no job runs or waits (tests; a clean shutdown). */
  settled(): Promise<void> {
    if (!this.running && !this.o.store.inState('waiting').length) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private pump(): void {
    if (this.running || this.stopped) return;
    const next = this.o.store.inState('waiting')[0];
    if (!next) {
      for (const resolve of this.settledWaiters.splice(0)) resolve();
      return;
    }
    this.started++;
    this.running = this.run(next).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private context<I, C>(stored: StoredJob<I, C>): JobContext<I, C> {
    const { store } = this.o;
    const id = stored.job.id;
    const checkpoint = { ...stored.checkpoint } as Partial<C>;
    return {
      id,
      input: stored.input,
      checkpoint,
      acceptedAt: Date.parse(stored.job.createdAt),
      // A new step drops the last one's progress (undefined is left out of the stored record).
      step: (step) => store.update(id, { step, progress: undefined }),
      progress: (done, total) => store.update(id, { progress: { done, total } }),
      save: (more, point) => {
        Object.assign(checkpoint, more);
        store.save(id, more as Record<string, unknown>);
        this.o.onPoint?.(`${stored.job.kind}:${point}`);
      },
    };
  }

  private async run(stored: StoredJob): Promise<void> {
    const { store } = this.o;
    const kind = this.kinds.get(stored.job.kind);
    const id = stored.job.id;
    store.update(id, { state: 'running', startedAt: this.now() });
    try {
      if (!kind) throw new JobFailed(undefined, words.jobs.unknownKind);
      const outcome = await kind.run(this.context(stored));
      store.update(id, { state: 'done', finishedAt: this.now(), ...outcomeFields(outcome) });
    } catch (e) {
      const failed = e instanceof JobFailed;
      this.o.log?.(`job ${id} (${stored.job.kind}) failed: ${failed ? e.message : ((e as Error).stack ?? e)}`);
      const step = failed ? e.step : store.get(id)?.job.step;
      store.update(id, {
        state: 'failed',
        finishedAt: this.now(),
        message: failed ? e.message : words.jobs.failedPlain,
        ...(step ? { step } : {}),
      });
    }
  }

  private async recoverOne(stored: StoredJob): Promise<void> {
    const { store } = this.o;
    const kind = this.kinds.get(stored.job.kind);
    const id = stored.job.id;
    try {
      if (!kind) throw new Error(`no jobs of kind ${stored.job.kind}`);
      const { done, ...outcome } = await kind.recover(this.context(stored));
      this.o.log?.(`job ${id} (${stored.job.kind}): ${done ? 'finished' : 'undone'} after the server stopped`);
      store.update(id, {
        state: done ? 'done' : 'undone',
        finishedAt: this.now(),
        afterRestart: true,
        ...outcomeFields(outcome),
      });
    } catch (e) {
      this.o.log?.(`job ${id} (${stored.job.kind}): could not be recovered: ${(e as Error).stack ?? e}`);
      store.update(id, {
        state: 'failed',
        finishedAt: this.now(),
        afterRestart: true,
        message: words.jobs.notRecovered,
      });
    }
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }
}

function outcomeFields(outcome: JobOutcome): Partial<Job> {
  return {
    ...(outcome.release ? { release: outcome.release } : {}),
    ...(outcome.message ? { message: outcome.message } : {}),
  };
}
