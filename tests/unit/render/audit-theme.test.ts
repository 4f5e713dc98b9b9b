import { describe, it, expect } from 'vitest';
import { theme } from '../../../src/theme/theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('audit: theme colours meet WCAG AA (4.5:1 for small text)', () => {
  it('computes known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#15803d', '#dcf5e4')).toBeLessThan(4.5);
  });
  it.each(Object.entries(theme.accent))(
    '%s: strong colour on its soft background and on white',
    (_name, [strong, soft]) => {
      expect(contrast(strong, soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(strong, theme.color.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it('text colours on the surfaces', () => {
    const c = theme.color;
    for (const [fg, bg] of [
      [c.text, c.surface],
      [c.textMuted, c.surface],
      [c.textMuted, c.surfaceMuted],
      [c.link, c.surface],
      [c.textOnDark, c.brand],
      [c.textOnDarkMuted, c.brandDark],
      [c.accentDark, c.surface],
    ]) {
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
