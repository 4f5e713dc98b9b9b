/**
 * What a benchmark that runs the team server in its own process does before it exits: ends the processes it
 * started that still run (a site build, git), so none outlives it.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** Ends the processes this one started and that still run (a site build, git), each by its id. */
export function endChildren(): void {
  let pids: number[] = [];
  try {
    const tasks = readdirSync(`/proc/${process.pid}/task`);
    pids = tasks.flatMap((t) =>
      readFileSync(`/proc/${process.pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return; // No /proc: nothing to look at.
  }
  for (const pid of pids) {
    try {
      // The site's build runs in a process group of its own (siteBuild.ts); its children go with it.
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
