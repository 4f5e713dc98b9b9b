/** One Chromium for the whole audit (Debian's build, through Playwright). */
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './config.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
