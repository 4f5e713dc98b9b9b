/**
 * The git commands backups need beyond the editor's own (editor/core/git.ts): one fed on its standard input (many
 * refs pinned or dropped in one `update-ref --stdin`) and long ones (a bundle of the whole history, a fetch from
 * it) with a limit of their own. No shell; stopped with the work they run for (core/workSignal.ts) like every git
 * the editor starts.
 */
import { spawn } from 'node:child_process';
import { workSignal } from '../../core/workSignal.js';

/** The longest a bundle or a fetch of it may take. */
export const LONG_GIT_MS = 60 * 60_000;

export class GitRunFailed extends Error {
  override name = 'GitRunFailed';
}

/** Runs `git -C root …args`, with `input` on its standard input; resolves with its output, rejects on failure. */
export function gitRun(root: string, args: string[], o: { input?: string; limitMs?: number } = {}): Promise<string> {
  const signal = workSignal();
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', root, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      timeout: o.limitMs ?? 120_000,
      killSignal: 'SIGKILL',
      ...(signal ? { signal } : {}),
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString('utf8')).slice(-4096);
    });
    child.on('error', (e) => reject(new GitRunFailed(`git ${args[0]}: ${e.message}`)));
    child.on('close', (code, killed) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new GitRunFailed(`git ${args[0]}: ${err.trim() || `ended with ${killed ?? code}`}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(o.input ?? '');
  });
}
