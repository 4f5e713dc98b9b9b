// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { ShareMenu } from './ShareMenu';

const labels = {
  headerLabel: 'Share Article',
  authorBoxLabel: 'Share',
  facebook: 'Share on Facebook',
  x: 'Share on X',
  linkedin: 'Share on LinkedIn',
  email: 'Share by e-mail',
  copy: 'Copy Link',
  copied: 'Copied!',
  readMore: 'Read more:',
};
const url = 'https://vishwas.example.com/resources/blog/1';
const draw = () =>
  render(
    <ThemeProvider theme={theme}>
      <ShareMenu id="share-top" label="Share Article" url={url} title="A title" excerpt="An excerpt" labels={labels} />
      <p>Outside</p>
    </ThemeProvider>,
  );
const trigger = () => screen.getByRole('button', { name: 'Share Article' });
const menu = () => document.getElementById('share-top')!;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ShareMenu', () => {
  it('opens and closes with the button, which names the list it controls', () => {
    draw();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-controls')).toBe('share-top');
    expect(menu().hidden).toBe(true);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(menu().hidden).toBe(false);
    fireEvent.click(trigger());
    expect(menu().hidden).toBe(true);
  });

  it('closes on Escape with focus back on the button, and on a click outside', () => {
    draw();
    fireEvent.click(trigger());
    screen.getByRole('button', { name: 'Share on X' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(menu().hidden).toBe(true);
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Share on X' }));
    expect(menu().hidden).toBe(false);
  });

  it('moves between entries with the arrow keys, Home and End', () => {
    draw();
    fireEvent.click(trigger());
    const fb = screen.getByRole('button', { name: 'Share on Facebook' });
    fb.focus();
    fireEvent.keyDown(fb, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share on X' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Link' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(fb);
    fireEvent.keyDown(fb, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Link' }));
  });

  it('opens the network in a 600x400 popup and closes the list', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    draw();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      '_blank',
      'width=600,height=400',
    );
    expect(menu().hidden).toBe(true);
  });

  it('reads "Copied!" for exactly two seconds after copying, then "Copy Link" again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    draw();
    fireEvent.click(trigger());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });
});
