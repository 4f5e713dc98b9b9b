import { test, expect } from '@playwright/test';
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { waitForHydration, watchConsole } from './helpers';
import { urls } from './ports';

const dev = urls.dev;
const root = join(import.meta.dirname, '..', '..');

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(() => test.info().project.name !== 'desktop', 'one viewport is enough');

  test('renders on the server and hydrates with no warnings (attribute mismatches included)', async ({ page }) => {
    for (const path of ['/', '/about', '/contact', '/resources/blog/2']) {
      const log = watchConsole(page);
      const res = await page.goto(dev + path);
      expect(res!.status(), path).toBe(200);
      expect(await res!.text()).toMatch(/<h1/);
      await waitForHydration(page);
      log.expectClean();
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('saving a YAML file updates the open page without a full reload', async ({ page }) => {
    const file = join(root, 'pages/e2e-hot-reload.yaml');
    const yaml = (text: string) => `route: /e2e-hot-reload\nsitemap: false\nmeta:\n  title: Hot reload check\n  description: A temporary page written by the end-to-end tests.\nsections:\n  - type: hero\n    id: check\n    title: ${text}\n`;
    writeFileSync(file, yaml('First version'));
    try {
      await expect.poll(async () => (await page.request.get(`${dev}/_data/e2e-hot-reload.json`)).status()).toBe(200);
      await page.goto(`${dev}/e2e-hot-reload`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('First version');
      await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
      writeFileSync(file, yaml('Second version'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second version', { timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
