/**
 * `git` started by a small process of its own (gitRunnerProcess.mjs) instead of by this one. Starting a program
 * copies the starting process's memory map (fork): a team server holding a 10,000-page site (~850 MB) paid
 * 10-45 ms for each git call of a publish, where the runner (~50 MB) pays 4-9 ms. The team server turns it on
 * (runGitByRunner); any other process starts git itself (git.ts).
 *
 * The runner is started at the first call after it is turned on and does not keep this process alive while idle.
 * Should it stop, the calls it had answer ok: false ("git could not be run") and the next call starts a new one.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** What one git run answered (git.ts's `Run`). */
export interface RunnerRun {
  ok: boolean;
  out: string;
  err: string;
}

/** One git run asked of the runner. */
export interface RunnerCall {
  args: string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  maxBuffer: number;
  signal?: AbortSignal;
}

interface Runner {
  child: ChildProcess;
  waiting: Map<number, (run: RunnerRun) => void>;
}

const SCRIPT = join(import.meta.dirname, 'gitRunnerProcess.mjs');
let turnedOn = false;
let runner: Runner | undefined;
let lastId = 0;

/** Has git started by the runner from now on (true), or by this process again (false: the runner is stopped). */
export function runGitByRunner(on = true): void {
  turnedOn = on;
  if (on || !runner) return;
  runner.child.kill();
  runner = undefined;
}

/** The runner's git run of `call`, or undefined when the runner is not turned on (the caller starts git itself). */
export function runnerGit(call: RunnerCall): Promise<RunnerRun> | undefined {
  if (!turnedOn) return undefined;
  const { child, waiting } = runner ?? start();
  const id = ++lastId;
  return new Promise((resolve) => {
    const cancel = () => child.connected && child.send({ cancel: id });
    const done = (run: RunnerRun) => {
      call.signal?.removeEventListener('abort', cancel);
      waiting.delete(id);
      if (!waiting.size) child.channel?.unref();
      resolve(run);
    };
    if (call.signal?.aborted) return resolve({ ok: false, out: '', err: 'The operation was aborted' });
    waiting.set(id, done);
    child.channel?.ref();
    call.signal?.addEventListener('abort', cancel, { once: true });
    const { args, env, timeoutMs, maxBuffer } = call;
    child.send({ id, args, env, timeoutMs, maxBuffer }, (error) => {
      if (error) done({ ok: false, out: '', err: `git could not be run: ${error.message}` });
    });
  });
}

function start(): Runner {
  // No loader flags (--import tsx…): the runner is plain JavaScript and stays small.
  const child = fork(SCRIPT, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started: Runner = { child, waiting: new Map() };
  runner = started;
  child.on('message', (message: RunnerRun & { id: number }) => {
    started.waiting.get(message.id)?.({ ok: message.ok, out: message.out, err: message.err });
  });
  const gone = (why: string) => {
    if (runner === started) runner = undefined;
    for (const done of [...started.waiting.values()]) done({ ok: false, out: '', err: `git could not be run: ${why}` });
  };
  child.on('error', (e) => gone(e.message));
  child.on('exit', (code, signal) => gone(`the git runner stopped (${signal ?? code})`));
  child.unref();
  child.channel?.unref();
  return started;
}
