/** Measuring helpers for the benchmark. */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Resident bytes of `pid` and all its descendants, from /proc (0 for a process gone, or where /proc is missing). */
function treeRss(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ")": [21] is the resident pages.
    const own = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[21]) * 4096;
    const tasks = readdirSync(`/proc/${pid}/task`);
    const children = tasks.flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' '));
    return children.filter(Boolean).reduce((sum, child) => sum + treeRss(Number(child)), own);
  } catch {
    return 0;
  }
}

export interface RunResult {
  code: number | null;
  seconds: number;
  /** The highest resident memory of the command's process tree, sampled every 50 ms. */
  peakBytes: number;
  output: string;
}

/** Runs a command to its end; `signal` stops it (the benchmark interrupted). */
export function run(
  command: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...opts, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peakBytes = 0;
    const timer = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, 50);
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (e) => {
      clearInterval(timer);
      reject(e);
    });
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

/** The bytes of every file under `dir`. */
export function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => statSync(join(dir, f)))
    .reduce((sum, s) => sum + (s.isFile() ? s.size : 0), 0);
}

/** A size's result as the benchmark's last lines print it (medians; the peak is the highest of the builds). */
export interface SizeFigures {
  pages: number;
  validateSeconds: number;
  buildSeconds: number;
  searchSeconds: number;
  peakBytes: number;
  coldSeconds: number;
  /** The highest resident memory of the search index's process tree (the Node process and Pagefind's). */
  searchPeakBytes: number;
  /**
   * The search index a one-page publish makes after it (`--index-only` on a `--search later` build of one changed
   * page, from the median build's output and its index: unchanged parts linked, searchParts.ts), and its tree's peak.
   */
  publishSearchSeconds: number;
  publishSearchPeakBytes: number;
}

/** The whole search index's time as a share of the build's. */
export const searchRatio = (r: SizeFigures): number => r.searchSeconds / r.buildSeconds;

/** The search index after a one-page publish as a share of the build's (the bound: 0.8 at 10,000 pages). */
export const publishSearchRatio = (r: SizeFigures): number => r.publishSearchSeconds / r.buildSeconds;

/**
 * `bench pages=N validate_s=X build_s=Y search_s=S peak_mb=Z cold_s=C search_peak_mb=P search_ratio=R
 * publish_search_s=T publish_search_mb=Q publish_search_ratio=U`: the line other tools and notes read (cold_s: a build
 * with empty picture and precompression caches; search_ratio: search_s / build_s; publish_search_*: the index after
 * a one-page publish, its peak and its share of the build).
 */
export function benchLine(r: SizeFigures): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return `bench pages=${r.pages} validate_s=${r.validateSeconds.toFixed(2)} build_s=${r.buildSeconds.toFixed(2)} search_s=${r.searchSeconds.toFixed(2)} peak_mb=${mb(r.peakBytes)} cold_s=${r.coldSeconds.toFixed(2)} search_peak_mb=${mb(r.searchPeakBytes)} search_ratio=${searchRatio(r).toFixed(2)} publish_search_s=${r.publishSearchSeconds.toFixed(2)} publish_search_mb=${mb(r.publishSearchPeakBytes)} publish_search_ratio=${publishSearchRatio(r).toFixed(2)}`;
}
