import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir } from '../../src/common/projectPaths';
import { waitForHydration } from './helpers';

/**
 * Search per language (src/build/searchIndex.ts, src/search/pagefind.ts): from a Kannada page, the header's box
 * finds a Kannada word of the Kannada contact page, and only Kannada pages; a Hindi page finds the Hindi blog article;
 * from an English page, an English word
 * finds English pages only. The words are taken from the built pages' text.
 */

/** The words of a built page's <main> written in `script` (at least `min` letters long), in order. */
function wordsOf(path: string, script: RegExp, min: number): string[] {
  const html = readFileSync(join(distDir, path.slice(1), 'index.html'), 'utf8');
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/[\s.,:;!?()"'“”‘’]+/)
    .filter((w) => script.test(w) && [...w].length >= min);
}

/** The addresses of the results the header's box lists for `query`. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  const box = page.locator('#header-search');
  await box.click();
  await box.fill(query);
  const links = page.locator('#header-search-results a');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe('search per language', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the header box is the same code on a phone');

  test('a Kannada page finds Kannada pages by a Kannada word', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const word = wordsOf('/kn/contact', /^[\u0c80-\u0cff\u200c\u200d]+$/, 5)[0];
    expect(word).toBeTruthy();
    await page.goto('/kn/about');
    await waitForHydration(page);
    const found = await resultsFor(page, word);
    expect(found).toContain('/kn/contact');
    expect(found.every((path) => path === '/kn' || path.startsWith('/kn/'))).toBe(true);
    expect(fetched).toContain('/pagefind/kn/pagefind.js');
  });

  test('a Hindi page finds a translated blog article by a word of its text', async ({ page }) => {
    const devanagari = /^[\u0900-\u097f\u200c\u200d]+$/;
    const elsewhere = new Set(
      ['/hi', '/hi/about', '/hi/contact', '/hi/resources/blog'].flatMap((p) => wordsOf(p, devanagari, 3)),
    );
    const word = wordsOf('/hi/resources/blog/1', devanagari, 6).find((w) => !elsewhere.has(w));
    expect(word).toBeTruthy();
    await page.goto('/hi/about');
    await waitForHydration(page);
    const found = await resultsFor(page, word!);
    expect(found).toContain('/hi/resources/blog/1');
    expect(found.every((path) => path.startsWith('/hi'))).toBe(true);
  });

  test('an English page finds English pages only', async ({ page }) => {
    const word = wordsOf('/contact', /^[A-Za-z]+$/, 6)[0];
    await page.goto('/about');
    await waitForHydration(page);
    const found = await resultsFor(page, word);
    expect(found).toContain('/contact');
    expect(found.some((path) => /^\/(kn|hi)(\/|$)/.test(path))).toBe(false);
  });
});
