/**
 * The jobs' queue on a real SQLite file: accepted jobs are kept (a new runner on the same file runs them), one at a
 * time in order, one per subject, steps and progress recorded as they happen, failures in plain words, and a job
 * a stop left running finished or undone by its kind at the next start.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Job } from '../../contract/jobs';
import { JobFailed, type JobKindHandler, JobRunner } from './jobRunner';
import { jobStore, KEPT_FINISHED } from './jobStore';

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  db = new Database(join(dir, 'team.db'));
  // As the team's database is opened (accounts/store.ts).
  db.pragma('journal_mode = WAL');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const by = { name: 'Pat Kim', email: 'pat@firm.test' };

/** A kind whose jobs record their runs, wait for `gate` while building, and fail when told to. */
function recordingKind() {
  const k = {
    ran: [] as string[],
    running: 0,
    most: 0,
    gate: null as Promise<void> | null,
    recovered: [] as unknown[],
    handler: {} as JobKindHandler<{ name: string; fail?: boolean; crash?: boolean }, { at: string }>,
  };
  k.handler = {
    steps: () => ['check', 'build', 'switch'],
    async run(job) {
      k.running++;
      k.most = Math.max(k.most, k.running);
      try {
        job.step('check');
        job.save({ at: 'checked' }, 'checked');
        job.step('build');
        job.progress(1, 4);
        if (k.gate) await k.gate;
        if (job.input.fail) throw new JobFailed('build', 'The site could not be built.');
        if (job.input.crash) throw new Error('a bug');
        job.progress(4, 4);
        job.step('switch');
        k.ran.push(job.input.name);
        return { message: `made ${job.input.name}` };
      } finally {
        k.running--;
      }
    },
    async recover(job) {
      k.recovered.push(job.checkpoint);
      return job.checkpoint.at === 'checked' ? { done: false, message: 'taken back' } : { done: true };
    },
  };
  return k;
}

function runner(kind = recordingKind(), onPoint?: (p: string) => void) {
  const r = new JobRunner({ store: jobStore(db), clock: () => Date.UTC(2026, 10, 29, 9), onPoint });
  r.register('publish', kind.handler);
  return r;
}

const request = (name: string, more: Record<string, unknown> = {}) => ({
  kind: 'publish' as const,
  subject: `change:${name}`,
  title: `Publish ${name}`,
  by,
  input: { name, ...more },
  changeSet: name,
});

describe('the jobs', () => {
  it('run one at a time in the order accepted, each recording its steps, progress and end', async () => {
    const kind = recordingKind();
    const points: string[] = [];
    const r = runner(kind, (p) => points.push(p));
    let open = (): void => undefined;
    kind.gate = new Promise<void>((done) => (open = done));
    const a = r.enqueue(request('a')) as Job;
    const b = r.enqueue(request('b')) as Job;
    expect(a).toMatchObject({ state: 'waiting', steps: ['check', 'build', 'switch'], title: 'Publish a', by });
    expect(a.createdAt).toBe('2026-11-29T09:00:00.000Z');
    r.resume();
    await expect.poll(() => r.get(a.id)?.state).toBe('running');
    expect(r.get(a.id)).toMatchObject({ step: 'build', progress: { done: 1, total: 4 } });
    expect(r.get(b.id)?.state).toBe('waiting');
    expect(r.list().map((j) => j.id)).toEqual([a.id, b.id]);
    open();
    await r.settled();
    expect(kind.ran).toEqual(['a', 'b']);
    expect(kind.most).toBe(1);
    expect(r.get(a.id)).toMatchObject({ state: 'done', step: 'switch', message: 'made a' });
    expect(r.get(a.id)?.progress).toBeUndefined();
    expect(points).toEqual(['publish:checked', 'publish:checked']);
  });

  it('refuses a second job on the same subject while one waits or runs, not after', async () => {
    const r = runner();
    expect(r.enqueue(request('a'))).not.toBeNull();
    expect(r.enqueue(request('a'))).toBeNull();
    expect(r.activeOn('change:a')?.state).toBe('waiting');
    r.resume();
    await r.settled();
    expect(r.activeOn('change:a')).toBeUndefined();
    expect(r.latestOn('change:a')?.state).toBe('done');
    expect(r.enqueue(request('a'))).not.toBeNull();
  });

  it('ends a job that fails with its words and step, and one that breaks with plain words, going on with the next', async () => {
    const r = runner();
    const failed = r.enqueue(request('a', { fail: true })) as Job;
    const broken = r.enqueue(request('b', { crash: true })) as Job;
    const next = r.enqueue(request('c')) as Job;
    r.resume();
    await r.settled();
    expect(r.get(failed.id)).toMatchObject({ state: 'failed', step: 'build', message: 'The site could not be built.' });
    expect(r.get(broken.id)).toMatchObject({
      state: 'failed',
      step: 'build',
      message: 'Something went wrong on the editor’s server, so nothing was changed on the live site.',
    });
    expect(r.get(next.id)?.state).toBe('done');
  });

  it('keeps jobs accepted but not run: a runner opened later on the same file runs them', async () => {
    const first = runner();
    const waiting = first.enqueue(request('a')) as Job;
    const kind = recordingKind();
    const later = runner(kind);
    await later.recover();
    later.resume();
    await later.settled();
    expect(kind.ran).toEqual(['a']);
    expect(later.get(waiting.id)?.state).toBe('done');
  });

  it('has a job left running by a stop finished or undone by its kind, from its checkpoint, before any other runs', async () => {
    const store = jobStore(db);
    const stopped = (name: string, at: string | null) => {
      const job = runner().enqueue(request(name)) as Job;
      store.update(job.id, { state: 'running', step: 'build' });
      if (at) store.save(job.id, { at });
      return job;
    };
    const undone = stopped('a', 'checked');
    const finished = stopped('b', 'switched');
    const waiting = runner().enqueue(request('c')) as Job;
    const kind = recordingKind();
    const r = runner(kind);
    await r.recover();
    expect(kind.recovered).toEqual([{ at: 'checked' }, { at: 'switched' }]);
    expect(kind.ran).toEqual([]);
    expect(r.get(undone.id)).toMatchObject({ state: 'undone', message: 'taken back', afterRestart: true });
    expect(r.get(finished.id)).toMatchObject({ state: 'done', afterRestart: true });
    r.resume();
    await r.settled();
    expect(kind.ran).toEqual(['c']);
    expect(r.get(waiting.id)?.state).toBe('done');
  });

  it('keeps the newest finished jobs only', async () => {
    const r = runner();
    r.resume();
    for (let i = 0; i < KEPT_FINISHED + 5; i++) {
      r.enqueue(request(`s${i}`));
      await r.settled();
    }
    const count = (db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;
    expect(count).toBe(KEPT_FINISHED);
    expect(r.list()).toHaveLength(20);
    expect(r.list()[0].title).toBe(`Publish s${KEPT_FINISHED + 4}`);
  });
});

describe('watched by a backup', () => {
  it('says when a job runs, counts the jobs started, and settles once none runs', async () => {
    const kind = recordingKind();
    let open!: () => void;
    kind.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const r = runner(kind);
    r.resume();
    expect(r.busy()).toBe(false);
    await r.idle();
    r.enqueue(request('a'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(r.busy()).toBe(true);
    expect(r.generation()).toBe(1);
    let idle = false;
    const waiting = r.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);
    open();
    await waiting;
    expect(kind.ran).toEqual(['a']);
    expect(r.busy()).toBe(false);
  });
});
