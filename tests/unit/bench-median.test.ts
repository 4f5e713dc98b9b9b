/**
 * The benchmark builds each size several times and reports the median run (scripts/bench/measure.ts `median`).
 */
import { describe, expect, it } from 'vitest';
import { median } from '../../scripts/bench/measure';

describe('the median run', () => {
  it('is the middle run by the given figure, whatever the order the runs came in', () => {
    const runs = [{ run: 1, s: 3.4 }, { run: 2, s: 2.5 }, { run: 3, s: 2.9 }];
    expect(median(runs, (r) => r.s)).toEqual({ run: 3, s: 2.9 });
    expect(runs.map((r) => r.run)).toEqual([1, 2, 3]);
  });

  it('is the run itself for one run, and the upper middle for an even count', () => {
    expect(median([7], (n) => n)).toBe(7);
    expect(median([4, 1, 3, 2], (n) => n)).toBe(3);
    expect(() => median([], (n: number) => n)).toThrow(/nothing/);
  });
});
