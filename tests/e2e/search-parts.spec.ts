import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, projectRoot } from '../../src/common/projectPaths';
import { canonicalPath, languageOfPath, otherLanguages, pathOfFile } from '../../src/build/searchIndex';
import { waitForHydration } from './helpers';
import { ports } from './ports';

/**
 * A large site's search index is made in parts (src/build/searchIndex.ts) that the browser merges: the built site
 * indexed anew in parts of 12 pages (`--index-only --part-pages 12`, on a linked copy of the output) and served,
 * a phrase from the last page of each part is found from the header's box.
 */
const PART_PAGES = 12;
const url = `http://localhost:${ports.searchParts}`;
let dir: string;
let server: ChildProcess | undefined;

/**
 * The default language's pages in the order the index takes them, each with a few words from its text (none for an
 * alias, which the index leaves out but counts in its part); the other languages' pages have indexes of their own.
 */
function pagesInOrder(root: string): { path: string; phrase: string }[] {
  const pages: { path: string; phrase: string }[] = [];
  const others = otherLanguages(root);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const path = pathOfFile(relative(root, file));
    if (path.startsWith('/pagefind') || languageOfPath(path, others, '') !== '') continue;
    const html = readFileSync(file, 'utf8');
    const canonical = canonicalPath(html);
    if (canonical !== undefined && canonical !== path) {
      pages.push({ path, phrase: '' });
      continue;
    }
    const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
    const words = main
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{5,}$/.test(w));
    pages.push({ path, phrase: words.slice(20, 24).join(' ') });
  }
  // The index's order: by address (searchIndex.ts's pageFiles).
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

test.describe('a search index made in parts', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the header box is the same code on a phone');

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'search-parts-'));
    execFileSync('cp', ['-al', `${distDir}/.`, dir]);
    execFileSync(
      process.execPath,
      ['src/build/launch.mjs', 'build', '--index-only', dir, '--part-pages', String(PART_PAGES)],
      { cwd: projectRoot, stdio: 'pipe' },
    );
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/serve.ts', '--dir', dir, '--port', String(ports.searchParts)],
      { cwd: projectRoot, stdio: 'ignore' },
    );
    await expect
      .poll(async () => (await fetch(`${url}/`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('finds the last page of every part from the header box', async ({ page }) => {
    const parts = JSON.parse(readFileSync(join(dir, 'pagefind', 'parts.json'), 'utf8')) as string[];
    const pages = pagesInOrder(dir);
    expect(parts.length + 1).toBe(Math.ceil(pages.length / PART_PAGES));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    await page.goto(`${url}/about`);
    await waitForHydration(page);
    const box = page.locator('#header-search');
    for (let part = 0; part <= parts.length; part++) {
      const chosen = pages
        .slice(part * PART_PAGES, (part + 1) * PART_PAGES)
        .reverse()
        .find((p) => p.phrase.split(' ').length === 4);
      expect(chosen, `a page with words in part ${part + 1}`).toBeDefined();
      await box.click();
      await box.fill(chosen!.phrase);
      await expect(
        page.locator(`#header-search-results a[href="${chosen!.path}"]`).first(),
        `"${chosen!.phrase}" in part ${part + 1}`,
      ).toBeVisible({ timeout: 20_000 });
    }
  });
});
