/**
 * A blog article translated as the office manager does it: found in the Translations screen under "Blog articles"
 * in Kannada, started, its title typed beside the English and seen in the preview of the Kannada article, its text
 * shown formatted (never as tags) and written with the rich-text widget, saved with the article's words under
 * `item`, waiting for a native speaker's check. Article 2, which has no translation in the project, so the test never
 * depends on translations other work adds; its file is taken away again after.
 */
import { test, expect } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { onDisk, original, preview, save } from './helpers';
import { codeIn, wordsOnScreen } from '../fixtures/plainWords';
import { editorViolations as violations } from '../fixtures/editorAxe';
import { editRoot } from './tempRoot';

test.describe.configure({ mode: 'serial' });

const KN_2 = 'pages/translations/kn/collections/blog/2.yaml';
const english = parse(original('pages/collections/blog.yaml')).items.find((i: { id: number }) => i.id === 2);
const kannada = 'ಆಸ್ಟ್ರೇಲಿಯಾದ ಹಣಕಾಸು ವರ್ಷಾಂತ್ಯ: ಜೂನ್ 30ರ ಪಟ್ಟಿ';
const drop = () => rmSync(join(editRoot, KN_2), { force: true });

test.beforeAll(drop);
test.afterAll(drop);

test('a blog article’s Kannada translation: found under Blog articles, started, its title seen in the Kannada preview, saved under the article', async ({
  page,
}) => {
  await page.goto('/_edit#translations');
  const articles = page.locator('[data-language="kn"] [data-articles="blog"]');
  await expect(articles.locator('h3')).toHaveText('Blog articles', { timeout: 20_000 });
  const row = articles.locator('[data-article="blog/2"]');
  await expect(row).toContainText(english.title);
  await expect(row).toContainText('Not translated yet');
  await expect(row).toContainText('/kn/resources/blog/2');
  // The page every article is shown on: its labels are translated once for all articles.
  await expect(articles).toContainText('Blog article page (labels shared by every article)');
  expect(codeIn(await wordsOnScreen(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/translate-article-list.png' });

  await row.locator('[data-start-translation="kn"]').click();
  const view = page.locator('[data-translation-editor="kn"]');
  await expect(view.locator('h1')).toHaveText(`${english.title}, in Kannada (ಕನ್ನಡ)`, { timeout: 20_000 });
  await expect(view).toContainText('/kn/resources/blog/2');
  expect(parse(onDisk(KN_2))).toEqual({ madeFrom: expect.stringMatching(/^[0-9a-f]{12}$/) });

  // One part, the article; its English title beside the Kannada box.
  const part = page.locator('[data-translation-section="item"]');
  await expect(part.locator('#t-section-item')).toHaveText('The article');
  await expect(page.locator('#t-item-title-en')).toHaveText(english.title);
  const title = page.locator('#t-item-title');
  await expect(title).toHaveAttribute('lang', 'kn');

  // The article's text: the English formatted as on the site, never its tags; the translation in the rich-text widget.
  const text = page.locator('#t-item-content-en');
  await expect(text.locator('h2').first()).toBeVisible();
  expect(await text.innerText()).not.toMatch(/<\/?(p|h2|ul|li|strong)\b/);
  const box = page.locator('#t-item-content');
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();

  // The preview is the article's Kannada page.
  await expect(preview(page).locator('h1')).toHaveText(english.title, { timeout: 20_000 });
  await title.fill(kannada);
  await expect(preview(page).locator('h1')).toHaveText(kannada, { timeout: 20_000 });
  await expect(part).toHaveAttribute('data-awaiting', 'true');
  await expect(part).toContainText('Waiting for a native speaker’s check');
  expect(codeIn(await wordsOnScreen(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/translate-article-view.png' });

  const changes = await save(page);
  expect(changes).toContain(`Title: added “${kannada}”`);
  const saved = parse(onDisk(KN_2));
  expect(saved.item).toEqual({ awaitingCheck: true, title: kannada });
  expect(saved.madeFrom).toMatch(/^[0-9a-f]{12}$/);

  // Back in the list: started, one field of several translated, waiting for a check.
  await page.goto('/_edit#translations');
  await expect(row).not.toContainText('Not translated yet', { timeout: 20_000 });
  await expect(row).toContainText('Waiting for a native speaker’s check');
  await expect(row).toContainText(/\d+ fields not translated/);
});

test('the article’s text translated with the rich-text widget is saved as formatted text', async ({ page }) => {
  await page.goto(`/_edit#${KN_2}`);
  const box = page.locator('#t-item-content');
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.click();
  await page.locator('[data-format="heading2"]').click();
  await page.keyboard.type('ಮೊದಲ ಹೆಜ್ಜೆ');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ಪಟ್ಟಿ ಇಲ್ಲಿದೆ');
  await expect(preview(page).locator('h2', { hasText: 'ಮೊದಲ ಹೆಜ್ಜೆ' })).toBeVisible({ timeout: 20_000 });
  await page
    .locator('[data-translation-field="item/content"]')
    .screenshot({ path: 'test-results/translate-article-text.png' });
  expect(codeIn(await wordsOnScreen(page))).toEqual([]);
  expect(await violations(page)).toEqual([]);
  const changes = await save(page);
  expect(changes).not.toMatch(/<\/?(p|h2)\b/);
  const saved = parse(onDisk(KN_2));
  expect(saved.item.content).toContain('<h2>ಮೊದಲ ಹೆಜ್ಜೆ</h2>');
  expect(saved.item.content).toContain('<p>ಪಟ್ಟಿ ಇಲ್ಲಿದೆ</p>');
  expect(saved.item.title).toBe(kannada);
});
