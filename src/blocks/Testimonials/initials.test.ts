import { describe, it, expect } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Priya Raman')).toBe('PR');
    expect(initials('Arjun Kumar Shetty')).toBe('AS');
  });
  it('uses one letter for a single name and capitalises it', () => {
    expect(initials('lakshmi')).toBe('L');
  });
  it('skips honorifics, dotted initials and stray spaces', () => {
    expect(initials('  Dr. Meera   S. Iyer ')).toBe('MI');
    expect(initials('K. Suresh')).toBe('S');
  });
  it('gives nothing for a name without letters', () => {
    expect(initials('—')).toBe('');
  });
});
