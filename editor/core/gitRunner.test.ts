import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { git } from './git.js';
import { runnerGit, runGitByRunner } from './gitRunner.js';

const here = resolve(import.meta.dirname);
let root: string;

/** What `git` answers with the process id of its own parent (the program that started it). */
const PARENT = ['-c', 'alias.parent=!cut -d" " -f4 /proc/$PPID/stat', 'parent'];
const parentOfGit = async () => Number((await git(root, PARENT)).out.trim());
/** Whether process `pid` runs (a zombie, ended and not yet reaped by whoever adopted it, does not). */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};
/** A git run lasting `seconds` (an alias running sleep), through the runner. */
const slow = (seconds: number, extra: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  runnerGit({
    args: ['-C', root, '-c', `alias.slow=!exec sleep ${seconds} >/dev/null 2>&1`, 'slow'],
    env: process.env,
    timeoutMs: extra.timeoutMs ?? 60_000,
    maxBuffer: 1024 * 1024,
    ...(extra.signal ? { signal: extra.signal } : {}),
  });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'git-runner-'));
  execFileSync('git', ['init', '-q', root]);
});
afterEach(() => runGitByRunner(false));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the git runner', () => {
  it('starts git from a process of its own once turned on, with the same answers; off, this process starts it', async () => {
    expect(await parentOfGit()).toBe(process.pid);
    const before = await git(root, ['rev-parse', '--git-dir']);
    runGitByRunner();
    const runner = await parentOfGit();
    expect(runner).not.toBe(process.pid);
    expect(running(runner)).toBe(true);
    expect(await git(root, ['rev-parse', '--git-dir'])).toEqual(before);
    expect(await git(root, ['no-such-command'])).toMatchObject({
      ok: false,
      err: expect.stringContaining('no-such-command'),
    });
    // Who a commit is by travels with the call.
    await git(root, ['commit', '-q', '--allow-empty', '-m', 'one'], { name: 'Asha Rao', email: 'asha@example.com' });
    expect((await git(root, ['log', '-1', '--format=%an <%ae>'])).out.trim()).toBe('Asha Rao <asha@example.com>');
    runGitByRunner(false);
    expect(await parentOfGit()).toBe(process.pid);
  });

  it('stops a run when its work is told to stop, or after its time', async () => {
    runGitByRunner();
    const stop = new AbortController();
    const started = Date.now();
    const stopped = slow(8, { signal: stop.signal });
    setTimeout(() => stop.abort(), 200);
    expect(await stopped).toMatchObject({ ok: false });
    expect(await slow(8, { timeoutMs: 300 })).toMatchObject({ ok: false });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers the calls of a runner that stopped as failed, and starts a new one for the next', async () => {
    runGitByRunner();
    const first = await parentOfGit();
    expect(first).toBeGreaterThan(1);
    const pending = slow(8);
    process.kill(first, 'SIGKILL');
    expect(await pending).toMatchObject({ ok: false, err: expect.stringContaining('git could not be run') });
    const second = await parentOfGit();
    expect(second).not.toBe(first);
    expect(second).not.toBe(process.pid);
  });

  it('keeps no process alive: its parent exits when its work is done, and a killed parent takes the runner along', async () => {
    const script = `
      import { git } from ${JSON.stringify(join(here, 'git.ts'))};
      import { runGitByRunner } from ${JSON.stringify(join(here, 'gitRunner.ts'))};
      runGitByRunner();
      const answer = await git(${JSON.stringify(root)}, ${JSON.stringify(PARENT)});
      console.log(answer.out.trim());
      if (process.argv.includes('wait')) setInterval(() => {}, 1000);
    `;
    const run = (...args: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const printed = new Promise<number>((done) =>
        child.stdout.once('data', (c: Buffer) => done(Number(String(c).trim()))),
      );
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      return { child, printed, exited };
    };
    const done = run();
    const runner = await done.printed;
    expect(runner).toBeGreaterThan(0);
    expect(await done.exited).toBe(0);
    await expect.poll(() => running(runner), { timeout: 5000 }).toBe(false);

    const waiting = run('wait');
    const itsRunner = await waiting.printed;
    expect(running(itsRunner)).toBe(true);
    waiting.child.kill('SIGKILL');
    await waiting.exited;
    await expect.poll(() => running(itsRunner), { timeout: 5000 }).toBe(false);
  });
});
