// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { COPIED_MS, POPUP_FEATURES, copyText, openSharePopup, shareTargets } from './share';

const url = 'https://vishwas.example.com/resources/blog/2';
const title = 'Australian Financial Year-End: Your 30 June Checklist';
const excerpt = 'Close the year & report in India.';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shareTargets', () => {
  const t = shareTargets(url, title, excerpt, 'Read more:');

  it('shares the address on Facebook (u), X (url and text = title) and LinkedIn (url)', () => {
    const fb = new URL(t.facebook);
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...fb.searchParams]).toEqual([['u', url]]);
    const x = new URL(t.x);
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(Object.fromEntries(x.searchParams)).toEqual({ url, text: title });
    const li = new URL(t.linkedin);
    expect(li.origin + li.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect([...li.searchParams]).toEqual([['url', url]]);
  });

  it('prepares an e-mail: subject = title, body = excerpt, a blank line, "Read more:" and the address', () => {
    expect(t.email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(t.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(title);
    expect(params.get('body')).toBe(`${excerpt}\n\nRead more: ${url}`);
    expect(t.email).not.toMatch(/[ &](?![a-z]+=)/);
  });
});

describe('openSharePopup', () => {
  it('opens a 600x400 window and cuts its link back to this page', () => {
    const popup = { opener: 'this page' as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    openSharePopup('https://www.facebook.com/sharer/sharer.php?u=x');
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=x',
      '_blank',
      'width=600,height=400',
    );
    expect(POPUP_FEATURES).toBe('width=600,height=400');
    expect(popup.opener).toBeNull();
  });

  it('copes with a blocked popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openSharePopup('https://x.test')).not.toThrow();
  });
});

describe('copyText', () => {
  it('uses the Clipboard API when it works, without the fallback', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    await expect(copyText(url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(exec).not.toHaveBeenCalled();
  });

  it('logs a refused clipboard as a warning (not an error) and copies through a temporary text area', async () => {
    vi.stubGlobal('navigator', {
      clipboard: {
        writeText: vi.fn(async () => {
          throw new DOMException('Denied', 'NotAllowedError');
        }),
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let copied = '';
    document.execCommand = vi.fn((cmd: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied = cmd === 'copy' ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
      return true;
    });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await expect(copyText(url)).resolves.toBe(true);
    expect(copied).toBe(url);
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when there is no Clipboard API at all, and reports a failed fallback', async () => {
    vi.stubGlobal('navigator', {});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText(url)).resolves.toBe(false);
  });

  it('keeps "Copied!" for two seconds', () => {
    expect(COPIED_MS).toBe(2000);
  });
});
