// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import type { RegionsBlock } from '../../generated/content';
import Regions from './index';

const flag = { src: '/flag.svg', alt: '', width: 42, height: 28 };
const block = {
  type: 'regions',
  id: 'where',
  regions: [
    { id: 'in', name: 'India', flag, summary: 'Offices in Bengaluru.' },
    { id: 'au', name: 'Australia', flag, summary: 'Clients in Sydney.' },
  ],
} as RegionsBlock;
const draw = () =>
  render(
    <ThemeProvider theme={theme}>
      <Regions block={block} />
      <p>Outside</p>
    </ThemeProvider>,
  );
const toggle = (name: string) => screen.getByRole('button', { name });
const panel = (id: string) => document.getElementById(`where-${id}-panel`)!;

afterEach(cleanup);

describe('Regions', () => {
  it('opens one country at a time; Escape closes it with focus back on the flag that is open now', () => {
    draw();
    fireEvent.click(toggle('India'));
    fireEvent.click(toggle('Australia'));
    expect(panel('in').hidden).toBe(true);
    expect(panel('au').hidden).toBe(false);
    toggle('India').focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel('au').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle('Australia'));
  });

  it('closes on a press outside its flags and panel, not on one inside', () => {
    draw();
    fireEvent.click(toggle('India'));
    fireEvent.pointerDown(panel('in'));
    expect(panel('in').hidden).toBe(false);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel('in').hidden).toBe(true);
  });
});
