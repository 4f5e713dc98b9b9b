/**
 * Publishing, watched for backups. A publish (or a roll-back) runs outside the repository's write queue, in the
 * publisher's own: it moves the live branch, then writes the record of releases, and only then does the change
 * set's row say "live". A backup's moment must not fall between those steps, so the server hands the change sets
 * and the release calls this wrapper of its publisher, which counts the calls in progress: a moment is taken only
 * while none is, and is taken again when one started meanwhile (`generation` moved).
 */
import type { Publisher } from '../changes/contract.js';
import type { ReleaseKeeper } from '../publishing/releaseCalls.js';

export interface PublishingWatch {
  /** True while a publish or a roll-back is in progress. */
  busy(): boolean;
  /** How many have started so far. */
  generation(): number;
  /** Settles once none is in progress (at once when none is), after what follows its end in the same turn. */
  idle(): Promise<void>;
}

export type WatchedPublisher = Publisher & ReleaseKeeper & PublishingWatch;

export function watchPublishing(publisher: Publisher & ReleaseKeeper): WatchedPublisher {
  let running = 0;
  let started = 0;
  let waiting: (() => void)[] = [];
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    started++;
    let done: Promise<T>;
    try {
      done = work();
    } catch (e) {
      done = Promise.reject(e);
    }
    const end = () => {
      running--;
      // After the caller's own next steps (the set's row marked live), which run as soon as the work settles.
      if (running === 0)
        setImmediate(() => {
          if (running > 0) return;
          const now = waiting;
          waiting = [];
          for (const wake of now) wake();
        });
    };
    done.then(end, end);
    return done;
  };
  return {
    publish: (input) => track(() => publisher.publish(input)),
    restore: (id, by, how) => track(() => publisher.restore(id, by, how)),
    releases: () => publisher.releases(),
    busy: () => running > 0,
    generation: () => started,
    idle: () => (running === 0 ? Promise.resolve() : new Promise((wake) => waiting.push(wake))),
  };
}
