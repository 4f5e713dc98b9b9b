/**
 * `npm run check:production`: what a server installs is enough to run the team editor. A fresh clone of this
 * repository's HEAD in a temporary folder gets `npm ci --omit=dev` (dependencies only, as a server installs them),
 * `npm run team -- init` on a free port, then `npm run team`, which builds the editor's page at start (Vite, the
 * forms library, the rich text editor: all must be dependencies) and must answer its sign-in page. Prints each
 * step's time; exits 1 with the step's output when one fails. Deletes the clone at the end, also on failure.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/common/projectPaths.js';

const dir = mkdtempSync(join(tmpdir(), 'production-install-'));
const clone = join(dir, 'site');
let team: ChildProcess | undefined;
const cleanUp = () => {
  if (team?.pid) {
    try {
      process.kill(-team.pid, 'SIGKILL');
    } catch {
      /* ended already */
    }
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function step(name: string, run: () => void): void {
  const started = performance.now();
  try {
    run();
  } catch (e) {
    const out = (e as { stdout?: Buffer; stderr?: Buffer }).stdout?.toString() ?? '';
    const err = (e as { stderr?: Buffer }).stderr?.toString() ?? (e as Error).message;
    console.error(`check:production: ${name} failed\n${out.slice(-4000)}\n${err.slice(-4000)}`);
    process.exit(1);
  }
  console.log(`check:production: ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** The status of the team editor's sign-in page, or 0 while nothing answers. */
const signInStatus = (port: number) =>
  new Promise<number>((done) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/_edit/sign-in', headers: { host: `localhost:${port}` } },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('error', () => done(0));
    req.end();
  });

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { cwd: clone, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

step('a fresh clone', () => execFileSync('git', ['clone', '-q', '--depth', '1', `file://${projectRoot}`, clone]));
step('npm ci --omit=dev', () => run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']));
const port = await freePort();
step('npm run team -- init', () => {
  run('npm', [
    'run',
    'team',
    '--',
    'init',
    '--editor-url',
    `http://localhost:${port}`,
    '--preview-url',
    `http://127.0.0.1:${port}`,
  ]);
  const file = join(clone, '.team/settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as { listen: { port: number } };
  settings.listen.port = port;
  writeFileSync(file, JSON.stringify(settings, null, 2));
});

const started = performance.now();
let output = '';
team = spawn('npm', ['run', 'team'], { cwd: clone, detached: true, env: { ...process.env, NODE_ENV: 'production' } });
team.stdout?.on('data', (c: Buffer) => (output += c.toString()));
team.stderr?.on('data', (c: Buffer) => (output += c.toString()));
const LIMIT_MS = 5 * 60_000;
let status = 0;
while (status !== 200 && performance.now() - started < LIMIT_MS && team.exitCode === null) {
  await new Promise((done) => setTimeout(done, 1000));
  status = await signInStatus(port);
}
if (status !== 200) {
  console.error(
    `check:production: npm run team did not answer its sign-in page (${status || 'no answer'})\n${output.slice(-4000)}`,
  );
  process.exit(1);
}
if (!existsSync(join(clone, 'dist-editor/.vite/manifest.json'))) {
  console.error(`check:production: npm run team answered without building the editor's page\n${output.slice(-4000)}`);
  process.exit(1);
}
if (!output.includes('_edit/setup?token=')) {
  console.error(`check:production: npm run team printed no first administrator's link\n${output.slice(-4000)}`);
  process.exit(1);
}
console.log(
  `check:production: npm run team answers, its page built (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(0);
