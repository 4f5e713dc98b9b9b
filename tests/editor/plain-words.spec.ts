/**
 * Plain words on every screen of the local editor: each page of the site is opened, with every fold opened, and
 * one section of each kind; the page list, the new-page dialog, the section picker and the picture chooser besides. The text a person
 * can see and the names a screen reader speaks must not contain a schema key path, a file path, YAML, "commit",
 * "schema" or a template placeholder (the rules: tests/fixtures/plainWords.ts). A section's breadcrumb names it in
 * people's words, never by its id.
 */
import { test, expect } from '@playwright/test';
import { openBlock, openFile, openPictureChooser } from './helpers';
import { codeIn, wordsOnScreen } from '../fixtures/plainWords';

test('no screen of the local editor shows code: every page, one section of each kind, the list and dialogs', async ({
  page,
}) => {
  test.setTimeout(540_000);
  await page.goto('/_edit');
  await expect(page.locator('[data-file]').first()).toBeAttached({ timeout: 20_000 });
  const files = await page.locator('[data-file]').evaluateAll((els) => els.map((el) => el.getAttribute('data-file')!));
  expect(files.length).toBeGreaterThan(20);
  const found = new Set<string>(codeIn(await wordsOnScreen(page)).map((f) => `start screen: ${f}`));
  const seenKinds = new Set<string>();
  for (const file of files) {
    await openFile(page, file);
    await page.waitForTimeout(300);
    for (const f of codeIn(await wordsOnScreen(page))) found.add(`${file}: ${f}`);
    // A section's buttons name it in words, never by its id.
    const spokenIds = await page.locator('[data-block-row]').evaluateAll((els) =>
      els.flatMap((el) => {
        const id = el.getAttribute('data-block-row') ?? '';
        const names = [...el.querySelectorAll('[aria-label]')].map((b) => b.getAttribute('aria-label') ?? '');
        return /[-_\d]/.test(id) ? names.filter((n) => n.includes(id)) : [];
      }),
    );
    for (const n of spokenIds) found.add(`${file}: a section's id in ${n}`);
    const rows = await page
      .locator('[data-block-row]')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-block-row') ?? '', el.getAttribute('data-block-type') ?? '']),
      );
    for (const [id, kind] of rows) {
      if (!kind || seenKinds.has(kind)) continue;
      seenKinds.add(kind);
      await page.locator(`[data-block-row="${id}"][data-block-type="${kind}"] button`).first().click();
      const crumb = page.locator('[aria-current="location"]');
      await expect(crumb).toHaveAttribute('data-block-id', id);
      if (/[-_\d]/.test(id) && (await crumb.innerText()).includes(id)) found.add(`${file} › ${kind}: its id ${id}`);
      await page.waitForTimeout(200);
      for (const f of codeIn(await wordsOnScreen(page))) found.add(`${file} › ${kind}: ${f}`);
      await page.getByRole('button', { name: 'Page', exact: true }).click();
    }
  }
  expect(seenKinds.size).toBeGreaterThan(15);

  await page.getByRole('button', { name: /New page/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const f of codeIn(await wordsOnScreen(page))) found.add(`new page: ${f}`);
  await page.keyboard.press('Escape');

  await openFile(page, 'pages/about.yaml');
  await page
    .getByRole('button', { name: /Add a section/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const f of codeIn(await wordsOnScreen(page))) found.add(`section picker: ${f}`);
  await page.keyboard.press('Escape');

  // The picture chooser, a picture selected in it.
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  const panel = await openPictureChooser(page, 'root_images_0_src');
  await expect(panel.locator('[data-media]').first()).toBeVisible({ timeout: 20_000 });
  await panel.locator('[data-media]').first().click();
  await expect(panel.getByRole('button', { name: 'Use this picture' })).toBeVisible();
  for (const f of codeIn(await wordsOnScreen(page))) found.add(`picture chooser: ${f}`);
  await page.keyboard.press('Escape');

  expect([...found]).toEqual([]);
});
