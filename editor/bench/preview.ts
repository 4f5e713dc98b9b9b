/**
 * `npm run bench:edit`: from a keystroke in the editor's form to the updated preview, on the largest page file
 * of the site. Starts `npm run edit` on a temporary copy of the content, opens the page's first block, and types
 * into its title one key at a time (Playwright's keyboard, in Chromium). Each keystroke is timed in the
 * browser, from its keydown to the first animation frame after the new text is in the preview's DOM.
 *
 *   npx tsx editor/bench/preview.ts [--keys 30] [--file pages/x.yaml]
 *
 * prints each keystroke, the median, the 90th percentile and the maximum, and a line `bench edit_preview_ms=<median>`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { projectRoot } from '../../tests/editor/tempRoot';
import { startLocalEditor } from './localEditor';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};

function largestPage(): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  const pages = walk(join(projectRoot, 'pages')).filter(
    (f) => /\.ya?ml$/.test(f) && !/collections|_site|_pending/.test(f),
  );
  return relative(projectRoot, pages.sort((a, b) => statSync(b).size - statSync(a).size)[0]);
}

/**
 * Runs in the editor page: resolves with the wall-clock time (ms since the epoch) of the next keydown. A string,
 * so that no helper of the TypeScript loader leaks into the browser.
 */
const KEYDOWN = `new Promise((resolve) => {
  addEventListener('keydown', () => resolve(performance.timeOrigin + performance.now()), { once: true, capture: true });
})`;

/**
 * Runs in the preview frame (its own origin, so the editor page cannot look into it): resolves with the
 * wall-clock time of the first animation frame after the preview shows EXPECTED.
 */
const SHOWN = `new Promise((resolve) => {
  (function check() {
    if (document.body.textContent.includes(EXPECTED)) {
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    } else requestAnimationFrame(check);
  })();
})`;

const keys = Number(arg('keys', '30'));
const file = arg('file', largestPage());
const port = 5290 + Number(process.env.PW_PORT_OFFSET ?? 0);
const editor = await startLocalEditor(port);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  console.log(`editor up; opening ${file}`);
  await page.goto(`http://localhost:${port}/_edit#${file}`);
  await page.locator('[data-block-row] button').first().click({ timeout: 30_000 });
  const input = page.locator('#root_title');
  await input.waitFor();
  await page
    .frameLocator('[data-preview-frame]')
    .locator('body')
    .getByText((await input.inputValue()).slice(0, 20))
    .first()
    .waitFor({ timeout: 30_000 });
  console.log('preview drawn; typing');
  await input.focus();
  await page.keyboard.press('End');
  const times: number[] = [];
  for (let i = 0; i < keys; i++) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    const expected = `${await input.inputValue()}${key}`;
    const frame = page.frames().find((f) => f.url().includes('/_edit/preview'))!;
    const pressed = page.evaluate(KEYDOWN) as Promise<number>;
    const shown = frame.evaluate(SHOWN.replace('EXPECTED', JSON.stringify(expected))) as Promise<number>;
    pressed.catch(() => undefined);
    shown.catch(() => undefined);
    await page.waitForTimeout(30);
    await page.keyboard.press(key);
    times.push((await shown) - (await pressed));
    await page.waitForTimeout(150);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`${file}: ${keys} keystrokes, ms each: ${times.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(
    `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (target: 150 ms)`,
  );
  console.log(`bench edit_preview_ms=${at(0.5).toFixed(0)}`);
} finally {
  await browser.close();
  editor.stop();
}
