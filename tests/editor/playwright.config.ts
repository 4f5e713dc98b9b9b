import { defineConfig } from '@playwright/test';
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/editor/serve.ts',
    cwd: '../..',
    url: `${editorUrl}/_edit`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
