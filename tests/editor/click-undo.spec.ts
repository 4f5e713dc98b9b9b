import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { clickInPreview, onDisk, openBlock, openFile, original, preview, save } from './helpers';

test("clicking the About page's second section in the preview opens its fields; focusing a block outlines it there", async ({
  page,
}) => {
  const second = parse(original('pages/about.yaml')).sections[1] as { id: string; title: string };
  await openFile(page, 'pages/about.yaml');
  const heading = preview(page).getByRole('heading', { name: second.title });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, heading);
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', second.id);
  await expect(page.locator('#root_title')).toHaveValue(second.title);
  // The block being edited is outlined in the preview.
  const outline = (path: string) =>
    preview(page)
      .locator(`[data-edit-path="${path}"] > *`)
      .first()
      .evaluate((el) => getComputedStyle(el).outlineStyle);
  await expect.poll(() => outline('sections/1')).toBe('solid');

  // Back on the page's level, focusing another section's row outlines that section instead.
  await page.getByRole('button', { name: 'Page', exact: true }).click();
  await expect(page.locator('[aria-current="location"]')).toBeFocused();
  await page.locator('[data-block-row]').nth(2).locator('button').first().focus();
  await expect.poll(() => outline('sections/2')).toBe('solid');
  expect(await outline('sections/1')).toBe('none');
});

test('a block inside a block, clicked in the preview, opens with the path through its parent', async ({ page }) => {
  // The FAAS catalogue is the largest block of the site: its form takes seconds to draw on a busy machine, and the
  // preview, in a process of its own, answers the click before the editor has drawn the form.
  test.setTimeout(90_000);
  const opened = { timeout: 30_000 };
  await openFile(page, 'pages/services/financial/faas.yaml');
  const card = preview(page).getByRole('heading', { name: 'Audit Advisory' }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, card);
  // The click on the catalogue opens the catalogue block; the catalogue itself shows the service's detail.
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', 'faas-services', opened);
  const nested = preview(page).getByRole('heading', { name: 'Why Audit Preparation Is Essential' });
  await expect(nested).toBeVisible();
  await clickInPreview(page, nested);
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute(
    'data-block-id',
    'faas-audit-why-essential',
    opened,
  );
  await expect(page.locator('#root_title')).toHaveValue('Why Audit Preparation Is Essential');
  // The breadcrumb names the catalogue in words, not by its id.
  const parent = page.locator('[aria-label="Page"] button[data-block-id="faas-services"]');
  await expect(parent).not.toContainText('faas-services');
  await parent.click();
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', 'faas-services', opened);
});

test('undo three changes (a field, another field, a block move) and redo one; after a save what it changed is shown in words', async ({
  page,
}) => {
  const file = 'pages/contact.yaml';
  const before = parse(original(file)) as { meta: { title: string; description: string }; sections: { id: string }[] };
  await openFile(page, file);
  const undoButton = page.getByRole('button', { name: /Undo/ });
  await expect(undoButton).toBeDisabled();

  await page.locator('#root_meta_title').fill('Write to Vishwas Group');
  await page
    .locator('#root_meta_description')
    .fill('Call, write or visit our Bengaluru office; we answer within one working day.');
  await page
    .locator(`[data-block-row="${before.sections[0].id}"]`)
    .getByRole('button', { name: /^Move down: / })
    .click();
  await expect(page.locator('[data-block-row]').first()).toHaveAttribute('data-block-row', before.sections[1].id);

  await page.locator('body').press('Control+z');
  await expect(page.locator('[data-block-row]').first()).toHaveAttribute('data-block-row', before.sections[0].id);
  await undoButton.click();
  await expect(page.locator('#root_meta_description')).toHaveValue(before.meta.description);
  await page.locator('body').press('Control+z');
  await expect(page.locator('#root_meta_title')).toHaveValue(before.meta.title);
  await expect(page.locator('[data-state]')).toHaveText('All changes saved');
  await expect(undoButton).toBeDisabled();

  await page.locator('body').press('Control+Shift+z');
  await expect(page.locator('#root_meta_title')).toHaveValue('Write to Vishwas Group');
  await expect(page.locator('#root_meta_description')).toHaveValue(before.meta.description);
  await expect(page.getByRole('button', { name: /Redo/ })).toBeEnabled();

  await save(page);
  expect(parse(onDisk(file)).meta.title).toBe('Write to Vishwas Group');
  await expect(undoButton).toBeDisabled();
  await page.locator('[data-last-save]').click();
  const dialog = page.getByRole('dialog', { name: 'What the last save changed' });
  await expect(dialog.locator('[data-changes]')).toContainText('Title: “Contact us');
  await expect(dialog.locator('[data-changes]')).toContainText('→ “Write to Vishwas Group”');
  await expect(dialog.locator('[data-changes] li')).toHaveCount(1);
});

test('typing in one field is one undo step', async ({ page }) => {
  await openFile(page, 'pages/privacy.yaml');
  await openBlock(page, parse(original('pages/privacy.yaml')).sections[0].id);
  const title = page.locator('#root_title');
  const was = await title.inputValue();
  await title.press('End');
  await title.pressSequentially(' now');
  await expect(title).toHaveValue(`${was} now`);
  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue(was);
});
