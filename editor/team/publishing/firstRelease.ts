/**
 * A new server's first release, made from the command line (`npm run team -- init`): the live branch as it is,
 * built in full into the releases folder and made live, so nginx serves the site before anyone approves anything.
 * Its steps and pages are printed as they happen. (A server started without one makes it as a job instead:
 * releaseJobs.ts.)
 */
import type { Release } from '../../contract/changes.js';
import { words } from '../../contract/words.js';
import type { JobContext } from '../jobs/jobRunner.js';
import { type PublishCheckpoint, type ReleasePublisher, withoutJob } from './publisher.js';

/** How often the pages made are printed, at most. */
const PRINT_EVERY_MS = 3000;

/** Makes the first release unless one is live already (null then); `say` prints a line. */
export async function firstReleaseNow(
  publisher: ReleasePublisher,
  say: (line: string) => void,
): Promise<Release | null> {
  if (publisher.hasLiveSite()) return null;
  const quiet = withoutJob<PublishCheckpoint>();
  let printed = 0;
  const printing: JobContext<unknown, PublishCheckpoint> = {
    ...quiet,
    step: (step) => say(`${words.jobs.stepWords('first-release', step)}…`),
    progress: (done, total) => {
      if (done < total && Date.now() - printed < PRINT_EVERY_MS) return;
      printed = Date.now();
      say(`  ${words.jobs.pages(done.toLocaleString('en-GB'), total.toLocaleString('en-GB'))}`);
    },
  };
  const release = await publisher.publish({ sets: [], by: { name: words.changes.system, email: '' } }, printing);
  await publisher.searchSettled();
  return release;
}
