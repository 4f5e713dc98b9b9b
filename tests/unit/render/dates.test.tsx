/**
 * Dates by language (src/contract/dates.ts, src/render/dates.ts): a date field's text that is a date alone is
 * written in the page's language by Intl on another language's pages, as typed on the main language's; a text that
 * is more than a date is left as it is; the check of stale items reads a date anywhere in a text.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { dateIn, dateSpan, wholeDate } from '../../../src/contract/dates';
import { SiteContext } from '../../../src/render/context';
import type { SiteData } from '../../../src/contract/pageData';
import LegalDocument from '../../../src/blocks/LegalDocument';
import type { LegalDocumentBlock } from '../../../src/generated/content';

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

describe('a date on a page', () => {
  const block = {
    type: 'legalDocument',
    id: 'privacy',
    contentsTitle: 'Contents',
    dates: [
      { label: 'Effective date', date: '16 August 2025' },
      { label: 'Last updated', date: 'From 14 August 2025' },
    ],
    sections: [{ id: 'one', title: 'One', paragraphs: ['Words.'] }],
  } as unknown as LegalDocumentBlock;
  const languages = [
    { code: 'en', name: 'English', locale: 'en-IN' },
    { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN' },
  ];
  const site = (lang: string) =>
    ({
      site: { languages, organisation: { name: 'Vishwas', email: 'a@b.c', phones: ['1'] } },
      head: { lang },
    }) as unknown as SiteData;
  const dates = (lang: string) =>
    [
      ...renderToString(
        <SiteContext.Provider value={site(lang)}>
          <LegalDocument block={block} />
        </SiteContext.Provider>,
      ).matchAll(/<dd[^>]*>([^<]*)<\/dd>/g),
    ].map((m) => m[1]);

  it('is as typed on an English page, and in Kannada on a Kannada page when it is a date alone', () => {
    expect(dates('en')).toEqual(['16 August 2025', 'From 14 August 2025']);
    expect(dates('kn')).toEqual(['ಆಗಸ್ಟ್ 16, 2025', 'From 14 August 2025']);
  });
});
