/**
 * Measuring helpers for the benchmark: run a command while sampling the resident memory of its whole process
 * tree from /proc (Linux), timestamp each line it prints, sum the bytes under a folder and compare two folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const PAGE_BYTES = 4096;

/** Resident bytes of `root` and all its descendants, from /proc/<pid>/stat (0 where /proc is missing). */
export function treeRss(root: number): number {
  let entries: string[];
  try { entries = readdirSync('/proc'); } catch { return 0; }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try { stat = readFileSync(`/proc/${name}/stat`, 'utf8'); } catch { continue; }
    // Fields after the command name (which may hold spaces) start at the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_BYTES);
    const list = children.get(ppid);
    if (list) list.push(pid); else children.set(ppid, [pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  code: number | null;
  seconds: number;
  peakBytes: number;
  /** Each printed line (stdout and stderr) with the seconds since the start when it arrived. */
  lines: { at: number; text: string; stream: 'out' | 'err' }[];
}

/** The running child, so an interrupted benchmark can stop it (with its process group). */
export let current: ChildProcess | undefined;

/**
 * Starts a small detached process that removes `dir` once this process is gone, however it ends (even killed
 * outright), after stopping the process group named in `dir`/.child-pid (the command then running).
 */
export function reapWhenGone(dir: string): void {
  const script = `const fs = require('fs'); const [pid, dir] = process.argv.slice(1);
    const alive = (p) => { try { process.kill(p, 0); return true; } catch { return false; } };
    const timer = setInterval(() => {
      if (alive(Number(pid))) return;
      clearInterval(timer);
      try { process.kill(-Number(fs.readFileSync(dir + '/.child-pid', 'utf8')), 'SIGKILL'); } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    }, 500);`;
  spawn(process.execPath, ['-e', script, String(process.pid), dir], { detached: true, stdio: 'ignore' }).unref();
}

/** Where run() notes the running command's process group, for the reaper. */
let childPidFile: string | undefined;
export function noteChildrenIn(dir: string): void { childPidFile = `${dir}/.child-pid`; }

export function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; sampleMs?: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    current = child;
    if (childPidFile && child.pid) writeFileSync(childPidFile, String(child.pid));
    const lines: RunResult['lines'] = [];
    let peakBytes = 0;
    const sample = () => { if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid)); };
    const timer = setInterval(sample, opts.sampleMs ?? 50);
    const collect = (stream: 'out' | 'err') => {
      let rest = '';
      return (chunk: Buffer) => {
        const at = (performance.now() - started) / 1000;
        const parts = (rest + chunk.toString('utf8')).split('\n');
        rest = parts.pop() ?? '';
        for (const text of parts) lines.push({ at, text, stream });
      };
    };
    child.stdout!.on('data', collect('out'));
    child.stderr!.on('data', collect('err'));
    child.on('error', (e) => { clearInterval(timer); current = undefined; reject(e); });
    child.on('close', (code) => {
      clearInterval(timer);
      current = undefined;
      resolve({ code, seconds: (performance.now() - started) / 1000, peakBytes, lines });
    });
  });
}

/** Stops the running child and its process group. */
export function stopCurrent(): void {
  if (current?.pid && current.exitCode === null) {
    try { process.kill(-current.pid, 'SIGKILL'); } catch { /* already gone */ }
  }
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), base) : [relative(base, join(dir, e.name))]));
}

export function bytesUnder(dir: string, filter: (file: string) => boolean = () => true): number {
  return filesUnder(dir).filter(filter).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

export interface Comparison { identical: boolean; onlyInA: string[]; onlyInB: string[]; differing: { file: string; offset: number; a: string; b: string }[] }

/** Compares two build outputs file by file; for a differing file, where the bytes first differ (with context). */
export function compareTrees(a: string, b: string): Comparison {
  const fa = new Set(filesUnder(a));
  const fb = new Set(filesUnder(b));
  const differing: Comparison['differing'] = [];
  for (const file of fa) {
    if (!fb.has(file)) continue;
    const x = readFileSync(join(a, file));
    const y = readFileSync(join(b, file));
    if (x.equals(y)) continue;
    let offset = 0;
    while (offset < x.length && offset < y.length && x[offset] === y[offset]) offset++;
    const show = (buf: Buffer) => JSON.stringify(buf.subarray(Math.max(0, offset - 30), offset + 50).toString('latin1'));
    differing.push({ file, offset, a: show(x), b: show(y) });
  }
  const onlyInA = [...fa].filter((f) => !fb.has(f));
  const onlyInB = [...fb].filter((f) => !fa.has(f));
  return { identical: !differing.length && !onlyInA.length && !onlyInB.length, onlyInA, onlyInB, differing };
}

/** The middle item of `items` ordered by `key` (the upper middle for an even count), e.g. the median build. */
export function median<T>(items: T[], key: (item: T) => number): T {
  if (!items.length) throw new Error('median of nothing');
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
}
