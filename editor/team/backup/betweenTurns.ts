/**
 * The running server's moment for a backup, taken between two turns of the repository's write queue
 * (changes/queue.ts): every save is a commit in a change set's worktree and its row in team.db, both inside one
 * turn, so a moment taken in a turn of its own sees each save whole or not at all. The turn holds the queue only for
 * the short part (the database's online copy and the branches pinned: moment.ts); the bundle and the file are made
 * afterwards by the backup command, from the pinned commits. Publishing runs outside that queue, so the moment is
 * taken while no publish or roll-back is in progress (publishingWatch.ts), and taken again if one started during it.
 */
import type { Serial } from '../changes/queue.js';
import { dropMoment, type MomentPlaces, takeMoment } from './moment.js';
import type { PublishingWatch } from './publishingWatch.js';
import type Database from 'better-sqlite3';

/** How long a backup waits for publishing and the queue before it gives up. */
export const MOMENT_WAIT_MS = 30 * 60_000;

export class MomentRefused extends Error {
  override name = 'MomentRefused';
}

export interface BetweenTurnsOptions extends MomentPlaces {
  db: Database.Database;
  queue: Serial;
  /** The server's publisher, watched (absent when publishing is not set up). */
  publishing?: PublishingWatch;
  /** Fires when whoever asked has gone: the moment is not taken, or dropped. */
  signal?: AbortSignal;
  waitMs?: number;
}

/** Takes a moment between two turns of the queue while nothing is being published; returns its token. */
export async function momentBetweenTurns(o: BetweenTurnsOptions): Promise<string> {
  const until = Date.now() + (o.waitMs ?? MOMENT_WAIT_MS);
  const places: MomentPlaces = { dataDir: o.dataDir, root: o.root, releasesDir: o.releasesDir };
  for (;;) {
    await Promise.race([o.publishing?.idle(), untilAborted(o.signal)]);
    if (o.signal?.aborted) throw new MomentRefused('the backup was stopped');
    const token = await o.queue(
      async () => {
        const before = o.publishing?.generation();
        if (o.publishing?.busy()) return null;
        const taken = await takeMoment(o.db, places);
        if (o.publishing && (o.publishing.busy() || o.publishing.generation() !== before)) {
          await dropMoment(places, taken);
          return null;
        }
        return taken;
      },
      { ...(o.signal ? { signal: o.signal } : {}), waitMs: Math.max(1, until - Date.now()) },
    );
    if (token && o.signal?.aborted) {
      await dropMoment(places, token);
      throw new MomentRefused('the backup was stopped');
    }
    if (token) return token;
    if (Date.now() > until) throw new MomentRefused('publishing did not pause long enough for a backup');
  }
}

function untilAborted(signal?: AbortSignal): Promise<void> {
  if (!signal) return new Promise(() => undefined);
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
