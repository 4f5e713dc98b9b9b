/**
 * The benchmark's reference work (scripts/bench/reference.ts): the same work every time, so that two runs can be
 * compared through how long it took; and its command prints how long that was.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { referenceWork } from '../../scripts/bench/reference';
import { repoRoot } from '../fixtures/site';

describe('the reference work', () => {
  it('does the same work every time, and more of it for more rounds', () => {
    expect(referenceWork(2)).toBe(referenceWork(2));
    expect(referenceWork(3)).not.toBe(referenceWork(2));
  });

  it('prints the time it took and its checksum, as the benchmark reads them', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/reference.ts'], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').pop()!) as { ms: number; check: number };
    expect(out.ms).toBeGreaterThan(0);
    expect(out.check).toBe(referenceWork());
  });
});
