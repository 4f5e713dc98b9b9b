/**
 * How fast the file system creates files, and waiting until that is normal before a timed build.
 *
 * Why: these machines' disk is ext4 mounted without a journal. There, for up to five minutes after files are
 * deleted, each new file or folder costs a scan past the recently freed inodes (the kernel will not reuse them
 * yet: ext4's find_inode_bit → recently_deleted), so creating one took 160-700 µs instead of 15-30 µs (measured
 * with perf: three quarters of the kernel's time was in that path). A build writes three per page (its folder, its
 * HTML, its data), so after deleting a large tree (an old clone, a previous benchmark's output), building 1,000
 * pages can cost up to 2 s more CPU, and 10,000 pages up to 20 s (3 and 30 thousand creations at 0.7 ms). The benchmark measures the build, not that state: it
 * looks before each timed build and waits, saying so, while creating files is several times slower than normal.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Microseconds per file to create `files` empty files (and their folder) in a new folder `dir`. The files are
 * left in place: deleting them would be the very thing that slows the next creations down.
 */
export function createCost(dir: string, files = 200): number {
  const started = performance.now();
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < files; i++) closeSync(openSync(join(dir, `f${i}`), 'w'));
  return ((performance.now() - started) * 1000) / files;
}

/** Above this many µs per file created, the file system is taken to be in the slow state described above. */
export const SLOW_CREATE_US = 80;

export interface SettleOptions {
  /** Measures the current cost (µs per file), e.g. createCost in a new folder each time. */
  probe: () => number;
  limitUs?: number;
  /** Time between probes and the longest wait, in ms. */
  stepMs?: number;
  maxMs?: number;
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
 * Probes until creating a file costs less than `limitUs` or `maxMs` has passed (by default 6 minutes: the state
 * lasts at most five after the last deletion).
 */
export async function settle({ probe, limitUs = SLOW_CREATE_US, stepMs = 15_000, maxMs = 360_000, sleep = (ms) => new Promise((r) => setTimeout(r, ms)), onWait }: SettleOptions): Promise<Settled> {
  let waitedMs = 0;
  for (;;) {
    const us = probe();
    if (us < limitUs) return { us, waitedMs, settled: true };
    if (waitedMs >= maxMs) return { us, waitedMs, settled: false };
    onWait?.(us, waitedMs);
    await sleep(stepMs);
    waitedMs += stepMs;
  }
}
