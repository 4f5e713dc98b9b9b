/**
 * The benchmark's file-system check (scripts/bench/fileSystem.ts): it measures what creating a file costs,
 * leaves the files in place, and waits while that cost is above the limit, for at most the longest wait.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCost, settle } from '../../scripts/bench/fileSystem';

const dir = mkdtempSync(join(tmpdir(), 'fs-probe-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the file-system check', () => {
  it('measures the cost of creating what a build creates (a folder per page with its HTML, data in one folder) and keeps it', () => {
    const us = createCost(join(dir, 'a'), 50);
    expect(us).toBeGreaterThan(0);
    expect(readdirSync(join(dir, 'a'))).toHaveLength(51);
    expect(readdirSync(join(dir, 'a', 'p49'))).toEqual(['index.html']);
    expect(readdirSync(join(dir, 'a', '_data'))).toHaveLength(50);
  });

  it('waits while creating a file is slow, and stops once two probes in a row find it normal', async () => {
    // A probe under the limit followed by a slow one (the state fades unevenly) does not end the wait.
    const costs = [400, 20, 250, 20, 30, 500];
    const waits: number[] = [];
    const slept: number[] = [];
    const result = await settle({ probe: () => costs.shift()!, limitUs: 80, stepMs: 10, confirmMs: 3, maxMs: 1000, sleep: async (ms) => { slept.push(ms); }, onWait: (_, waited) => waits.push(waited) });
    expect(result).toEqual({ us: 30, waitedMs: 20, settled: true });
    expect(waits).toEqual([0, 10]);
    expect(slept).toEqual([10, 3, 10, 3]);
  });

  it('does not wait when the file system is fast (but for the second probe), and gives up after the longest wait', async () => {
    const slept: number[] = [];
    expect(await settle({ probe: () => 10, limitUs: 80, confirmMs: 5, sleep: async (ms) => { slept.push(ms); } })).toEqual({ us: 10, waitedMs: 0, settled: true });
    expect(slept).toEqual([5]);
    const result = await settle({ probe: () => 300, limitUs: 80, stepMs: 10, maxMs: 30, sleep: async () => undefined });
    expect(result).toEqual({ us: 300, waitedMs: 30, settled: false });
  });
});
