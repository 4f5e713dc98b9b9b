import { describe, it, expect } from 'vitest';
import { contactParts, contents, subNumber } from './logic';

const sections = [
  { id: 'who-we-are', title: 'Who We Are' },
  { id: 'cookies', title: 'Cookies' },
] as [{ id: string; title: string }, { id: string; title: string }];

describe('contents', () => {
  it('numbers the sections in order and anchors them by block and section id', () => {
    expect(
      contents({ id: 'policy', sections }).map(({ anchor, number, title }) => ({ anchor, number, title })),
    ).toEqual([
      { anchor: 'policy-who-we-are', number: '1', title: 'Who We Are' },
      { anchor: 'policy-cookies', number: '2', title: 'Cookies' },
    ]);
  });
  it('leaves the numbers out when the document is not numbered', () => {
    expect(contents({ id: 'policy', numbered: false, sections }).map((e) => e.number)).toEqual(['', '']);
    expect(subNumber('', 0)).toBe('');
  });
  it('numbers subsections under their section', () => {
    expect(subNumber('2', 0)).toBe('2.1');
    expect(subNumber('11', 2)).toBe('11.3');
  });
});

describe('contactParts', () => {
  const values = { email: 'info@example.com', phone: '+91 80 0000 0001', name: 'Vishwas Business Services Pvt. Ltd.' };

  it('turns {email} into a mailto link and {phone} into a tel link without spaces', () => {
    expect(contactParts('Write to {email} or call {phone}.', values)).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'info@example.com', href: 'mailto:info@example.com' },
      { kind: 'text', text: ' or call ' },
      { kind: 'phone', text: '+91 80 0000 0001', href: 'tel:+918000000001' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('writes {name} into the surrounding text', () => {
    expect(contactParts('{name} answers at {email}', values)).toEqual([
      { kind: 'text', text: 'Vishwas Business Services Pvt. Ltd. answers at ' },
      { kind: 'email', text: 'info@example.com', href: 'mailto:info@example.com' },
    ]);
  });

  it('keeps unknown placeholders, and {phone} without a phone, as written', () => {
    expect(contactParts('Ask {person} on {phone}', { email: 'a@example.com', name: 'X' })).toEqual([
      { kind: 'text', text: 'Ask {person} on {phone}' },
    ]);
  });
});
