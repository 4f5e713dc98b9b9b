/**
 * One route checked in the browser. In the built site ({@link visit}): loads it at 1280 px, waits for hydration,
 * scrolls through it (so everything that fades in is shown), reads the DOM facts, runs axe (at rest and with each
 * disclosure and dialog opened, see states.ts), then narrows the window to 375 px and runs axe and the link-text
 * check again; console messages, uncaught errors and CSP violations are collected from the first request to the
 * end. In the development server ({@link devCheck}): React's development build reports hydration mismatches of
 * attributes (the production build reports only text mismatches), so any console error or warning, uncaught error
 * or missing hydration there fails the route.
 */
import type { Browser, Page } from '@playwright/test';
import { runAxe, formatViolation } from './axe.js';
import { readFacts, type PageFacts } from './pageFacts.js';
import { checkLinkTexts } from './linkText.js';
import { checkConsole, type ConsoleEntry, type Expected404 } from './console.js';
import { widths } from './config.js';
import { checkContentStates, checkLayoutStates, type StateResults } from './states.js';

export interface Visit {
  url: string;
  facts: PageFacts;
  axe: string[];
  /** The opened states axe checked ("1280px #faq opened"…). */
  states: string[];
  linkTexts: string[];
  console: ConsoleEntry[];
  /** Problems loading the page at all (status, hydration). */
  load: string[];
}

/** A page at 1280 px in a context of its own, recording console messages and uncaught errors; `use` runs with it, then the context closes. */
async function withPage<T>(browser: Browser, use: (page: Page, entries: ConsoleEntry[]) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: widths.desktop });
  // tsx (esbuild with keepNames) wraps named functions in a `__name(…)` helper that exists in Node but not in the
  // page; functions sent to page.evaluate need a stand-in.
  await context.addInitScript('globalThis.__name ??= (f) => f');
  const page = await context.newPage();
  const entries: ConsoleEntry[] = [];
  page.on('console', (m) => entries.push({ type: m.type(), text: m.text(), url: m.location().url || undefined }));
  page.on('pageerror', (e) => entries.push({ type: 'pageerror', text: e.message }));
  try {
    return await use(page, entries);
  } finally {
    await context.close();
  }
}

/** Records CSP violations in the page, where the audit reads them at the end. */
function watchCsp(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

/** Waits for the router's mark that React hydrated the document; false when it never comes. */
function hydrated(page: Page, timeout = 15_000): Promise<boolean> {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout }).then(() => true, () => false);
}

/** Lets lazy chunks, data and images settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Scrolls through the page and back, a screen at a time, so sections that fade in when seen and lazy pictures
 * are all shown (axe skips what is transparent), then lets them settle.
 */
async function scrollThrough(page: Page) {
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }));
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

/**
 * `layoutStates`: also open the header dropdown and the phone menu (they are the same on every page, so one
 * route is enough).
 */
export function visit(browser: Browser, origin: string, path: string, expectedStatus: number, layoutStates: boolean): Promise<Visit> {
  return withPage(browser, async (page, entries) => {
    await watchCsp(page);
    const url = origin + path;
    const load: string[] = [];
    const res = await page.goto(url, { waitUntil: 'load' });
    const status = res?.status() ?? 0;
    if (status !== expectedStatus) load.push(`answered ${status}, expected ${expectedStatus}`);
    if (!(await hydrated(page))) load.push('never hydrated (no data-hydrated mark within 15 s)');
    await settle(page);
    await scrollThrough(page);
    const facts = await readFacts(page);
    const axe = (await runAxe(page)).map((v) => `1280px ${formatViolation(v)}`);
    const linkTexts = checkLinkTexts(facts.anchors, page.url());
    const states: StateResults = new Map();
    await checkContentStates(page, '1280px', states);
    if (layoutStates) await checkLayoutStates(page, '1280px', false, states);
    await page.setViewportSize(widths.mobile);
    await settle(page);
    axe.push(...(await runAxe(page)).map((v) => `375px ${formatViolation(v)}`));
    if (layoutStates) await checkLayoutStates(page, '375px', true, states);
    for (const found of states.values()) axe.push(...found);
    for (const p of checkLinkTexts((await readFacts(page)).anchors, page.url())) if (!linkTexts.includes(p)) linkTexts.push(p);
    const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    entries.push(...csp.map((text) => ({ type: 'csp', text })));
    return { url, facts, axe, states: [...states.keys()], linkTexts, console: entries, load };
  });
}

/** The route in the development server: hydration and the console (what a not-found page must print is allowed there). */
export function devCheck(browser: Browser, origin: string, path: string, expected?: Expected404): Promise<string[]> {
  return withPage(browser, async (page, entries) => {
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
    const problems = (await hydrated(page, 30_000)) ? [] : ['dev: never hydrated'];
    await settle(page);
    return [...problems, ...checkConsole(entries, expected && { ...expected, documentUrl: origin + path }).map((p) => `dev: ${p}`)];
  });
}
