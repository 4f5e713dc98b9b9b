// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { afterFirstPaint, afterPageLoad, preloadModules, readBootData, BOOT_DATA_ID } from '../../src/client/boot';
import { firstLoadScripts } from '../../scripts/budget';

afterEach(() => { document.head.innerHTML = ''; document.body.innerHTML = ''; });

describe('entry-client boot', () => {
  it('reads the boot data block the server wrote', () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":["faq"],"preload":["/assets/app.js"]}</script>`;
    expect(readBootData()).toMatchObject({ blocks: ['faq'], preload: ['/assets/app.js'] });
  });

  it('waits for the first animation frame and the task after it before the app code is fetched', async () => {
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const win = {
      document: { visibilityState: 'visible' as DocumentVisibilityState },
      requestAnimationFrame: (cb: FrameRequestCallback) => { frame = () => cb(0); return 1; },
      setTimeout: ((cb: () => void) => { timers.push(cb); return 1; }) as unknown as Window['setTimeout'],
    };
    const done = vi.fn();
    void afterFirstPaint(win).then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    frame!();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    timers.forEach((t) => t());
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
  });

  it('does not wait for a paint in a hidden tab', async () => {
    const win = { document: { visibilityState: 'hidden' as DocumentVisibilityState }, requestAnimationFrame: vi.fn(), setTimeout: vi.fn() as unknown as Window['setTimeout'] };
    await afterFirstPaint(win);
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
  });

  function loadingWindow(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState = 'visible') {
    const listeners: (() => void)[] = [];
    const timers: { cb: () => void; ms: number }[] = [];
    const win = {
      document: { visibilityState, readyState },
      requestAnimationFrame: (cb: FrameRequestCallback) => { cb(0); return 1; },
      setTimeout: ((cb: () => void, ms: number) => { if (ms === 0) cb(); else timers.push({ cb, ms }); return 1; }) as unknown as Window['setTimeout'],
      addEventListener: (_: string, cb: () => void) => { listeners.push(cb); },
      removeEventListener: vi.fn(),
    };
    return { win: win as never, listeners, timers };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('waits for the load event (the pictures) and a paint after it before the app code is fetched', async () => {
    const { win, listeners, timers } = loadingWindow('interactive');
    const done = vi.fn();
    void afterPageLoad(win, 1000).then(done);
    await settle();
    expect(done).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    listeners.forEach((l) => l());
    await settle();
    expect(done).toHaveBeenCalled();
  });

  it('starts anyway when the pictures take longer than the limit, and at once when the page has loaded already', async () => {
    const slow = loadingWindow('loading');
    const done = vi.fn();
    void afterPageLoad(slow.win, 1000).then(done);
    await settle();
    expect(done).not.toHaveBeenCalled();
    slow.timers.forEach((t) => t.cb());
    await settle();
    expect(done).toHaveBeenCalled();

    const loaded = loadingWindow('complete');
    await afterPageLoad(loaded.win);
    expect(loaded.listeners).toHaveLength(0);
    const hidden = loadingWindow('loading', 'hidden');
    await afterPageLoad(hidden.win);
    expect(hidden.listeners).toHaveLength(0);
  });

  it('adds one modulepreload link per chunk, once', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    preloadModules(['/assets/a.js', '/assets/b.js', '/assets/b.js', '/assets/c.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});

describe('budget: first-load scripts', () => {
  it('counts the entry script and every chunk the boot data lists', () => {
    const html = `<head></head><body><script type="application/json" id="${BOOT_DATA_ID}">{"preload":["/assets/app.js","/assets/Faq.js"]}</script><script type="module" src="/assets/entry.js"></script></body>`;
    expect(firstLoadScripts(html).sort()).toEqual(['/assets/Faq.js', '/assets/app.js', '/assets/entry.js']);
  });
});
