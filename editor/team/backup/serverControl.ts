/**
 * What the team server starts for backups (server.ts), in two calls so the server's own code changes little:
 *   - its jobs (jobs/jobRunner.ts) are watched (publishingWatch.ts), so a moment never falls inside a publish;
 *   - `startBackupControl` opens its control socket, answering a backup's request with a moment taken between two
 *     turns of its write queue while nothing is being published (betweenTurns.ts). Moments left behind by a backup
 *     that was stopped are swept at each request.
 */
import type { Serial } from '../changes/queue.js';
import type { TeamServerOptions } from '../options.js';
import { releasesRoot } from '../settings.js';
import { socketAnswers } from './askServer.js';
import { momentBetweenTurns } from './betweenTurns.js';
import { type Control, startControlSocket } from './controlSocket.js';
import { dropMoment, type MomentPlaces, sweepMoments } from './moment.js';
import type { PublishingWatch } from './publishingWatch.js';

/**
 * Opens the control socket of the server started with `o`, whose saves run in `queue` and whose publisher is
 * `publishing` (its jobs, absent when publishing is not set up).
 */
export function startBackupControl(
  o: TeamServerOptions,
  queue: Serial,
  publishing?: PublishingWatch,
): Promise<Control> {
  const places: MomentPlaces = { dataDir: o.dataDir, root: o.root, releasesDir: releasesRoot(o.dataDir, o.settings) };
  return startControlSocket({
    dataDir: o.dataDir,
    ...(o.log ? { log: o.log } : {}),
    answering: socketAnswers,
    snapshot: async (signal) => {
      await sweepMoments(places);
      return momentBetweenTurns({
        ...places,
        db: o.accounts.db,
        queue,
        signal,
        ...(publishing ? { publishing } : {}),
      });
    },
    drop: (token) => dropMoment(places, token),
  });
}
