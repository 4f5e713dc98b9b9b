/**
 * The temporary folder of a benchmark that runs the team server in its own process: removed when the process
 * exits, after the processes it started are ended (endChildren.ts), also on Ctrl+C or a stop signal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endChildren } from './endChildren.js';

/** Makes the folder (`<name>-` in the system's temporary folder); `name` also names the run in the stop message. */
export function benchFolder(name: string): string {
  const tmp = mkdtempSync(join(tmpdir(), `${name.replace(/\W+/g, '-')}-`));
  process.on('exit', () => {
    endChildren();
    rmSync(tmp, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${name}: ${signal}, removing ${tmp}`);
      process.exit(130);
    });
  }
  return tmp;
}
