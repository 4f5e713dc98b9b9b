/**
 * The development build's check: React's development build reports hydration mismatches of attributes (the
 * production build reports only text mismatches), so every route is loaded once from `vite` (server rendering
 * in development) and any console error or warning, uncaught error or missing hydration fails it.
 */
import type { Browser } from '@playwright/test';
import { checkConsole, type ConsoleEntry, type Expected404 } from './console.js';
import { hydrated } from './visit.js';
import { widths } from './config.js';

export async function devCheck(browser: Browser, origin: string, path: string, expected?: Expected404): Promise<string[]> {
  const context = await browser.newContext({ viewport: widths.desktop });
  const page = await context.newPage();
  const entries: ConsoleEntry[] = [];
  page.on('console', (m) => entries.push({ type: m.type(), text: m.text(), url: m.location().url || undefined }));
  page.on('pageerror', (e) => entries.push({ type: 'pageerror', text: e.message }));
  try {
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
    const problems: string[] = [];
    if (!(await hydrated(page, 30_000))) problems.push('dev: never hydrated');
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const exp = expected && { ...expected, documentUrl: origin + path };
    return [...problems, ...checkConsole(entries, exp).map((p) => `dev: ${p}`)];
  } finally {
    await context.close();
  }
}
