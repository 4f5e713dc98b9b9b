/**
 * The translator's view: the list of what is missing or out of date per language, a page's Kannada translation
 * started, a field translated beside its English and seen in the preview in Kannada, saved with only its lines
 * written; a section checked by a native speaker; a translation made out of date by a change of the English page,
 * brought up to date by the translator. At 1280 and 375 px.
 */
import { test, expect, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { onDisk, openFile, original, preview, save, writeOnDisk } from './helpers';
import { codeIn, wordsOnScreen } from '../fixtures/plainWords';
import { editorViolations as violations } from '../fixtures/editorAxe';

import { editRoot } from './tempRoot';

const KN = 'pages/translations/kn/about.yaml';
const kannada = 'ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಹಿಂದಿನ ಕಥೆ';

const row = (page: Page, code: string, file: string) => page.locator(`[data-language="${code}"] [data-page="${file}"]`);

// No translations yet, and the English About page as the project has it (other specs save changes to it).
test.beforeAll(() => {
  rmSync(join(editRoot, 'pages/translations'), { recursive: true, force: true });
  writeOnDisk('pages/about.yaml', original('pages/about.yaml'));
});

test('a page’s Kannada translation: started from the list, a field translated shows in the Kannada preview, saved line by line, then checked', async ({
  page,
}) => {
  await page.goto('/_edit#translations');
  await expect(page.locator('[data-language="kn"] h2')).toHaveText('Kannada (ಕನ್ನಡ)', { timeout: 20_000 });
  await expect(page.locator('[data-language="hi"] h2')).toHaveText('Hindi (हिन्दी)');
  await expect(row(page, 'kn', 'pages/about.yaml')).toContainText('Not translated yet');
  await page.screenshot({ path: 'test-results/translate-list.png' });

  await row(page, 'kn', 'pages/about.yaml').locator('[data-start-translation="kn"]').click();
  const view = page.locator('[data-translation-editor="kn"]');
  await expect(view.locator('h1')).toHaveText('About us, in Kannada (ಕನ್ನಡ)', { timeout: 20_000 });
  expect(parse(onDisk(KN)).madeFrom).toMatch(/^[0-9a-f]{12}$/);
  // The page list names it by its English page and language, in a group of that language's translations.
  const group = page.getByRole('region', { name: 'Translations: Kannada (ಕನ್ನಡ)' });
  await expect(group.locator(`[data-file="${KN}"]`)).toContainText('About us, in Kannada (ಕನ್ನಡ)');

  // The English beside each field; the box in Kannada.
  const title = page.locator('#t-sections-about-intro-title');
  await expect(page.locator('#t-sections-about-intro-title-en')).toHaveText('The story behind Vishwas Group');
  await expect(title).toHaveAttribute('lang', 'kn');
  await expect(preview(page).locator('h1')).toHaveText('The story behind Vishwas Group', { timeout: 20_000 });
  await title.fill(kannada);
  await expect(preview(page).locator('h1')).toHaveText(kannada);
  const section = page.locator('[data-translation-section="about-intro"]');
  await expect(section).toHaveAttribute('data-awaiting', 'true');
  await expect(section).toContainText('Waiting for a native speaker’s check');
  await page.screenshot({ path: 'test-results/translate-view.png' });

  const before = onDisk(KN);
  const changes = await save(page);
  expect(changes).toContain(`Title: added “${kannada}”`);
  const after = onDisk(KN);
  expect(after.startsWith(before)).toBe(true);
  expect(parse(after).sections['about-intro']).toEqual({ awaitingCheck: true, title: kannada });

  await section.locator('[data-checked-button]').click();
  await expect(section).not.toHaveAttribute('data-awaiting');
  await save(page);
  expect(parse(onDisk(KN)).sections['about-intro']).toEqual({ title: kannada });
  expect(onDisk(KN).split('\n').length).toBe(after.split('\n').length - 1);
});

test('a changed English page makes its translation out of date, in the list and the view, until the translator says it is up to date', async ({
  page,
}) => {
  const english = onDisk('pages/about.yaml');
  writeOnDisk('pages/about.yaml', english.replace('eyebrow: About us', 'eyebrow: Who we are'));
  await page.goto('/_edit#translations');
  const about = row(page, 'kn', 'pages/about.yaml');
  await expect(about).toContainText('Out of date', { timeout: 20_000 });
  await expect(row(page, 'hi', 'pages/about.yaml')).toContainText('Not translated yet');

  // The English page says where it stands in the other languages.
  await page.goto('/_edit#pages/about.yaml');
  const languages = page.locator('[data-page-languages]');
  await expect(languages.locator('[data-language="kn"]')).toContainText('Out of date', { timeout: 20_000 });
  await expect(languages.locator('[data-language="hi"] [data-start-translation="hi"]')).toHaveText(
    'Start the Hindi (हिन्दी) translation',
  );
  await page.screenshot({ path: 'test-results/translate-english-page.png' });
  await languages.locator('[data-language="kn"] a').click();
  const notice = page.locator('[data-out-of-date]');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#t-sections-about-intro-eyebrow-en')).toHaveText('Who we are');
  await page.locator('[data-up-to-date]').click();
  await expect(notice).toBeHidden();
  const changes = await save(page);
  expect(changes).toContain('Made from');
  await page.goto('/_edit#translations');
  await expect(row(page, 'kn', 'pages/about.yaml')).not.toContainText('Out of date', { timeout: 20_000 });
  writeOnDisk('pages/about.yaml', english);
});

test('on a phone: the English above each field, the preview a tap away', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/_edit#${KN}`);
  const title = page.locator('#t-sections-about-intro-title');
  await expect(title).toBeVisible({ timeout: 20_000 });
  const english = (await page.locator('#t-sections-about-intro-title-en').boundingBox())!;
  const box = (await title.boundingBox())!;
  expect(english.y + english.height).toBeLessThanOrEqual(box.y);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/translate-phone.png' });
  await page.locator('[data-show-preview]').click();
  await expect(preview(page).locator('h1')).toBeVisible();
  await page.screenshot({ path: 'test-results/translate-phone-preview.png' });
  await page.goto('/_edit#translations');
  await expect(page.locator('[data-language="kn"]')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/translate-phone-list.png', fullPage: true });
});

test('the translations’ screens speak plain words and have no axe violations: the list, the translator’s view, an English page’s languages', async ({
  page,
}) => {
  await page.goto('/_edit#translations');
  await expect(page.locator('[data-language="kn"]')).toBeVisible({ timeout: 20_000 });
  const found = codeIn(await wordsOnScreen(page));
  found.push(...(await violations(page)));
  await openFile(page, KN);
  await expect(page.locator('[data-translation-section]').first()).toBeVisible();
  found.push(...codeIn(await wordsOnScreen(page)));
  found.push(...(await violations(page)));
  await openFile(page, 'pages/about.yaml');
  await expect(page.locator('[data-page-languages]')).toBeVisible({ timeout: 20_000 });
  found.push(...codeIn(await wordsOnScreen(page)));
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});

test('a translation saved elsewhere meanwhile: both versions field by field, in the translator’s words, saved as chosen', async ({
  page,
}) => {
  await openFile(page, KN);
  await page.locator('#t-meta-title').fill('ನಮ್ಮ ಕುರಿತು');
  const elsewhere = onDisk(KN)
    .replace(`    title: ${kannada}\n`, '    title: ವಿಶ್ವಾಸ್ ಕಥೆ\n')
    .replace(/\n$/, '\n# edited elsewhere\n');
  expect(elsewhere).toContain('ವಿಶ್ವಾಸ್ ಕಥೆ');
  writeOnDisk(KN, elsewhere);
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-changes]')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('“About us, in Kannada (ಕನ್ನಡ)”');
  await page.getByRole('button', { name: 'See both versions' }).click();
  // The other version has no title, description or keywords at all: they are one part to choose.
  const title = page.getByRole('group', { name: 'The page’s title, description and keywords' });
  const banner = page.getByRole('group', { name: 'Banner “The story behind Vishwas Group” › Title' });
  await expect(title.locator('[data-version="mine"]')).toContainText('ನಮ್ಮ ಕುರಿತು');
  await expect(banner.locator('[data-version="theirs"]')).toContainText('ವಿಶ್ವಾಸ್ ಕಥೆ');
  await expect(title.getByRole('radio', { name: /Keep mine/ })).toBeChecked();
  await expect(banner.getByRole('radio', { name: /Keep theirs/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save as chosen' }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved');
  const saved = parse(onDisk(KN));
  expect(saved.meta.title).toBe('ನಮ್ಮ ಕುರಿತು');
  expect(saved.sections['about-intro'].title).toBe('ವಿಶ್ವಾಸ್ ಕಥೆ');
  expect(onDisk(KN)).toContain('# edited elsewhere');
});

test('a translation with a part the English page no longer has: its problem is shown, and matching the English page’s parts fixes it', async ({
  page,
}) => {
  const data = parse(onDisk(KN));
  data.sections['old-section'] = { title: 'ಹಳೆಯ ವಿಭಾಗ' };
  writeOnDisk(KN, stringify(data));
  await openFile(page, KN);
  const tidy = page.locator('[data-tidy]');
  await expect(tidy).toBeVisible({ timeout: 20_000 });
  // The problem in the translator's words, never by the section's id.
  const problems = page.getByRole('region', { name: /problem/i });
  await expect(problems).toContainText('This translation has a section the English page no longer has.');
  await expect(problems).toContainText('Press “Match the English page’s parts”: your translated words are kept.');
  await expect(problems).not.toContainText('old-section');
  expect(codeIn(await wordsOnScreen(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/translate-tidy.png' });
  await tidy.getByRole('button', { name: 'Match the English page’s parts' }).click();
  await expect(tidy).toBeHidden({ timeout: 20_000 });
  await save(page);
  const saved = parse(onDisk(KN));
  expect(saved.sections['old-section']).toBeUndefined();
  expect(saved.sections['about-intro'].title).toBe(data.sections['about-intro'].title);
  expect(saved.meta.title).toBe(data.meta.title);
});
