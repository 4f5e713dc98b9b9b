/**
 * Finding things and seeing waits (issue 46, items 4 and 6): the search finds a field by what people call it and
 * opens it; a click on a value in the preview opens that value's field; the page list, a save and its check say
 * that they are working; an error goes as soon as its value is corrected.
 */
import { test, expect, type Page } from '@playwright/test';
import { clickInPreview, openFile, preview } from './helpers';

/** Holds every answer of the editor's API call `name` back for `ms`. */
async function slow(page: Page, name: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === `/_edit/api/${name}`,
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.fallback();
    },
  );
}

test('searching "phone" lists the site settings’ phone numbers, and the result opens that field', async ({ page }) => {
  await page.goto('/_edit');
  await page.locator('#file-search').fill('phone');
  const hit = page.locator('[data-field-hits] a').first();
  await expect(hit).toContainText('Site settings', { timeout: 20_000 });
  await expect(hit).toContainText('Phone numbers');
  await expect(page.getByText('No page matches this search.')).toHaveCount(0);
  await hit.click();
  await expect(page).toHaveURL(/#pages\/_site\.yaml$/);
  await expect(page.locator('#root_organisation_phones_0')).toBeFocused({ timeout: 20_000 });
});

test('searching "GST seminar" lists the GST webinar, and the result opens that event’s title', async ({ page }) => {
  await page.goto('/_edit');
  await page.locator('#file-search').fill('GST seminar');
  const hit = page.locator('[data-field-hits] a').first();
  await expect(hit).toContainText('GSTR-9 and GSTR-9C', { timeout: 20_000 });
  await expect(hit).toContainText('Events and Training');
  await hit.click();
  await expect(page).toHaveURL(/#pages\/resources\/events\.yaml$/);
  await expect(page.locator('input:focus, textarea:focus')).toHaveValue(
    'GSTR-9 and GSTR-9C for FY 2025-26: Closing the Year Cleanly',
    { timeout: 20_000 },
  );
});

test('a search result of the page already open takes the form to that field', async ({ page }) => {
  await openFile(page, 'pages/_site.yaml');
  await page.locator('#file-search').fill('phone');
  await page.locator('[data-field-hits] a[data-field-hit="organisation/phones/0"]').click();
  await expect(page.locator('#root_organisation_phones_0')).toBeFocused({ timeout: 20_000 });
});

test('clicking the second number in the Contact page’s "Call us" card opens that number, not the heading', async ({
  page,
}) => {
  await openFile(page, 'pages/contact.yaml');
  const number = preview(page).locator('main a[href^="tel:"]').nth(1);
  await expect(number).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, number);
  await expect(page).toHaveURL(/#pages\/_site\.yaml$/);
  await expect(page.locator('#root_organisation_phones_1')).toBeFocused({ timeout: 20_000 });
});

test('while the page list loads it says so, never "No page matches this search."', async ({ page }) => {
  await slow(page, 'files', 3_000);
  await page.goto('/_edit');
  await expect(page.locator('[data-loading-pages]')).toContainText('Loading the pages…');
  await expect(page.getByText('No page matches this search.')).toHaveCount(0);
  await expect(page.locator('[data-file="pages/contact.yaml"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-loading-pages]')).toHaveCount(0);
  await page.locator('#file-search').fill('qwxzv');
  await expect(page.getByText('No page matches this search.')).toBeVisible({ timeout: 20_000 });
});

test('Save says at once that it is working, while it looks over the change and while it saves', async ({ page }) => {
  await openFile(page, 'pages/_site.yaml');
  const field = page.locator('#root_organisation_phones_1');
  await expect(field).toBeVisible({ timeout: 20_000 });
  await field.fill('+91 80 0000 0009');
  await slow(page, 'diff', 2_000);
  await slow(page, 'save', 2_000);
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-busy="checking"]')).toContainText('Looking over your changes…', { timeout: 500 });
  await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 10_000 });
  await expect(page.locator('[data-busy="saving"]')).toContainText('Saving…', { timeout: 500 });
  await expect(page.locator('[data-announcer]')).toContainText('Saved', { timeout: 20_000 });
  await expect(page.locator('[data-busy]')).toHaveCount(0);
  // Put back as it was.
  await page.unroute('**/*');
  await field.fill('+91 80 0000 0002');
  await page.locator('[data-save]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved', { timeout: 20_000 });
});

test('a corrected value’s error goes at once, before the slow check answers', async ({ page }) => {
  await openFile(page, 'pages/_site.yaml');
  const field = page.locator('#root_organisation_phones_0');
  await expect(field).toBeVisible({ timeout: 20_000 });
  const original = await field.inputValue();
  await field.fill('call us');
  const heading = page.locator('#problems-heading');
  await expect(heading).toContainText('1 problem to fix before saving', { timeout: 20_000 });
  await slow(page, 'check', 5_000);
  await field.fill(original);
  await expect(page.locator('#problems-heading:has-text("to fix before saving")')).toHaveCount(0, { timeout: 1_000 });
});
