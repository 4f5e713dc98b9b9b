/**
 * Measuring helpers for the benchmark: run a command while sampling the resident memory of its whole process
 * tree from /proc (Linux) and keeping what it prints; the median run; the bytes under a folder; the line the
 * benchmark prints per size.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
    rss.set(Number(name), Number(fields[21]) * 4096);
    const siblings = children.get(Number(fields[1]));
    if (siblings) siblings.push(Number(name)); else children.set(Number(fields[1]), [Number(name)]);
  }
  let total = 0;
  for (const stack = [root]; stack.length;) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  code: number | null;
  seconds: number;
  /** The highest resident memory of the command's process tree, sampled every 50 ms. */
  peakBytes: number;
  output: string;
}

/** Runs a command to its end; `signal` stops it (the benchmark interrupted). */
export function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, signal: opts.signal, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peakBytes = 0;
    const timer = setInterval(() => { if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid)); }, 50);
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.on('error', (e) => { clearInterval(timer); reject(e); });
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, seconds: (performance.now() - started) / 1000, peakBytes, output });
    });
  });
}

/** The middle item of `items` ordered by `key` (the upper middle for an even count), e.g. the median build. */
export function median<T>(items: T[], key: (item: T) => number): T {
  if (!items.length) throw new Error('median of nothing');
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), base) : [relative(base, join(dir, e.name))]));
}

export function bytesUnder(dir: string, filter: (file: string) => boolean = () => true): number {
  return filesUnder(dir).filter(filter).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

export interface Comparison { identical: boolean; onlyInA: string[]; onlyInB: string[]; differing: { file: string; offset: number; a: string; b: string }[] }

/** Compares two build outputs file by file (tests/unit/bench-build.test.ts); for a differing file, where the bytes first differ. */
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

/** A size's result as the benchmark's last lines print it (medians; the peak is the highest of the builds). */
export interface SizeFigures { pages: number; validateSeconds: number; buildSeconds: number; searchSeconds: number; peakBytes: number }

/**
 * `bench pages=N validate_s=X build_s=Y search_s=S peak_mb=Z`: the line other tools and notes read. build_s is the
 * build without the search index; search_s the time the build's last step, the search index, takes on its own.
 */
export function benchLine(r: SizeFigures): string {
  return `bench pages=${r.pages} validate_s=${r.validateSeconds.toFixed(2)} build_s=${r.buildSeconds.toFixed(2)} search_s=${r.searchSeconds.toFixed(2)} peak_mb=${(r.peakBytes / 1024 / 1024).toFixed(0)}`;
}
