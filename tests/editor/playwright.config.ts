import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../fixtures/chromium';
import { editorUrl } from './tempRoot';

/**
 * The editor's end-to-end tests: `npm run edit` on a temporary copy of the content (tests/editor/serve.ts), in
 * Debian's Chromium. One worker: the tests edit files of the same copy.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: editorUrl,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node --import tsx tests/editor/serve.ts',
    cwd: '../..',
    url: `${editorUrl}/_edit`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
