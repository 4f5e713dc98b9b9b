import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { onDisk, openBlock, openFile, writeOnDisk } from './helpers';

test('the FAQ form is short until something is opened; an item opens to its fields, and its id is no field', async ({
  page,
}) => {
  const file = 'pages/resources/faqs.yaml';
  const data = parse(onDisk(file));
  const faq = data.sections[1] as { id: string; categories: { title: string; items: { question: string }[] }[] };
  await openFile(page, file);
  await openBlock(page, faq.id);
  const form = page.locator('[data-pane="form"] .rjsf');
  await expect(page.locator('[data-item-fold]').first()).toBeVisible();
  const screen = page.viewportSize()!.height;
  const height = await form.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(3 * screen);
  // Each category is one line, headed by its title; its questions are closed lines too.
  const category = page.locator('#root_categories').locator('[data-item-fold]').first();
  await expect(category.locator('summary').first()).toContainText(faq.categories[0].title);
  await expect(page.locator('#root_categories_0_items_0_question')).toBeHidden();
  await category.locator('summary').first().click();
  const item = category.locator('[data-item-fold]').first();
  await expect(item.locator('summary')).toContainText(faq.categories[0].items[0].question.slice(0, 30));
  await item.locator('summary').click();
  await expect(page.locator('#root_categories_0_items_0_question')).toBeVisible();
  // No id to fill in: the item's own, nor the category's.
  await expect(page.locator('#root_categories_0_items_0_id')).toHaveCount(0);
  await expect(page.locator('#root_categories_0_id')).toHaveCount(0);
  // The section's own name (its anchor) waits in its closed settings.
  const settings = page.locator('[data-settings="section"]');
  await expect(settings).not.toHaveAttribute('open');
  await settings.locator('summary').click();
  await expect(page.locator('#root_id')).toHaveValue(faq.id);
});

test('unticking and ticking Sitemap again leaves nothing to save', async ({ page }) => {
  const file = 'pages/contact.yaml';
  expect(parse(onDisk(file)).sitemap).toBeUndefined();
  await openFile(page, file);
  await page.locator('[data-settings] summary').first().click();
  const box = page.locator('#root_sitemap');
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'dirty');
  await box.check();
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'clean');
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-save-note]')).toContainText('Nothing to save');
  expect(parse(onDisk(file)).sitemap).toBeUndefined();
});

test('an item id with a problem is shown, in plain words, and the problem list goes to it', async ({ page }) => {
  const file = 'pages/resources/faqs.yaml';
  const text = onDisk(file);
  const data = parse(text);
  const id = data.sections[1].categories[0].items[0].id as string;
  writeOnDisk(file, text.replace(`id: ${id}\n`, 'id: Not An Id\n'));
  try {
    await openFile(page, file);
    const problem = page.getByRole('button', { name: /“Short name” is not written in the expected form/ });
    await expect(problem).toBeVisible({ timeout: 20_000 });
    await problem.click();
    const field = page.locator('#root_categories_0_items_0_id');
    await expect(field).toBeFocused({ timeout: 20_000 });
    await expect(field).toHaveValue('Not An Id');
  } finally {
    writeOnDisk(file, text);
  }
});
