// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import {
  afterFirstPaint,
  afterPageLoad,
  bootApp,
  preloadModules,
  readBootData,
  BOOT_DATA_ID,
  LOAD_WAIT_MS,
  SITE_DATA_URL,
} from '../../../src/client/boot';
import { chunksOf } from '../../../src/build/assets';
import { firstLoadScripts } from '../../../tools/budget';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('entry-client boot', () => {
  it('reads the boot data block the server wrote', () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":["faq"],"preload":["/assets/app.js"]}</script>`;
    expect(readBootData()).toMatchObject({ blocks: ['faq'], preload: ['/assets/app.js'] });
  });

  /** A visible page in a given loading state, whose timers and animation frames run only when the test says. */
  function page(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState = 'visible') {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibilityState);
  }
  /** Runs the zero-delay timers (the fake clock runs them 1 ms later) and lets their promises settle. */
  const settle = () => vi.advanceTimersByTimeAsync(1).then(() => undefined);

  it('waits for the first animation frame and the task after it before the app code is fetched', async () => {
    page('complete');
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await settle();
    expect(done).toHaveBeenCalled();
  });

  it('does not wait for a paint in a hidden tab', async () => {
    page('complete', 'hidden');
    await afterFirstPaint();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the load event (the pictures) and a paint after it before the app code is fetched', async () => {
    page('interactive');
    const done = vi.fn();
    void afterPageLoad().then(done);
    vi.advanceTimersToNextFrame();
    await settle();
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    vi.advanceTimersToNextFrame();
    await settle();
    expect(done).toHaveBeenCalled();
  });

  it('starts anyway when the pictures take longer than the limit, and at once when the page has loaded already', async () => {
    page('loading');
    const done = vi.fn();
    void afterPageLoad().then(done);
    await vi.advanceTimersByTimeAsync(LOAD_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.advanceTimersToNextFrame();
    await settle();
    expect(done).toHaveBeenCalled();

    page('complete');
    const loaded = vi.fn();
    void afterPageLoad().then(loaded);
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
    await settle();
    expect(loaded).toHaveBeenCalled();
    page('loading', 'hidden');
    await afterPageLoad();
  });

  it('adds one modulepreload link per chunk, once', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    preloadModules(['/assets/a.js', '/assets/b.js', '/assets/b.js', '/assets/c.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(
      ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
    );
  });
});

describe('bootApp: the app is evaluated and started in short tasks', () => {
  /** A loaded, visible page whose timers wait until the test runs them, one task at a time. */
  const SITE = { site: { labels: {} }, head: {}, notFoundHead: {} };
  function taskWindow(siteResponse: () => Promise<Response> = async () => new Response(JSON.stringify(SITE))) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const fetch = vi.fn(siteResponse);
    vi.stubGlobal('fetch', fetch);
    const flush = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    /** Runs the next animation frame or timer, letting its promises settle. */
    const runOneTask = async () => {
      await flush();
      if (vi.getTimerCount()) vi.advanceTimersToNextTimer();
      await flush();
    };
    /** Runs the queued tasks one at a time until none is left. */
    const runTasks = async () => {
      await flush();
      while (vi.getTimerCount()) await runOneTask();
    };
    return { runTasks, runOneTask, fetch };
  }

  it('imports the chunks in the listed order, one task each, and starts the app in a task after the last', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":["/assets/react.js","/assets/app.js"],"start":["/assets/react.js","/assets/app.js","/assets/start.js"]}</script>`;
    const { runOneTask, runTasks } = taskWindow();
    const events: string[] = [];
    const start = vi.fn(async () => {
      events.push('start');
    });
    const importUrl = vi.fn(async (url: string) => {
      events.push(url);
      return url.endsWith('start.js') ? { start } : {};
    });
    const done = bootApp(importUrl);
    await runOneTask(); // the first paint
    await runOneTask(); // the task after it
    expect(events).toEqual(['/assets/react.js']);
    await runOneTask();
    expect(events).toEqual(['/assets/react.js', '/assets/app.js']);
    await runOneTask();
    expect(events).toEqual(['/assets/react.js', '/assets/app.js', '/assets/start.js']);
    expect(start).not.toHaveBeenCalled(); // the start module's evaluation and the start are two tasks
    await runTasks();
    await done;
    expect(events).toEqual(['/assets/react.js', '/assets/app.js', '/assets/start.js', 'start']);
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ start: ['/assets/react.js', '/assets/app.js', '/assets/start.js'] }),
      SITE,
    );
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(
      ['/assets/react.js', '/assets/app.js'],
    );
  });

  it('imports the source on the dev server (no chunks listed) and still starts in a task of its own', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[]}</script>`;
    const { runOneTask, runTasks } = taskWindow();
    const start = vi.fn(async () => undefined);
    const importUrl = vi.fn();
    const devStart = vi.fn(async () => ({ start }));
    const done = bootApp(importUrl, devStart);
    await runOneTask(); // the first paint
    await runOneTask(); // the task after it
    expect(devStart).toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    await runTasks();
    await done;
    expect(start).toHaveBeenCalledTimes(1);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('fetches the site settings once the page has loaded, beside the chunks', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[],"start":["/assets/start.js"]}</script>`;
    const { runOneTask, runTasks, fetch } = taskWindow();
    const start = vi.fn(async () => undefined);
    const done = bootApp(async () => ({ start }));
    expect(fetch).not.toHaveBeenCalled(); // not before the load event and a paint
    await runOneTask();
    await runOneTask();
    expect(fetch).toHaveBeenCalledWith(SITE_DATA_URL);
    await runTasks();
    await done;
    expect(start).toHaveBeenCalledWith(expect.anything(), SITE);
  });

  it('leaves the page as it was served, with a warning, when the site settings cannot be fetched', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"blocks":[],"preload":[],"start":["/assets/start.js"]}</script>`;
    const { runTasks } = taskWindow(async () => new Response('', { status: 503 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = vi.fn(async () => undefined);
    const done = bootApp(async () => ({ start }));
    await runTasks();
    await done;
    expect(start).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/_site.json: 503'));
  });
});

describe("chunksOf in evaluation order: the app's chunks in an order where each import evaluates one chunk", () => {
  it("lists each chunk after the chunks it imports, each once, the module's own chunk last", () => {
    const vm = {
      'src/client/start.tsx': { file: 'assets/start.js', imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js', imports: ['_react.js', '_runtime.js'] },
      '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
    };
    expect(chunksOf(vm, 'src/client/start.tsx', 'evaluation')).toEqual([
      'assets/runtime.js',
      'assets/react.js',
      'assets/app.js',
      'assets/start.js',
    ]);
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
