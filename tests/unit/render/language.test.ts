/**
 * Addresses and numbers by language (src/render/language.ts, src/render/numbers.ts): the language of an address and of some
 * settings, counts in the page's locale with Indian grouping, and the form a count takes.
 */
import { describe, expect, it } from 'vitest';
import { languageOfPath, languageOfSettings, shownName } from '../../../src/render/language';
import { counts, formatCount, pluralOf } from '../../../src/render/numbers';
import { fill } from '../../../src/render/fill';
import { details, type DownloadItem } from '../../../src/blocks/Downloads/logic';

const codes = ['en', 'kn', 'hi'];

describe('the language of an address', () => {
  it("is its first segment's when that is another language's code, else the default's", () => {
    expect(languageOfPath(codes, '/kn')).toBe('kn');
    expect(languageOfPath(codes, '/kn/about?x=1#y')).toBe('kn');
    expect(languageOfPath(codes, '/hi/')).toBe('hi');
    expect(languageOfPath(codes, '/')).toBe('en');
    expect(languageOfPath(codes, '/about')).toBe('en');
    expect(languageOfPath(codes, '/knowledge')).toBe('en');
    // The default language's code is no prefix: /en/about is an English address like any other.
    expect(languageOfPath(codes, '/en/about')).toBe('en');
    expect(languageOfPath(['en'], '/kn/about')).toBe('en');
  });

  it("of some settings is their head's, with its locale; a site without languages is English (India)", () => {
    const site = { languages: codes.map((code) => ({ code, locale: `${code}-IN` })) };
    expect(languageOfSettings({ site, head: { lang: 'kn' } })).toEqual({
      code: 'kn',
      locale: 'kn-IN',
      codes,
      defaultCode: 'en',
      names: {},
    });
    expect(languageOfSettings({ site: {}, head: {} })).toMatchObject({ code: 'en', locale: 'en-IN', codes: ['en'] });
  });

  it("shows a category in the settings' language when they name it, else in the default's words marked as such", () => {
    const site = { languages: codes.map((code) => ({ code, locale: `${code}-IN` })) };
    const kn = languageOfSettings({ site, head: { lang: 'kn' }, names: { Technology: 'ತಂತ್ರಜ್ಞಾನ' } });
    expect(shownName(kn, 'Technology')).toEqual({ text: 'ತಂತ್ರಜ್ಞಾನ' });
    expect(shownName(kn, 'Corporate Law')).toEqual({ text: 'Corporate Law', lang: 'en' });
    expect(shownName(languageOfSettings({ site, head: { lang: 'en' } }), 'Corporate Law')).toEqual({
      text: 'Corporate Law',
    });
  });
});

describe('numbers in the page locale', () => {
  it('group lakhs and crores in every Indian locale (CLDR groups Kannada in threes)', () => {
    expect(new Intl.NumberFormat('kn-IN').format(1234567)).toBe('1,234,567'); // what Intl alone does
    for (const locale of ['en-IN', 'kn-IN', 'hi-IN']) expect(formatCount(locale, 12345678), locale).toBe('1,23,45,678');
    expect(formatCount('en-GB', 1234567)).toBe('1,234,567');
  });

  it("keep a locale's own digits", () => {
    expect(formatCount('hi-IN-u-nu-deva', 123456)).toBe('१,२३,४५६');
  });

  it('fill counts into labels in the locale, and leave values as written without one', () => {
    expect(fill('{shown} of {total} photos', counts('kn-IN', { shown: 12, total: 150000 }))).toBe(
      '12 of 1,50,000 photos',
    );
    expect(fill('© {year} {name}', { year: 2026, name: 'Vishwas' })).toBe('© 2026 Vishwas');
  });

  it("choose a label's form by the locale's plural rules (Hindi: 0 and 1 take the singular)", () => {
    expect(pluralOf('en-IN', 1)).toBe('one');
    expect(pluralOf('en-IN', 0)).toBe('other');
    expect(pluralOf('hi-IN', 0)).toBe('one');
    expect(pluralOf('hi-IN', 2)).toBe('other');
    const labels = { pages: { one: '{count} पृष्ठ', other: '{count} पृष्ठों' } };
    const item = { id: 'a', title: 'A', href: '/a.pdf', downloadSize: '1 MB', pages: 0 } as unknown as DownloadItem;
    expect(details(labels as never, item, 'hi-IN').find((d) => d.key === 'pages')?.text).toBe('0 पृष्ठ');
    expect(details(labels as never, { ...item, pages: 1200 }, 'hi-IN').find((d) => d.key === 'pages')?.text).toBe(
      '1,200 पृष्ठों',
    );
  });
});
