import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { clickInPreview, onDisk, openFile, preview } from './helpers';

test('clicking a FAQ question and then its answer in the preview lands in those very fields', async ({ page }) => {
  test.setTimeout(90_000);
  // The file as it is now (other tests may have moved its questions).
  const file = 'pages/resources/faqs.yaml';
  const first = parse(onDisk(file)).sections[1].categories[0].items[0] as { question: string; answer: string };
  await openFile(page, file);
  const question = preview(page).getByRole('button', { name: first.question });
  await expect(question).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, question);
  await expect(page.locator('#root_categories_0_items_0_question')).toBeFocused({ timeout: 30_000 });
  const sentence = first.answer.split(/(?<=[.!?])\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const answer = preview(page).getByText(sentence.slice(0, 40)).first();
  await expect(answer).toBeVisible();
  await clickInPreview(page, answer);
  await expect(page.locator('#root_categories_0_items_0_answer')).toBeFocused();
  await expect(page.locator('#root_categories_0_items_0_answer')).toBeInViewport();
});

test('clicking the phone number in the contact bar opens the site settings at that number; the call is not made', async ({
  page,
}) => {
  await openFile(page, 'pages/about.yaml');
  const phone = preview(page).getByRole('link', { name: '+91 80 0000 0001' }).first();
  await expect(phone).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, phone);
  await expect(page).toHaveURL(/#pages\/_site\.yaml$/);
  const field = page.locator('#root_organisation_phones_0');
  await expect(field).toBeFocused({ timeout: 20_000 });
  await field.fill('+91 80 1234 5678');
  // The preview, still in the editor (the tel: link was not followed), draws the new number.
  await expect(preview(page).getByRole('link', { name: '+91 80 1234 5678' }).first()).toBeVisible({ timeout: 20_000 });
});

test('a link clicked in the preview is not followed; the editor offers to open that page', async ({ page }) => {
  await openFile(page, 'pages/about.yaml');
  const link = preview(page).locator('main a[href="/contact"], footer a[href="/contact"]').first();
  await expect(link).toBeAttached({ timeout: 20_000 });
  const heading = await preview(page).locator('h1').first().textContent();
  await clickInPreview(page, link);
  const offer = page.locator('[data-link-offer]');
  await expect(offer).toContainText('/contact');
  // The preview stays on the page being edited.
  await page.waitForTimeout(500);
  await expect(preview(page).locator('h1').first()).toHaveText(heading ?? '');
  await offer.getByRole('button', { name: 'Edit that page' }).click();
  await expect(page).toHaveURL(/#pages\/contact\.yaml$/);
  await expect(page.locator('h1').first()).toBeVisible();
});
