/**
 * The editor on a phone (375 px) and its Save answers at both widths: the page list as a menu, one pane at a
 * time with a Fields / Preview switch, Save, Undo and Save a version in reach; what Save says when it cannot
 * save; "All changes saved" when the fields are as the file has them; the page list's marks.
 */
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import {
  onDisk,
  openBlock,
  openFile,
  original,
  preview,
  save,
  writeOnDisk,
  unfold,
  openPictureChooser,
} from './helpers';

const phone = { width: 375, height: 740 };

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The element is wholly on the screen and at least 44 px high (a touch target). */
async function inReach(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
}

test('on a phone: the page list is a menu, the form takes the width, the preview is a tap away, Save is in reach', async ({
  page,
}) => {
  const file = 'pages/hr/policies.yaml';
  await page.setViewportSize(phone);
  await page.goto('/_edit');
  const menu = page.locator('[data-menu]');
  const list = page.locator('#page-list');
  await expect(menu).toHaveAttribute('aria-expanded', 'false', { timeout: 20_000 });
  await expect(list).toBeHidden();
  await expect(page.getByText('Tap Pages at the top')).toBeVisible();
  await expect(page.getByText('Choose a page on the left')).toBeHidden();
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/phone-start.png' });

  await expect(list.locator(`[data-file="${file}"]`)).toBeAttached();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(page.locator('#file-search')).toBeFocused();
  await page.screenshot({ path: 'test-results/phone-menu.png' });
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(menu).toBeFocused();
  // The menu's button stays in reach while the list is open, and closes it.
  await menu.click();
  await inReach(page, menu);
  await menu.click();
  await expect(list).toBeHidden();

  await menu.click();
  await list.locator(`[data-file="${file}"]`).click();
  await expect(list).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  expect((await page.locator('[data-pane="form"]').boundingBox())!.width).toBeGreaterThanOrEqual(370);
  await noSideScroll(page);

  await page.locator('#root_meta_title').fill('HR policies to download');
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  await page.screenshot({ path: 'test-results/phone-form.png' });

  await page.locator('[data-show-preview]').click();
  await expect(page.locator('[data-pane="form"]')).toBeHidden();
  const frame = page.locator('[data-preview-frame]');
  await expect(frame).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(preview(page).locator('h1')).toHaveText('HR Policies', { timeout: 20_000 });
  await noSideScroll(page);
  await page.screenshot({ path: 'test-results/phone-preview.png' });

  await page.getByRole('button', { name: 'Fields', exact: true }).click();
  await expect(page.locator('#root_meta_title')).toHaveValue('HR policies to download');
  await page.locator('#root_meta_title').scrollIntoViewIfNeeded();
  await page.locator('[data-pane="form"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  for (const target of [
    page.locator('[data-save]'),
    page.getByRole('button', { name: /Undo/ }),
    page.getByRole('button', { name: 'Save a version…' }),
    menu,
  ])
    await inReach(page, target);
  await noSideScroll(page);

  await save(page);
  expect(parse(onDisk(file)).meta.title).toBe('HR policies to download');
  await expect(page.locator('[data-state]')).toHaveText('All changes saved');
  writeOnDisk(file, original(file));
});

test('at 1280 px the page list stays beside the form and the preview; no menu, no switch', async ({ page }) => {
  await openFile(page, 'pages/hr/policies.yaml');
  const side = (await page.locator('#page-list').boundingBox())!;
  expect(side.x).toBe(0);
  expect(side.width).toBe(290);
  await expect(page.locator('[data-menu]')).toBeHidden();
  await expect(page.locator('[data-show-preview]')).toBeHidden();
  await page.goto('/_edit');
  await expect(page.getByText('Choose a page on the left')).toBeVisible();
  await expect(page.getByText('Tap Pages at the top')).toBeHidden();
  await openFile(page, 'pages/hr/policies.yaml');
  await expect(page.locator('[data-pane="form"]')).toBeVisible();
  await expect(page.locator('[data-pane="preview"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/desktop.png' });
});

for (const size of [phone, { width: 1280, height: 800 }]) {
  test(`at ${size.width} px, Save with an emptied required title says beside Save what to fix and goes to the field`, async ({
    page,
  }) => {
    const file = 'pages/hr/recruitment.yaml';
    const first = parse(original(file)).sections[0].id as string;
    await page.setViewportSize(size);
    await openFile(page, file);
    await openBlock(page, first);
    await page.locator('#root_title').fill('');
    await expect(page.locator('#root_title__error')).toContainText('needs to be filled in');
    // Back to the page's own level (and, on a phone, to the preview): Save must bring the person back.
    await page.getByRole('button', { name: 'Page', exact: true }).click();
    if (size.width < 400) await page.locator('[data-show-preview]').click();
    await page.locator('[data-save]').click();
    const note = page.locator('[data-save-note]');
    await expect(note).toContainText(/Not saved\. Fix this first: “[^”]+” needs to be filled in/);
    await expect(page.locator('#root_title')).toBeFocused();
    await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', first);
    const saveBox = (await page.locator('[data-save]').boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(size.width);
    expect(Math.abs(noteBox.y - saveBox.y)).toBeLessThan(120);
    await page.screenshot({ path: `test-results/save-problem-${size.width}.png` });
    await page.locator('#root_title').fill('Careers');
    await expect(note).toBeHidden();
    expect(onDisk(file)).toBe(original(file));
  });
}

test('Save with nothing changed says so beside Save; fields typed back as saved give "All changes saved"', async ({
  page,
}) => {
  const file = 'pages/about.yaml';
  await openFile(page, file);
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-save-note]')).toHaveText('Nothing to save: the page is the same as the file.');
  await expect(page.getByRole('dialog')).toBeHidden();

  await openBlock(page, 'our-story');
  const title = page.locator('#root_title');
  const was = await title.inputValue();
  await title.fill(`${was}, again`);
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  await expect(page.locator('[data-save-note]')).toBeHidden();
  await title.fill(was);
  // A field the file leaves out, typed into and cleared again: the form keeps an empty group for it.
  const label = page.locator('#root_link_label');
  await unfold(page, 'root_link_label');
  await label.fill('Read more');
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  await label.fill('');
  await expect(page.locator('[data-state]')).toHaveText('All changes saved');
  await expect(page.locator(`[data-file="${file}"] [aria-label="Unsaved changes"]`)).toHaveCount(0);
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-save-note]')).toContainText('Nothing to save');

  // With a real change besides, the empty group the form kept does not reach the file.
  await label.fill('Read more');
  await label.fill('');
  await title.fill(`${was}, told plainly`);
  await page.locator('[data-save]').click();
  const changes = page.locator('[data-changes]');
  await expect(changes).toContainText(`“${was}” → “${was}, told plainly”`);
  expect(await changes.innerText()).not.toMatch(/link/i);
  await page.locator('[data-changes] + details > summary').click();
  expect(await page.locator('[data-diff]').innerText()).not.toContain('link');
  await page.getByRole('button', { name: 'Keep editing' }).click();
});

test('the page list marks a page with problems (a red count, "1 problem") and a page with unsaved changes', async ({
  page,
}) => {
  const broken = 'pages/resources/events.yaml';
  const text = original(broken);
  writeOnDisk(broken, text.replace(/^(\s+title:).*$/m, '$1 ""'));
  try {
    await openFile(page, 'pages/contact.yaml');
    const mark = page.locator(`[data-file="${broken}"] [data-problems]`);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText(/^(\d+)\s*\1 problems?$/);
    await expect(mark).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(page.locator('[data-file="pages/contact.yaml"] [data-problems]')).toHaveCount(0);

    // The open page's count follows its draft.
    await page.locator('#root_meta_title').fill('');
    await expect(page.locator('[data-file="pages/contact.yaml"] [data-problems]')).toContainText('1 problem');
    await expect(page.locator('[data-file="pages/contact.yaml"] [aria-label="Unsaved changes"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/marks.png' });
  } finally {
    writeOnDisk(broken, text);
    await page.evaluate(() => localStorage.clear());
  }
});

test('on a phone the picture chooser puts the chosen picture below the pictures, each with room', async ({ page }) => {
  await page.setViewportSize(phone);
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  const panel = await openPictureChooser(page, 'root_images_1_src');
  const first = panel.locator('[data-media]').first();
  await first.click();
  const picture = panel.getByRole('img', { name: 'Picture preview' });
  await expect(picture).toBeVisible();
  const grid = (await panel.locator('ul').first().boundingBox())!;
  const detail = (await picture.boundingBox())!;
  // The pictures take the panel's width (two in a row at least), and the detail starts below them.
  expect(grid.width).toBeGreaterThan(300);
  expect(detail.y).toBeGreaterThanOrEqual(grid.y + grid.height - 1);
  await expect(panel.getByRole('button', { name: 'Use this picture' })).toBeInViewport();
  await noSideScroll(page);
  await page.screenshot({ path: test.info().outputPath('chooser-375.png') });
});

test('on a phone the kinds of section to add take the width, with their descriptions, and choosing one adds it', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await openFile(page, 'pages/about.yaml');
  await page.getByRole('button', { name: '+ Add a section' }).click();
  const dialog = page.getByRole('dialog');
  const cta = dialog.locator('[data-block-type="cta"]');
  await expect(cta.locator('strong')).toHaveText('Call to action');
  const box = (await cta.boundingBox())!;
  const frame = (await dialog.boundingBox())!;
  // The list takes the dialog's width and stays inside it: no picture column (only hover fills it) beside it.
  expect(box.width).toBeGreaterThan(frame.width - 60);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  await expect(cta.locator('span')).toBeVisible();
  await noSideScroll(page);
  await page.screenshot({ path: test.info().outputPath('picker-375.png') });
  await cta.click();
  await expect(dialog).toBeHidden();
  // The new section's form is open.
  await expect(page.getByRole('heading', { level: 2, name: /^Call to action/ })).toBeFocused();
});
