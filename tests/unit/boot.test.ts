// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { afterFirstPaint, afterPageLoad, bootApp, preloadModules, readBootData, BOOT_DATA_ID, SITE_DATA_URL } from '../../src/client/boot';
import { chunksOf } from '../../scripts/prerender/assets';
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

describe('bootApp: the app is evaluated and started in short tasks', () => {
  /** A loaded, visible page whose zero-delay timers wait in a queue until the test runs them (one task each). */
  const SITE = { site: { labels: {} }, head: {}, notFoundHead: {} };
  function taskWindow(siteResponse: () => Promise<Response> = async () => new Response(JSON.stringify(SITE))) {
    const tasks: (() => void)[] = [];
    const fetch = vi.fn(siteResponse);
    const win = {
      fetch,
      document: { visibilityState: 'visible' as DocumentVisibilityState, readyState: 'complete' as DocumentReadyState },
      requestAnimationFrame: (cb: FrameRequestCallback) => { cb(0); return 1; },
      setTimeout: ((cb: () => void) => { tasks.push(cb); return 1; }) as unknown as Window['setTimeout'],
      addEventListener: vi.fn(), removeEventListener: vi.fn(),
    };
    const flush = () => new Promise((r) => setTimeout(r, 0));
    /** Runs the queued tasks one at a time, letting each one's promises settle, and returns how many ran. */
    const runTasks = async () => { let n = 0; await flush(); while (tasks.length) { tasks.shift()!(); n++; await flush(); } return n; };
    const runOneTask = async () => { await flush(); tasks.shift()?.(); await flush(); };
    return { win: win as never, runTasks, runOneTask, fetch };
  }

  it('imports the chunks in the listed order, one task each, and starts the app in a task after the last', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":["/assets/react.js","/assets/app.js"],"start":["/assets/react.js","/assets/app.js","/assets/start.js"]}</script>`;
    const { win, runOneTask, runTasks } = taskWindow();
    const events: string[] = [];
    const start = vi.fn(async () => { events.push('start'); });
    const importUrl = vi.fn(async (url: string) => { events.push(url); return url.endsWith('start.js') ? { start } : {}; });
    const done = bootApp(importUrl, undefined, win, document);
    await runOneTask(); // the task after the first paint
    expect(events).toEqual(['/assets/react.js']);
    await runOneTask();
    expect(events).toEqual(['/assets/react.js', '/assets/app.js']);
    await runOneTask();
    expect(events).toEqual(['/assets/react.js', '/assets/app.js', '/assets/start.js']);
    expect(start).not.toHaveBeenCalled(); // the start module's evaluation and the start are two tasks
    await runTasks();
    await done;
    expect(events).toEqual(['/assets/react.js', '/assets/app.js', '/assets/start.js', 'start']);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ start: ['/assets/react.js', '/assets/app.js', '/assets/start.js'] }), SITE);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/react.js', '/assets/app.js']);
  });

  it('imports the source on the dev server (no chunks listed) and still starts in a task of its own', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[]}</script>`;
    const { win, runOneTask, runTasks } = taskWindow();
    const start = vi.fn(async () => undefined);
    const importUrl = vi.fn();
    const devStart = vi.fn(async () => ({ start }));
    const done = bootApp(importUrl, devStart, win, document);
    await runOneTask(); // the task after the first paint
    expect(devStart).toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    await runTasks();
    await done;
    expect(start).toHaveBeenCalledTimes(1);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('fetches the site settings once the page has loaded, beside the chunks', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[],"start":["/assets/start.js"]}</script>`;
    const { win, runOneTask, runTasks, fetch } = taskWindow();
    const start = vi.fn(async () => undefined);
    const done = bootApp(async () => ({ start }), undefined, win, document);
    expect(fetch).not.toHaveBeenCalled(); // not before the load event and a paint
    await runOneTask();
    expect(fetch).toHaveBeenCalledWith(SITE_DATA_URL);
    await runTasks();
    await done;
    expect(start).toHaveBeenCalledWith(expect.anything(), SITE);
  });

  it('leaves the page as it was served, with a warning, when the site settings cannot be fetched', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[],"start":["/assets/start.js"]}</script>`;
    const { win, runTasks } = taskWindow(async () => new Response('', { status: 503 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = vi.fn(async () => undefined);
    const done = bootApp(async () => ({ start }), undefined, win, document);
    await runTasks();
    await done;
    expect(start).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/_site.json: 503'));
    warn.mockRestore();
  });
});

describe('chunksOf in evaluation order: the app\'s chunks in an order where each import evaluates one chunk', () => {
  it('lists each chunk after the chunks it imports, each once, the module\'s own chunk last', () => {
    const vm = {
      'src/client/start.tsx': { file: 'assets/start.js', imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js', imports: ['_react.js', '_runtime.js'] },
      '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
    };
    expect(chunksOf(vm, 'src/client/start.tsx', 'evaluation')).toEqual(['assets/runtime.js', 'assets/react.js', 'assets/app.js', 'assets/start.js']);
    expect(chunksOf(vm, 'src/missing.tsx', 'evaluation')).toEqual([]);
  });
});

describe('budget: first-load scripts', () => {
  it('counts the entry script and every chunk the boot data lists', () => {
    const html = `<head></head><body><script type="application/json" id="${BOOT_DATA_ID}">{"preload":["/assets/app.js","/assets/Faq.js"]}</script><script type="module" src="/assets/entry.js"></script></body>`;
    expect(firstLoadScripts(html).sort()).toEqual(['/assets/Faq.js', '/assets/app.js', '/assets/entry.js']);
  });

  it('counts the app chunks entry-client evaluates (boot.start) too', () => {
    const html = `<body><script type="application/json" id="${BOOT_DATA_ID}">{"preload":[],"start":["/assets/react.js","/assets/start.js"]}</script><script type="module" src="/assets/entry.js"></script></body>`;
    expect(firstLoadScripts(html).sort()).toEqual(['/assets/entry.js', '/assets/react.js', '/assets/start.js']);
  });
});
