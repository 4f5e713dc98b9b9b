/**
 * One route checked in the browser. In the built site ({@link visit}): hydration, axe at rest and in each opened
 * state (states.ts) at 1280 and 375 px after scrolling through (what fades in is shown), the DOM facts, link texts,
 * console messages, uncaught errors and CSP violations. In the development server ({@link devCheck}), whose React
 * build also reports attribute hydration mismatches: hydration and the console.
 */
import type { Browser, Page } from '@playwright/test';
import { runAxe, formatViolation } from './axe.js';
import { readFacts } from './pageFacts.js';
import { checkLinkTexts } from './linkText.js';
import { checkConsole, type ConsoleEntry, type Expected404 } from './console.js';
import { widths } from './config.js';
import { axeInStates, contentStates, headerStates } from './states.js';

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
      w.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
}

/** Waits for the router's mark that React hydrated the document; false when it never comes. */
function hydrated(page: Page, timeout = 15_000): Promise<boolean> {
  return page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout })
    .then(
      () => true,
      () => false,
    );
}

/** Lets lazy chunks, data and images settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Scrolls through the page and back, a screen at a time, so what fades in or loads lazily is shown, and settles. */
export async function scrollThrough(page: Page) {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: innerHeight,
  }));
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

/**
 * The route's facts and problems, `load` holding those of loading it at all (status, hydration); `layoutStates`
 * also opens the header's menus (the same on every page, so one route is enough).
 */
export function visit(browser: Browser, origin: string, path: string, expectedStatus: number, layoutStates: boolean) {
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
    const stateProblems: string[] = [];
    const desktop = [...(await contentStates(page)), ...(layoutStates ? [headerStates.desktop] : [])];
    const states = await axeInStates(page, '1280px', desktop, stateProblems);
    await page.setViewportSize(widths.mobile);
    await settle(page);
    axe.push(...(await runAxe(page)).map((v) => `375px ${formatViolation(v)}`));
    if (layoutStates) states.push(...(await axeInStates(page, '375px', [headerStates.mobile], stateProblems)));
    axe.push(...stateProblems);
    for (const p of checkLinkTexts((await readFacts(page)).anchors, page.url()))
      if (!linkTexts.includes(p)) linkTexts.push(p);
    const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    entries.push(...csp.map((text) => ({ type: 'csp', text })));
    return { url, facts, axe, states, linkTexts, console: entries, load };
  });
}

/** The route in the development server: hydration and the console (what a not-found page must print is allowed there). */
export function devCheck(browser: Browser, origin: string, path: string, expected?: Expected404): Promise<string[]> {
  return withPage(browser, async (page, entries) => {
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
    const problems = (await hydrated(page, 30_000)) ? [] : ['dev: never hydrated'];
    await settle(page);
    return [
      ...problems,
      ...checkConsole(entries, expected && { ...expected, documentUrl: origin + path }).map((p) => `dev: ${p}`),
    ];
  });
}
