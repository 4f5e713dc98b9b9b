/**
 * Live-preview timing: how long from saving a YAML file to the updated text being visible in the open page.
 *
 * Starts the Vite dev server (the project's vite.config.ts) on a free port, opens a page in Chromium, scrolls
 * down to a section, then edits that section's title several times, measuring each time from the file write
 * to the first animation frame after the new text is in the DOM (timed in the browser, against the same wall
 * clock). After every edit it checks that the scroll position was kept and that the page was not reloaded.
 *
 * Copy-safe: by default the edits go to a temporary copy of a real page (same content, its own route), which is
 * deleted afterwards, so nobody's content is touched. With `inPlace`, a real file is edited and restored byte
 * for byte afterwards, also when the run fails or is interrupted (unless someone else changed it meanwhile,
 * which is reported instead of overwritten).
 *
 *   npx tsx scripts/bench/preview.ts [--runs 5] [--source pages/about.yaml] [--in-place] [--debug]
 *
 * prints each edit, the median and the maximum, and a line `bench preview_ms=<median>`; exit code 1 when the
 * scroll position was lost or the page reloaded.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';
import { chromium, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { projectRoot } from '../paths.js';

export interface PreviewBenchOptions {
  /** Project root holding vite.config.ts, pages/, schema/ (default: this project). */
  root?: string;
  /** The page file whose content is shown and edited, relative to root (default pages/about.yaml). */
  source?: string;
  /** Edit `source` itself (restored afterwards) instead of a temporary copy of it. */
  inPlace?: boolean;
  /** Timed edits (default 5), after one untimed warm-up edit. */
  runs?: number;
  /** Dev server port (default: a free one). */
  port?: number;
  /** Chromium to drive (default CHROMIUM_PATH or /usr/bin/chromium). */
  executablePath?: string;
  /** Viewport (default 1280 × 800). */
  viewport?: { width: number; height: number };
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Also log the page's navigations and console messages, and why waiting in the page failed. */
  debug?: boolean;
}

export interface PreviewBenchResult {
  /** Milliseconds from file write to the updated text visible, one per timed edit. */
  samples: number[];
  median: number;
  max: number;
  /** The scroll position was the same after every edit (within 2 px). */
  scrollKept: boolean;
  /** The page was reloaded at least once (it should update in place). */
  fullReload: boolean;
  /** The address opened and the file edited. */
  path: string;
  file: string;
  /** Where in the file: the section whose title was edited. */
  section: string;
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = netServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The last section with a text `title`, as the place to edit: its value node and its name in words. */
function editTarget(text: string): { node: Scalar; section: string } {
  const doc = parseDocument(text, { lineCounter: new LineCounter() });
  const sections = doc.get('sections', true);
  if (!isSeq(sections)) throw new Error('the page has no sections');
  for (const item of [...sections.items].reverse()) {
    if (!isMap(item)) continue;
    const title = item.get('title', true);
    if (isScalar(title) && typeof title.value === 'string' && title.value.length > 2) {
      return { node: title, section: `section "${String(item.get('id'))}" (${String(item.get('type'))})` };
    }
  }
  throw new Error('no section of the page has a title to edit');
}

/** The text with the title's value replaced (double-quoted, so any text is valid YAML). */
function withTitle(text: string, node: Scalar, value: string): string {
  const [start, end] = node.range!;
  return text.slice(0, start) + JSON.stringify(value) + text.slice(end);
}

/** A copy of a page under its own route, without aliases (they would clash with the original's). */
function pageCopy(text: string, route: string): string {
  const doc = parseDocument(text);
  doc.set('route', route);
  doc.delete('aliases');
  doc.set('sitemap', false);
  return doc.toString({ lineWidth: 0 });
}

/** Page script: `window.benchSeen` resolves to the wall-clock time of the first frame showing `text`. */
function watchFor(text: string): string {
  return `(() => {
    const text = ${JSON.stringify(text)};
    window.benchSeen = new Promise((resolve) => {
      const seen = () => (document.body.textContent || '').includes(text);
      const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      if (seen()) { done(); return; }
      const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); done(); } });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  })()`;
}

async function waitForText(page: Page, text: string, timeout: number): Promise<void> {
  await page.waitForFunction((t) => document.body.textContent?.includes(t) ?? false, text, { timeout, polling: 50 });
}

/** Runs the measurement; see the file comment. Always cleans up: the dev server, the browser and the file. */
export async function measurePreview(opts: PreviewBenchOptions = {}): Promise<PreviewBenchResult> {
  const root = opts.root ?? projectRoot;
  const source = opts.source ?? 'pages/about.yaml';
  const runs = opts.runs ?? 5;
  const log = opts.log ?? (() => {});
  const original = readFileSync(join(root, source), 'utf8');
  const route = /^route:\s*(\S+)/m.exec(original)?.[1];
  if (!route || route.includes('$')) throw new Error(`${source} has no plain route to open`);

  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const file = opts.inPlace ? source : `pages/bench-preview-${stamp}.yaml`;
  const path = opts.inPlace ? route : `/bench-preview-${stamp}`;
  const full = join(root, file);
  const base = opts.inPlace ? original : pageCopy(original, path);
  let lastWritten: string | undefined;
  const cleanUp = () => {
    if (!opts.inPlace) { rmSync(full, { force: true }); return; }
    if (lastWritten === undefined) return;
    const now = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    if (now === lastWritten) writeFileSync(full, original);
    else if (now !== original) console.error(`preview bench: ${file} was changed by someone else during the run; left as it is (the bench's edits were not restored over it).`);
  };
  const onSignal = () => { cleanUp(); process.exit(130); };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let server: ViteDevServer | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    if (!opts.inPlace) { writeFileSync(full, base); lastWritten = base; }
    const { node, section } = editTarget(base);
    const title = String(node.value);
    const port = opts.port ?? (await freePort());
    server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'error', server: { port, strictPort: true } });
    await server.listen();
    const url = `http://localhost:${port}${path}`;
    log(`preview: ${relative(root, full)} at ${url}, editing the title of ${section}, ${runs} timed edits`);

    browser = await chromium.launch({ executablePath: opts.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
    const page = await browser.newPage({ viewport: opts.viewport ?? { width: 1280, height: 800 } });
    // The dev server may need a moment to see a new file; ask until the page has data.
    for (let i = 0; i < 100 && (await page.request.get(`http://localhost:${port}/_data${path}.json`)).status() !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    await page.evaluate(() => { (window as unknown as { benchMarker: number }).benchMarker = 1; });
    if (opts.debug) {
      page.on('framenavigated', (f) => { if (f === page.mainFrame()) log(`  (navigated to ${f.url()})`); });
      page.on('console', (m) => log(`  (console ${m.type()}: ${m.text().slice(0, 160)})`));
    }
    const heading = page.getByText(title, { exact: true }).first();
    await heading.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -100));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    if (opts.debug) log(`  (before: scrollY ${scrollBefore}, marker ${await page.evaluate(() => (window as unknown as { benchMarker?: number }).benchMarker)})`);
    if (scrollBefore < 100) throw new Error(`the page did not scroll down (scrollY ${scrollBefore}); pick a longer page`);

    const samples: number[] = [];
    let scrollKept = true;
    let fullReload = false;
    for (let i = 0; i <= runs; i++) {
      const value = `${title} · edit ${i} ${stamp}`;
      // In the browser: the wall-clock time of the first frame after the new text is in the DOM. (A string, not a
      // function: tsx would add helper calls to a function's source that do not exist in the page.)
      await page.evaluate(watchFor(value));
      const text = withTitle(base, node, value);
      const start = performance.timeOrigin + performance.now();
      writeFileSync(full, text);
      lastWritten = text;
      let end: number;
      try {
        end = await page.evaluate(() => (window as unknown as { benchSeen: Promise<number> }).benchSeen);
      } catch (e) {
        if (opts.debug) log(`  (waiting in the page failed: ${(e as Error).message.split('\n')[0]})`);
        // The page navigated (a full reload destroys the context): wait for the text in the new document.
        fullReload = true;
        await waitForText(page, value, 30_000);
        end = performance.timeOrigin + performance.now();
      }
      const ms = Math.round(end - start);
      const after = await page.evaluate(() => ({ y: window.scrollY, marker: (window as unknown as { benchMarker?: number }).benchMarker }));
      if (after.marker !== 1) fullReload = true;
      if (Math.abs(after.y - scrollBefore) > 2) scrollKept = false;
      log(`  ${i === 0 ? 'warm-up' : `edit ${i}`}: ${ms} ms (scrollY ${after.y}${after.marker === 1 ? '' : ', page reloaded'})`);
      if (i > 0) samples.push(ms);
      await new Promise((r) => setTimeout(r, 250));
    }
    return { samples, median: median(samples), max: Math.max(...samples), scrollKept, fullReload, path, file, section };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cleanUp();
    await browser?.close().catch(() => {});
    await server?.close().catch(() => {});
  }
}

/** Command-line use: `npx tsx scripts/bench/preview.ts [--runs N] [--source pages/x.yaml] [--in-place] [--debug]`. */
async function main(): Promise<void> {
  const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
  const result = await measurePreview({
    runs: arg('--runs') ? Number(arg('--runs')) : undefined,
    source: arg('--source'),
    inPlace: process.argv.includes('--in-place'),
    debug: process.argv.includes('--debug'),
    log: (line) => console.log(line),
  });
  console.log(`save → updated page: median ${result.median} ms, max ${result.max} ms over ${result.samples.length} edits; scroll kept: ${result.scrollKept ? 'yes' : 'no'}; full reload: ${result.fullReload ? 'yes' : 'no'}`);
  console.log(`bench preview_ms=${result.median}`);
  if (!result.scrollKept || result.fullReload) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(`preview bench failed: ${(e as Error).message}`);
    process.exitCode = 1;
  });
}
