/**
 * Dates as the content writes them (src/contract/dates.ts): a date alone, days of a month or a month, read whole or
 * found in a text (the check of stale items), and written in another language by Intl; a text that is more than a
 * date is left as it is. How a translated page gets them: translation-contract.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dateIn, dateSpan, wholeDate } from '../../../src/contract/dates';

describe('a date in the content', () => {
  it('is read as a day, days of a month or a month, alone or in a text', () => {
    expect(wholeDate('20 December 2026')).toEqual({
      first: Date.UTC(2026, 11, 20),
      last: Date.UTC(2026, 11, 20),
      kind: 'day',
    });
    expect(wholeDate(' 14-16 August 2026 ')).toMatchObject({ kind: 'days', last: Date.UTC(2026, 7, 16) });
    expect(wholeDate('March 2027')).toMatchObject({ kind: 'month', last: Date.UTC(2027, 2, 31) });
    expect(wholeDate('Effective 1 April 2027')).toBeUndefined();
    expect(dateSpan('Effective 1 April 2027')?.first).toBe(Date.UTC(2027, 3, 1));
    // No such day: not a date.
    expect(wholeDate('31 February 2027')).toBeUndefined();
    expect(wholeDate('16-14 August 2026')).toBeUndefined();
  });

  it('is written by Intl in another language, its digits and Indian forms kept; other text as it is', () => {
    expect(dateIn('20 December 2026', 'kn-IN')).toBe('ಡಿಸೆಂಬರ್ 20, 2026');
    expect(dateIn('20 December 2026', 'hi-IN')).toBe('20 दिसंबर 2026');
    expect(dateIn('March 2027', 'hi-IN')).toBe('मार्च 2027');
    expect(dateIn('14-16 August 2026', 'hi-IN')).toBe('14–16 अगस्त 2026');
    expect(dateIn('Effective 1 April 2027 (FY 2027-28)', 'kn-IN')).toBe('Effective 1 April 2027 (FY 2027-28)');
  });
});
