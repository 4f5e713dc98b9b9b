import { expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

/** The site file, read like the build reads it, so tests compare against the content rather than copies of it. */
export const site = parse(readFileSync(join(root, 'pages/_site.yaml'), 'utf8'));

/** Every path the build prerendered (routes, aliases, collection items), from the generated sitemap and data. */
export function builtPaths(): string[] {
  const dist = process.env.SITE_DIST ?? join(root, 'dist');
  const files = JSON.parse(readFileSync(join(dist, '_paths.json'), 'utf8')) as string[];
  return files;
}

export const isMobile = (info: TestInfo) => (info.project.use.viewport?.width ?? 1280) < 768;

/** Collects console errors and page errors; call `expectClean()` at the end. */
export function watchConsole(page: Page, ignore: RegExp[] = []) {
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore.some((r) => r.test(m.text()))) problems.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return {
    warnings,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** Waits until React has hydrated the page (the router marks itself ready). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * A glob for every web variant the build makes of a source picture (/images/gallery/a.webp →
 * **\/assets/img/gallery/a.*), for tests that make a picture fail to load.
 */
export function variantsOf(src: string): string {
  return `**/assets/img${src.replace(/^\/images\//, '/').replace(/\.[^./]+$/, '')}.*`;
}

/** The width of the variant an <img> shows (…-1024.avif → 1024), or 0 for any other file. */
export function variantWidth(url: string): number {
  return Number(/-(\d+)\.(?:avif|webp)$/.exec(url)?.[1] ?? 0);
}
