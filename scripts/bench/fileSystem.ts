/**
 * How fast the file system creates files, and waiting until that is normal before a timed build.
 *
 * Why: these machines' disk is ext4 mounted without a journal. There, ext4 will not reuse an inode freed in the
 * last minute (the last six while its inode table block is dirty, which new files beside it keep it), so each new
 * file or folder scans past every recently freed inode of its block group (ext4's find_inode_bit →
 * recently_deleted; perf put three quarters of the kernel's time in that path). Just after a large deletion,
 * creating one took 100-700 µs instead of 15-30 µs; writing 1,000 pages' files (folder, HTML, data) took
 * 0.4-1.5 s instead of 0.12 s. The state is local: it slows creations in the block groups the deleted files
 * were in, which are those of the folders near them. So the probe creates files as a build does (a folder per
 * page with its HTML, and the pages' data in one folder) in a new folder beside the build's output. The
 * benchmark measures the build, not that state: it looks before each timed build and waits, saying so, while
 * creating files is slower than normal, until two probes in a row find it normal.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Microseconds per file or folder to create, in a new folder `dir`, what a build of `pages` pages creates:
 * a folder per page holding an (empty) index.html, and a data file per page in one _data folder. The files are
 * left in place: deleting them would be the very thing that slows the next creations down.
 */
export function createCost(dir: string, pages = 300): number {
  const started = performance.now();
  mkdirSync(join(dir, '_data'), { recursive: true });
  for (let i = 0; i < pages; i++) {
    const folder = join(dir, `p${i}`);
    mkdirSync(folder);
    closeSync(openSync(join(folder, 'index.html'), 'w'));
    closeSync(openSync(join(dir, '_data', `p${i}.json`), 'w'));
  }
  return ((performance.now() - started) * 1000) / (2 + 3 * pages);
}

/**
 * Above this many µs per file created, the file system is taken to be in the slow state described above
 * (normally 15-30 µs here; at 50 and over, writing a page's files took twice its normal time or more).
 */
export const SLOW_CREATE_US = 50;

export interface SettleOptions {
  /** Measures the current cost (µs per file), e.g. createCost in a new folder each time. */
  probe: () => number;
  limitUs?: number;
  /** Time between probes while the file system is slow, and the longest wait, in ms. */
  stepMs?: number;
  maxMs?: number;
  /** Probes in a row that must find the cost under the limit (the state fades unevenly), `confirmMs` apart. */
  passes?: number;
  confirmMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told about each wait: the cost found and the time waited so far. */
  onWait?: (us: number, waitedMs: number) => void;
}

export interface Settled {
  /** The last cost measured, µs per file. */
  us: number;
  waitedMs: number;
  /** Whether it came under the limit (false: the longest wait passed first). */
  settled: boolean;
}

/**
 * Probes until `passes` probes in a row (`confirmMs` apart) find creating a file under `limitUs`, or `maxMs` of
 * waiting has passed (by default 6 minutes: the state lasts at most that long after the last deletion).
 * `waitedMs` counts the waits while the file system was slow, not the pauses between passing probes.
 */
export async function settle({ probe, limitUs = SLOW_CREATE_US, stepMs = 15_000, maxMs = 360_000, passes = 2, confirmMs = 5_000, sleep = (ms) => new Promise((r) => setTimeout(r, ms)), onWait }: SettleOptions): Promise<Settled> {
  let waitedMs = 0;
  let streak = 0;
  for (;;) {
    const us = probe();
    if (us < limitUs) {
      if (++streak >= passes) return { us, waitedMs, settled: true };
      await sleep(confirmMs);
      continue;
    }
    streak = 0;
    if (waitedMs >= maxMs) return { us, waitedMs, settled: false };
    onWait?.(us, waitedMs);
    await sleep(stepMs);
    waitedMs += stepMs;
  }
}
