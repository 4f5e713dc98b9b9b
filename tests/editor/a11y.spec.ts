import { test, expect } from '@playwright/test';
import { openBlock, openFile, original, unfold, writeOnDisk, openPictureChooser } from './helpers';
import { editorViolations as violations } from '../fixtures/editorAxe';

test('the start screen, before a page is chosen, has no axe violations', async ({ page }) => {
  await page.goto('/_edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a page to edit' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText('Choose a page on the left');
  expect(await violations(page)).toEqual([]);
});

test('the search’s fields found and the page list while it loads have no axe violations', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/_edit/api/files',
    async (route) => {
      await new Promise((r) => setTimeout(r, 2_000));
      await route.fallback();
    },
  );
  await page.goto('/_edit');
  await expect(page.locator('[data-loading-pages]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.locator('#file-search').fill('phone');
  await expect(page.locator('[data-field-hits] a').first()).toBeVisible({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);
});

test('the editor has no axe violations: file list, page form, block form, problems, block picker', async ({ page }) => {
  await openFile(page, 'pages/about.yaml');
  expect(await violations(page)).toEqual([]);
  await openBlock(page, 'about-intro');
  await page.locator('#root_title').fill('');
  await expect(page.locator('#root_title__error')).toContainText('needs to be filled in');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Page', exact: true }).click();
  await page.getByRole('button', { name: '+ Add a section' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the lists and the formatted-text field have no axe violations', async ({ page }) => {
  await openFile(page, 'pages/resources/faqs.yaml');
  await openBlock(page, 'all-faqs');
  expect(await violations(page)).toEqual([]);
  await openFile(page, 'pages/collections/blog.yaml');
  await unfold(page, 'root_items_0_content');
  await page.locator('#root_items_0_content').click();
  await page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name: /^Link/ }).click();
  await expect(page.getByRole('textbox', { name: 'Link address' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
});

test('with the keyboard alone a block opens, focus moves to it and its fields show where focus is', async ({
  page,
}) => {
  await openFile(page, 'pages/privacy.yaml');
  const row = page.locator('[data-block-row] button').first();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-current="location"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // A field of the block's form, or the line of one of its folded groups of fields.
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('.rjsf') ? `${el.tagName.toLowerCase()}#${el.id}` : '';
  });
  expect(focused).toMatch(/^(input|select|textarea|button|summary)#/);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the picture field, the media panel and the publish dialog have no axe violations', async ({ page }) => {
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  expect(await violations(page)).toEqual([]);
  await openPictureChooser(page, 'root_images_0_src');
  await expect(page.locator('[data-media]').first()).toBeVisible();
  await page.locator('[data-media]').first().click();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save a version…' }).click();
  await expect(page.getByRole('dialog', { name: 'Save a version of the site' }).getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('on a phone (375 px) the menu, the form, a Save answer and the preview have no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/_edit');
  await expect(page.locator('[data-file="pages/about.yaml"]')).toBeAttached({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);
  await page.locator('[data-menu]').click();
  await expect(page.locator('#page-list')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.locator('[data-file="pages/about.yaml"]').click();
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-save-note]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.locator('[data-show-preview]').click();
  await expect(page.locator('[data-preview-frame]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the save dialog, and a conflict shown field by field, have no axe violations', async ({ page }) => {
  const file = 'pages/privacy.yaml';
  await openFile(page, file);
  await page.locator('#root_meta_title').fill('Privacy, in short');
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-changes]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  writeOnDisk(
    file,
    original(file).replace(/\n$/, '\n# edited elsewhere\n').replace('  title: Privacy Policy\n', '  title: Privacy\n'),
  );
  try {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'See both versions' }).click();
    await expect(page.locator('[data-conflict-field]')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  } finally {
    writeOnDisk(file, original(file));
  }
});

test('the live region speaks of problems only while there are some: fixing the last one says so', async ({ page }) => {
  await openFile(page, 'pages/about.yaml');
  const announcer = page.locator('[data-announcer]');
  await page.locator('#root_meta_title').fill('');
  await expect(announcer).toHaveText('1 problem to fix before saving');
  await page.locator('#root_meta_title').fill('About us');
  await expect(page.locator('#problems-heading')).toBeHidden();
  await expect(announcer).toHaveText('Nothing left to fix.');
  await page.evaluate(() => localStorage.clear());
});

test('the site settings, with their named links each under the name the person gave it, have no axe violations', async ({
  page,
}) => {
  await openFile(page, 'pages/_site.yaml');
  await unfold(page, 'root_links_newsLive');
  await expect(page.getByLabel('Web address of “newsLive”')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
