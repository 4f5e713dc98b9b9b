/**
 * Child servers for the audit and `npm run load`, run from the project root; each is stopped by its own pid, also
 * when this process exits.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../../src/common/projectPaths.js';

export interface Child {
  url: string;
  stop: () => void;
}

/** Starts `node <args>` and resolves once `readyPath` on the port answers 200; fails with the child's output when it exits or times out first. */
async function start(
  args: string[],
  readyPath: string,
  port: number,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d: Buffer) => {
      log += d.toString();
    });
  const url = `http://localhost:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before answering ${url + readyPath}\n${log}`);
    if (
      await fetch(url + readyPath).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, stop };
    await sleep(250);
  }
  stop();
  throw new Error(`no answer from ${url + readyPath} within ${timeoutMs / 1000} s\n${log}`);
}

/** Serves the built site on the port, building it first when it is missing or older than the sources (unless `build` is false). */
export function startSite(port: number, dist: string, build = true): Promise<Child> {
  const args = [
    '--import',
    'tsx',
    'src/server/serve.ts',
    ...(build ? ['--build-if-needed'] : []),
    '--port',
    String(port),
    '--dir',
    dist,
  ];
  return start(args, '/', port, 300_000, { SITE_DIST: dist });
}

/** Starts `vite` (development build, server rendering) on the port. */
export function startDev(port: number): Promise<Child> {
  return start(
    ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'],
    '/_data/index.json',
    port,
    120_000,
  );
}
