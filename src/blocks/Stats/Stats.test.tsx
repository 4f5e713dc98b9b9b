// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import type { StatsBlock } from '../../generated/content';
import Stats from './index';

afterEach(cleanup);

const block: StatsBlock = {
  type: 'stats',
  id: 'figures',
  accent: 'indigo',
  tone: 'light',
  items: [
    { value: '5+', label: 'Years', icon: 'calendar' },
    { value: '24/7', label: 'Support' },
  ],
};
const draw = () =>
  render(
    <ThemeProvider theme={theme}>
      <Stats block={block} />
    </ThemeProvider>,
  ).container;

describe('Stats', () => {
  it('keeps each pair to what a dl allows: a div holds only a dt and a dd', () => {
    const pairs = [...draw().querySelectorAll('dl > div')];
    expect(pairs).toHaveLength(2);
    for (const div of pairs) expect([...div.children].map((c) => c.localName)).toEqual(['dt', 'dd']);
  });
  it('puts the icon, hidden from screen readers, in the dd, so the dd reads as the figure alone', () => {
    const [withIcon, without] = [...draw().querySelectorAll('dd')];
    expect(withIcon.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(withIcon.textContent).toBe('5+');
    expect(without.querySelector('svg')).toBeNull();
    expect(without.textContent).toBe('24/7');
  });
});
