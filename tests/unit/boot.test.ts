// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { afterFirstPaint, preloadModules, readBootData, BOOT_DATA_ID } from '../../src/client/boot';
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
