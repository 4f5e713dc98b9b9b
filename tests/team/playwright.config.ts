import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../fixtures/chromium';
import { editorUrl } from './setup';

/**
 * The team editor's end-to-end tests: `npm run team` behind Debian's nginx with HTTPS (a self-signed
 * certificate), on a temporary git clone of the content (tests/team/serve.ts), in Debian's Chromium. One worker:
 * the tests share the clone and the accounts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: editorUrl,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node --import tsx tests/team/serve.ts',
    cwd: '../..',
    url: `${editorUrl}/_edit/sign-in`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
