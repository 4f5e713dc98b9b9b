/**
 * The repository queue: one piece of work at a time, in order, a failure not stopping the next; and nothing holds
 * it: a person who left, a wait too long, a piece (or its git) that runs too long.
 */
import { describe, expect, it } from 'vitest';
import { git } from '../../core/git';
import { workSignal } from '../../core/workSignal';
import { QueueLeft, STOP_GRACE_MS, serialQueue, TookTooLong } from './queue';

describe('serialQueue', () => {
  it('starts each piece of work after the one before it has ended, failed or not', async () => {
    const queue = serialQueue();
    const seen: string[] = [];
    let release!: () => void;
    const first = queue(
      () =>
        new Promise<void>((done) => {
          seen.push('first starts');
          release = () => {
            seen.push('first ends');
            done();
          };
        }),
    );
    const failing = queue(async () => {
      seen.push('second');
      throw new Error('no');
    });
    const third = queue(async () => {
      seen.push('third');
      return 3;
    });
    await Promise.resolve();
    expect(seen).toEqual(['first starts']);
    release();
    await first;
    await expect(failing).rejects.toThrow('no');
    expect(await third).toBe(3);
    expect(seen).toEqual(['first starts', 'first ends', 'second', 'third']);
  });
});

describe('nothing holds the queue', () => {
  const hold = () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    return { held, release };
  };

  it('drops a piece whose person left while it waited, at once, and moves the next one up', async () => {
    const queue = serialQueue();
    const first = hold();
    const running = queue(() => first.held);
    const left = new AbortController();
    let ranLeaver = false;
    const leaver = queue(
      async () => {
        ranLeaver = true;
      },
      { signal: left.signal },
    );
    const next = queue(async () => 'next');
    left.abort();
    await expect(leaver).rejects.toBeInstanceOf(QueueLeft);
    first.release();
    await running;
    expect(await next).toBe('next');
    expect(ranLeaver).toBe(false);
    // Already gone before asking: never queued.
    await expect(queue(async () => 1, { signal: left.signal })).rejects.toBeInstanceOf(QueueLeft);
  });

  it('refuses a piece that waited longer than its limit, without running it', async () => {
    const queue = serialQueue();
    const first = hold();
    const running = queue(() => first.held);
    let ran = false;
    const late = queue(
      async () => {
        ran = true;
      },
      { waitMs: 20 },
    );
    await expect(late).rejects.toMatchObject({ name: 'QueueBusy', status: 503 });
    first.release();
    await running;
    expect(ran).toBe(false);
  });

  it('tells a piece that runs too long to stop, and moves on without it', async () => {
    const queue = serialQueue();
    let stopped = false;
    const stuck = queue(
      () =>
        new Promise<void>(() => {
          // Never settles by itself; it only notices the stop signal of its work.
          workSignal()?.addEventListener('abort', () => (stopped = true));
        }),
      { runMs: 20, graceMs: 50 },
    );
    const after = queue(async () => 'after');
    await expect(stuck).rejects.toBeInstanceOf(TookTooLong);
    expect(stopped).toBe(true);
    expect(await after).toBe('after');
  }, 10_000);

  it('stops the git a piece of work started when the piece runs past its limit', async () => {
    const queue = serialQueue();
    const started = Date.now();
    // `git hash-object --stdin` waits for its input forever: only the stop signal ends it.
    const answer = queue(() => git(process.cwd(), ['hash-object', '--stdin']), { runMs: 200 });
    await expect(answer).resolves.toMatchObject({ ok: false });
    expect(Date.now() - started).toBeLessThan(STOP_GRACE_MS);
  }, 10_000);
});
