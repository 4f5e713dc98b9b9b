/**
 * One queue for the work on one repository (saves, commits, worktrees, merges, publishing): each piece of work
 * starts when the one before it has finished, whether that one succeeded or failed. Nothing can hold it:
 *   - a piece whose `signal` fires while it waits (its person's browser left) leaves the queue at once, never runs,
 *     and rejects with QueueLeft; the pieces behind it move up at once;
 *   - a piece that waits longer than `waitMs` for its turn never runs and rejects with QueueBusy (nothing changed);
 *   - a piece that runs longer than `runMs` is told to stop (the signal of its work, which every `git` it starts
 *     follows: editor/core/workSignal.ts) and rejects with TookTooLong; the queue waits for it at most
 *     STOP_GRACE_MS more, then moves on.
 * Reading never waits here: only work that changes the repository or a change set's record does.
 */
import { withWorkSignal } from '../../core/workSignal.js';
import { words } from '../../contract/words.js';
import { Refusal } from '../../core/refusal.js';

/** How long a piece of work waits for its turn by default (a save behind a publish included). */
export const WAIT_MS = 90_000;
/** How long a piece of work runs by default (a save, a new page, an upload). */
export const RUN_MS = 60_000;
/** How long the queue waits for a piece told to stop before moving on. */
export const STOP_GRACE_MS = 5_000;

export interface QueueOptions {
  /** The person's request: when it fires while the work waits, the work leaves the queue unrun. */
  signal?: AbortSignal;
  waitMs?: number;
  runMs?: number;
  /** How long the queue waits for the piece once told to stop (STOP_GRACE_MS by default). */
  graceMs?: number;
}

export type Serial = <T>(work: () => Promise<T>, o?: QueueOptions) => Promise<T>;

/** Refusals of the queue, with the status the API answers them with and plain words. */
export class QueueRefused extends Refusal {
  override name = 'QueueRefused';
}
/** The person's browser left while the work waited: it never ran. */
export class QueueLeft extends QueueRefused {
  override name = 'QueueLeft';
}
/** The work waited too long for its turn: it never ran. */
export class QueueBusy extends QueueRefused {
  override name = 'QueueBusy';
}
/** The work ran too long and was told to stop. */
export class TookTooLong extends QueueRefused {
  override name = 'TookTooLong';
}

interface Waiting {
  start: () => void;
  leave: () => void;
}

export function serialQueue(): Serial {
  const waiting: Waiting[] = [];
  let running = false;

  const next = () => {
    running = false;
    const first = waiting.shift();
    if (first) {
      running = true;
      first.start();
    }
  };

  return <T>(work: () => Promise<T>, o: QueueOptions = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (o.signal?.aborted) return reject(new QueueLeft(499, words.server.requestCutOff));
      let waitTimer: NodeJS.Timeout | undefined;
      const item: Waiting = {
        start: () => {
          clearTimeout(waitTimer);
          o.signal?.removeEventListener('abort', onLeave);
          run(work, o.runMs ?? RUN_MS, o.graceMs ?? STOP_GRACE_MS)
            .then(resolve, reject)
            .finally(next);
        },
        leave: () => {
          const at = waiting.indexOf(item);
          if (at >= 0) waiting.splice(at, 1);
          clearTimeout(waitTimer);
          o.signal?.removeEventListener('abort', onLeave);
        },
      };
      const onLeave = () => {
        item.leave();
        reject(new QueueLeft(499, words.server.requestCutOff));
      };
      if (!running) {
        running = true;
        item.start();
        return;
      }
      waiting.push(item);
      o.signal?.addEventListener('abort', onLeave, { once: true });
      waitTimer = setTimeout(() => {
        item.leave();
        reject(new QueueBusy(503, words.server.busy));
      }, o.waitMs ?? WAIT_MS);
      waitTimer.unref();
    });
}

/**
 * Runs `work` with a stop signal that fires after `runMs`; settles with the work (a failure after the signal as
 * TookTooLong), or with TookTooLong when the work has not settled `graceMs` after the limit.
 */
function run<T>(work: () => Promise<T>, runMs: number, graceMs: number): Promise<T> {
  const stop = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      fn();
    };
    const limit = setTimeout(() => {
      stop.abort();
      const grace = setTimeout(() => done(() => reject(new TookTooLong(503, words.server.tookTooLong))), graceMs);
      grace.unref();
    }, runMs);
    limit.unref();
    let started: Promise<T>;
    try {
      started = withWorkSignal(stop.signal, work);
    } catch (e) {
      started = Promise.reject(e);
    }
    started.then(
      // Done, even if late: what it did stands.
      (value) => done(() => resolve(value)),
      (e: unknown) => done(() => reject(stop.signal.aborted ? new TookTooLong(503, words.server.tookTooLong) : e)),
    );
  });
}
