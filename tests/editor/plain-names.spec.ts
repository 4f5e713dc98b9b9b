/**
 * No code in everyday work: pages are named by their titles (the site settings in words, a collection by its plain
 * name), a file's name only under a closed "Details"; the save dialog lists the change in plain words.
 */
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { onDisk, openFile, original, writeOnDisk } from './helpers';

const CODE = /\.ya?ml|pages\/|@@|\+\+\+|---|\bid: |: >-|<\/?p>/;

test('the page list names each page by its title and address, never by its file', async ({ page }) => {
  await page.goto('/_edit');
  const site = page.locator('[data-file="pages/_site.yaml"]');
  await expect(site).toBeVisible({ timeout: 20_000 });
  await expect(site).toHaveText(/^Site settings \(header, footer, company\)\s*On every page$/);
  await expect(page.locator('[data-file="pages/collections/blog.yaml"]')).toHaveText(
    /^Blog articles\s*Listed on the site's pages$/,
  );
  await expect(page.locator('[data-file="pages/contact.yaml"] small')).toHaveText('/contact');
  expect(await page.locator('[data-file]').allInnerTexts()).not.toContainEqual(expect.stringMatching(CODE));
});

test('the site settings are saved with their changes in plain words; the file shows only under Details', async ({
  page,
}) => {
  const file = 'pages/_site.yaml';
  await openFile(page, file);
  const title = 'Site settings (header, footer, company)';
  await expect(page.locator('h1')).toHaveText(title);
  const top = page.locator('h1 + *');
  await expect(top).not.toContainText('_site', { useInnerText: true });
  await top.getByText('Details').click();
  await expect(top).toContainText(`Kept in the project as ${file}`);

  await page.locator('#root_organisation_email').fill('hello@example.com');
  await page.locator('[data-save]').click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog.locator('[data-changes]')).toHaveText(
    'Organisation › Email: “info@example.com” → “hello@example.com”',
  );
  await expect(dialog).toContainText(`These changes to “${title}” will be saved:`);
  expect(await dialog.innerText()).not.toMatch(CODE);
  // For the curious, the file and its change as written in it.
  await dialog.getByText('Details').click();
  await expect(dialog).toContainText(`Kept in the project as ${file}`);
  await expect(dialog.locator('[data-diff]')).toContainText('+  email: hello@example.com');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-announcer]')).toContainText(`Saved “${title}”.`);
  expect(parse(onDisk(file)).organisation.email).toBe('hello@example.com');
  writeOnDisk(file, original(file));
});

test('the site settings name their fields in words, and each named link by the name the person gave it', async ({
  page,
}) => {
  await openFile(page, 'pages/_site.yaml');
  const form = page.locator('form.rjsf');
  await expect(form.getByRole('group', { name: /^Phone numbers\*?$/ })).toBeAttached();
  const link = page.getByLabel('Web address of “newsLive”');
  await expect(link).toHaveValue('https://www.youtube.com/@example-vishwas-news/live');
  await expect(page.locator('[data-map-entry="newsLive"]').getByLabel('Name', { exact: true })).toHaveValue('newsLive');
  const labels = await form.locator('label, legend').allTextContents();
  expect(labels.filter((l) => /\bKey$|^newsLive$|^Phones$/.test(l.trim()))).toEqual([]);
});

test('a new named link is named in words, kept under a name the site accepts, and saved', async ({ page }) => {
  const file = 'pages/_site.yaml';
  await openFile(page, file);
  const add = page.getByRole('button', { name: '+ Add an entry' });
  // Two new entries: the second's name must be one the site accepts too (no "newKey-1").
  await add.click();
  await add.click();
  // The named links' entries (the languages' shared words are entries too, named by their English words).
  const entries = page.locator('[data-map-entry]:has(input[id^="root_links_"])');
  const names = await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-map-entry')!));
  expect(names.filter((n) => !/^[a-z][A-Za-z0-9]*$/.test(n))).toEqual([]);
  // A new entry shows no made-up name or value: the person writes them.
  const fresh = entries.last();
  await expect(fresh.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(fresh.getByLabel('Web address of the new entry')).toHaveValue('');
  await fresh.getByRole('button', { name: 'Remove the new entry' }).click();
  await expect(entries).toHaveCount(names.length - 1);
  const entry = entries.last();
  await entry.getByLabel('Name', { exact: true }).fill('Careers portal');
  await entry.getByLabel('Name', { exact: true }).blur();
  const named = page.locator('[data-map-entry="careersPortal"]');
  await expect(named.getByLabel('Name', { exact: true })).toHaveValue('careersPortal');
  await named.getByLabel('Web address of “careersPortal”').fill('https://careers.example.com');
  await page.locator('[data-save]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved', { timeout: 20_000 });
  expect(parse(onDisk(file)).links.careersPortal).toBe('https://careers.example.com');
  writeOnDisk(file, original(file));
});
