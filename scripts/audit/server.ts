/**
 * Child servers for the audit: the built site through scripts/serve/serve.ts (builds first when dist/ is missing or
 * stale; compressed, clean URLs, 404 pages) and the Vite development server. Each is stopped by its own pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Child { url: string; stop: () => void }

async function waitFor(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering ${url}\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s\n${output()}`);
}

function start(root: string, args: string[], readyPath: string, port: number, timeoutMs: number, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => { log += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { log += d.toString(); });
  const url = `http://localhost:${port}`;
  const stop = () => { if (child.exitCode === null) child.kill('SIGTERM'); };
  process.once('exit', stop);
  return waitFor(url + readyPath, child, timeoutMs, () => log).then(() => ({ url, stop }), (e: unknown) => { stop(); throw e; });
}

/** Serves the built site on the port, building it first when it is missing or older than the sources (unless `build` is false). */
export function startSite(root: string, port: number, dist: string, build = true): Promise<Child> {
  const args = ['--import', 'tsx', join(root, 'scripts/serve/serve.ts'), ...(build ? ['--build-if-needed'] : []), '--port', String(port), '--dir', dist];
  return start(root, args, '/', port, 300_000, { SITE_DIST: dist });
}

/** Starts `vite` (development build, server rendering) on the port. */
export function startDev(root: string, port: number): Promise<Child> {
  return start(root, [join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'], '/_data/index.json', port, 120_000);
}
