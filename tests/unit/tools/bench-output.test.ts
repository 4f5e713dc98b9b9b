/**
 * What the benchmark prints (tools/bench/measure.ts): each size's figures are the median run, and its last
 * lines have one fixed form that notes and tools read: `bench pages=N validate_s=X build_s=Y search_s=S peak_mb=Z cold_s=C search_peak_mb=P search_ratio=R`
 * (cold_s: one build with empty picture and precompression caches).
 */
import { describe, expect, it } from 'vitest';
import { benchLine, median } from '../../../tools/bench/measure';

describe('the median run', () => {
  it('is the middle run by the given figure, whatever the order the runs came in', () => {
    const runs = [
      { run: 1, s: 3.4 },
      { run: 2, s: 2.5 },
      { run: 3, s: 2.9 },
    ];
    expect(median(runs, (r) => r.s)).toEqual({ run: 3, s: 2.9 });
    expect(runs.map((r) => r.run)).toEqual([1, 2, 3]);
  });

  it('is the run itself for one run, and the upper middle for an even count', () => {
    expect(median([7], (n) => n)).toBe(7);
    expect(median([4, 1, 3, 2], (n) => n)).toBe(3);
    expect(() => median([], (n: number) => n)).toThrow(/nothing/);
  });
});

describe('the bench line', () => {
  it("gives pages, seconds with two decimals and the peak in whole MB, then the cold build, the search index's peak and its share of the build, then the same of the index after a one-page publish", () => {
    expect(
      benchLine({
        pages: 1000,
        validateSeconds: 0.2134,
        buildSeconds: 2.5,
        searchSeconds: 1.234,
        peakBytes: 690.4 * 1024 * 1024,
        coldSeconds: 4.567,
        searchPeakBytes: 950.6 * 1024 * 1024,
        publishSearchSeconds: 0.5,
        publishSearchPeakBytes: 300.2 * 1024 * 1024,
      }),
    ).toBe(
      'bench pages=1000 validate_s=0.21 build_s=2.50 search_s=1.23 peak_mb=690 cold_s=4.57 search_peak_mb=951 search_ratio=0.49 publish_search_s=0.50 publish_search_mb=300 publish_search_ratio=0.20',
    );
  });
});
