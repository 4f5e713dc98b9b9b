import { defineConfig } from '@playwright/test';
import { ports, urls } from './tests/e2e/ports';
import { chromiumLaunch } from './tests/fixtures/chromium';

/**
 * End-to-end tests against the built site (npm start's server) and the dev server, in Debian's Chromium; the
 * nginx project runs the smoke tour against nginx with the generated configuration and compares it with
 * npm start (nginx.spec.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: urls.site,
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--disable-quic'] },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', testIgnore: /nginx\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: /nginx\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'nginx',
      testMatch: /(smoke|nginx)\.spec\.ts/,
      use: { baseURL: urls.nginx, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx src/server/serve.ts --build-if-needed --port ${ports.site}`,
      url: `${urls.site}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      // After the site's entry, which builds dist/ when needed; installs Debian's nginx when it is missing.
      command: 'bash tools/ensure-nginx.sh && node --import tsx tests/e2e/nginx-site.ts',
      url: `${urls.nginx}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/contact-site.ts',
      url: `${urls.contact}/contact`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      command: `npx vite --port ${ports.dev} --strictPort`,
      url: `${urls.dev}/_data/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
