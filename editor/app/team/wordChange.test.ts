import { describe, expect, it } from 'vitest';
import { sideOf, wordChange } from './wordChange';

const long = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('a long text compared word by word', () => {
  it('marks only the changed words, with a few unchanged words either side and the rest left out', () => {
    const before = `${long(40)} by the 7th of the next month.`;
    const after = `${long(40)} by the 10th of the next month.`;
    const parts = wordChange(before, after, 4);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['7th']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['10th']);
    expect(parts[0]).toMatchObject({ kind: 'gap' });
    expect(parts.map((p) => (p.kind === 'gap' ? '…' : p.text)).join('')).toBe(
      '… word38 word39 by the 7th10th of the next month.',
    );
  });

  it('keeps the words around each of two changes far apart, and leaves out the stretch between them', () => {
    const before = `Alpha ${long(30)} omega`;
    const after = `Beta ${long(30)} psi`;
    const parts = wordChange(before, after, 2);
    expect(parts.map((p) => p.kind)).toEqual(['removed', 'added', 'same', 'gap', 'same', 'removed', 'added']);
    expect(parts[2]!.text).toBe(' word0 word1');
    expect(parts[4]!.text).toBe(' word28 word29 ');
  });

  it('gives back both whole texts from its parts, when no stretch is left out', () => {
    const before = 'Tax deducted in a month must be paid by the 7th.';
    const after = 'Tax collected in a month must be paid by the 7th, or else.';
    const parts = wordChange(before, after, 100);
    expect(parts.some((p) => p.kind === 'gap')).toBe(false);
    expect(sideOf(parts, 'before')).toBe(before);
    expect(sideOf(parts, 'after')).toBe(after);
  });

  it('counts a text changed past all bounds as replaced whole', () => {
    const before = long(3000);
    const after = long(3000).split(' ').reverse().join(' ');
    const parts = wordChange(before, after);
    expect(sideOf(parts, 'before')).toBe(before);
    expect(sideOf(parts, 'after')).toBe(after);
  });
});
