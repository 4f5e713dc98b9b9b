// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jobPollDelay } from './useJob';

describe('following a job', () => {
  it('asks soon after it starts, then less often: 100, 200, 400 and 800 ms, then once a second', () => {
    expect(Array.from({ length: 8 }, (_, n) => jobPollDelay(n))).toEqual([100, 200, 400, 800, 1000, 1000, 1000, 1000]);
    // A job of ten minutes is asked for about 600 times, not 6,000.
    let waited = 0;
    let asked = 0;
    while (waited < 600_000) waited += jobPollDelay(asked++);
    expect(asked).toBeLessThan(610);
  });
});
