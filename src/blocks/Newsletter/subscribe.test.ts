// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { openMailto, subscribeMailto } from './subscribe';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newsletter subscribe', () => {
  it('puts the typed address (trimmed) into subject and body', () => {
    const href = subscribeMailto(
      'info@example.com',
      'No placeholder',
      'Please add {email}. Thanks, {email}',
      '  asha@example.in ',
    );
    expect(new URL(href).searchParams.get('subject')).toBe('No placeholder');
    expect(new URL(href).searchParams.get('body')).toBe('Please add asha@example.in. Thanks, asha@example.in');
  });

  it('builds a mailto: to the site address with the subject and body encoded', () => {
    const href = subscribeMailto(
      'info@example.com',
      'Newsletter: {email}',
      'Please add {email} & thank you.\nBye',
      'asha@example.in',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@example.com');
    expect(url.searchParams.get('subject')).toBe('Newsletter: asha@example.in');
    expect(url.searchParams.get('body')).toBe('Please add asha@example.in & thank you.\nBye');
    expect(href).not.toContain(' ');
  });

  it('opens the address through a temporary link and removes it again', () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    openMailto('mailto:info@example.com?subject=Hi');
    expect(clicked).toEqual(['mailto:info@example.com?subject=Hi']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
