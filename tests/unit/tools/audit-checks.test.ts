import { describe, it, expect } from 'vitest';
import { checkHeadings } from '../../../tools/audit/headings';
import { checkLinkTexts, NON_DESCRIPTIVE } from '../../../tools/audit/linkText';
import { checkConsole, type Expected404 } from '../../../tools/audit/console';

describe('audit: heading outline', () => {
  it('passes one h1 with levels that step down one at a time and jump back up freely', () => {
    expect(checkHeadings([1, 2, 3, 3, 2, 3, 4, 2])).toEqual([]);
    expect(checkHeadings([2, 1, 2])).toEqual([]);
  });
  it('fails two h1s, no h1, and a skipped level', () => {
    expect(checkHeadings([1, 2, 1])).toEqual(['2 h1 elements (expected exactly one)']);
    expect(checkHeadings([2, 3])).toEqual(['0 h1 elements (expected exactly one)']);
    expect(checkHeadings([1, 2, 4])).toEqual(['h2 is followed by h4 (heading 3 skips a level)']);
    expect(checkHeadings([1, 3])).toHaveLength(1);
  });
});

describe('audit: link texts (Lighthouse link-text)', () => {
  const page = 'http://localhost/resources';
  it('flags "Learn more", "Read more" and "Click here" whatever their case and spacing', () => {
    const anchors = ['Learn more', '  READ MORE ', 'click here'].map((text, i) => ({
      href: `http://localhost/x${i}`,
      text,
      rel: '',
    }));
    expect(checkLinkTexts(anchors, page)).toHaveLength(3);
    expect(NON_DESCRIPTIVE.has('learn more')).toBe(true);
  });
  it('passes descriptive texts, and skips what Lighthouse skips (same page, mailto, nofollow)', () => {
    expect(
      checkLinkTexts(
        [
          { href: 'http://localhost/about', text: 'Learn more about Vishwas Group', rel: '' },
          { href: `${page}#faq`, text: 'more', rel: '' },
          { href: 'mailto:x@example.com', text: 'here', rel: '' },
          { href: 'http://localhost/y', text: 'read more', rel: 'nofollow' },
        ],
        page,
      ),
    ).toEqual([]);
  });
});

describe('audit: console', () => {
  const expected: Expected404 = {
    documentUrl: 'http://localhost/missing',
    path: '/missing',
    logMessage: '404 Error: User attempted to access non-existent route:',
  };
  const status404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  it('fails any error, warning, page error or CSP violation', () => {
    const problems = checkConsole([
      { type: 'error', text: 'boom' },
      { type: 'warning', text: 'careful' },
      { type: 'pageerror', text: 'TypeError: x is undefined' },
      { type: 'csp', text: 'script-src blocked inline' },
      { type: 'log', text: 'fine' },
      { type: 'info', text: 'fine too' },
    ]);
    expect(problems).toHaveLength(4);
  });
  it('allows, on a not-found page only, the 404 of the document itself and the not-found log line', () => {
    const entries = [
      { type: 'error', text: status404, url: expected.documentUrl },
      { type: 'warning', text: `${expected.logMessage} /missing` },
    ];
    expect(checkConsole(entries, expected)).toEqual([]);
    expect(checkConsole(entries)).toHaveLength(2);
  });
  it('still fails a 404 of anything else on the not-found page, and a log line naming another path', () => {
    expect(
      checkConsole([{ type: 'error', text: status404, url: 'http://localhost/_data/missing.json' }], expected),
    ).toHaveLength(1);
    expect(checkConsole([{ type: 'warning', text: `${expected.logMessage} /elsewhere` }], expected)).toHaveLength(1);
    expect(
      checkConsole([{ type: 'error', text: 'Uncaught TypeError', url: expected.documentUrl }], expected),
    ).toHaveLength(1);
  });
});
