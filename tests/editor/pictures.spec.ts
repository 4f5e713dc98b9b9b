import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { onDisk, openBlock, openFile, preview, unfold, openPictureChooser } from './helpers';
import { editRoot } from './tempRoot';

const gallery = () => readdirSync(join(editRoot, 'public/images/gallery')).sort();
/** A picture uploaded for a change not saved yet (editor/core/staging.ts). */
const staged = (src: string) => existsSync(join(editRoot, '.edit-uploads/public', src));
const published = (src: string) => existsSync(join(editRoot, 'public', src));
const git = (...args: string[]) => execFileSync('git', ['-C', editRoot, ...args], { encoding: 'utf8' }).trim();
/** A plain picture wide enough for the gallery (960 px), small on disk. */
const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Drops a file (its bytes, name and type) on an element, as a file dragged from the desktop. */
async function drop(page: Page, selector: string, bytes: Buffer, name: string, type: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      return dt;
    },
    { b64: bytes.toString('base64'), name, type },
  );
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
}

test('a 4000 px JPEG dropped on a gallery picture is kept with the change and shown in the preview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const jpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  expect(jpeg.length).toBeGreaterThan(2_000_000);
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  // The grid shows the small copy when there is one: the new picture has none yet.
  await unfold(page, 'root_images_0_src');
  const thumbnail = page.locator('#root_images_0_thumbnail');
  if (await thumbnail.count()) await thumbnail.fill('');
  await drop(page, '[data-drop="root_images_0_src"]', jpeg, 'Team Offsite 2025.JPG', 'image/jpeg');
  await expect(page.locator('#root_images_0_src')).toHaveValue('/images/gallery/team-offsite-2025.jpg', {
    timeout: 30_000,
  });
  // Kept with the unsaved change, not on the site yet.
  expect(staged('/images/gallery/team-offsite-2025.jpg')).toBe(true);
  expect(gallery()).not.toContain('team-offsite-2025.jpg');
  // The site draws the picture its own way (the file itself, or variants made from it in a <picture>).
  const shown = preview(page)
    .locator('img[src*="team-offsite-2025"], picture:has(source[srcset*="team-offsite-2025"]) img')
    .first();
  await expect(shown).toBeVisible({ timeout: 20_000 });
  // Drawn (loaded, not the "Image not loading" fallback), from the very file stored.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await (await page.request.get('/images/gallery/team-offsite-2025.jpg')).body()).equals(jpeg)).toBe(true);

  // A new picture needs its alt text: emptied, the form says so and the page is not saved.
  await page.locator('#root_images_0_alt').fill('');
  await expect(page.locator('#root_images_0_alt__error')).toContainText('Describe the new picture');
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-announcer]')).toContainText('Describe every new picture');
  await expect(page.locator('[data-changes]')).toHaveCount(0);
});

test('a picture already in public/images/ is reused from the media panel; pictures no page uses are marked', async ({
  page,
}) => {
  writeFileSync(
    join(editRoot, 'public/images/gallery/spare-photo.png'),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer(),
  );
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  const panel = await openPictureChooser(page, 'root_images_1_src');
  await expect(panel.locator('[data-media]').first()).toBeVisible();
  await panel.getByLabel('Search pictures').fill('spare');
  const spare = panel.locator('[data-media="/images/gallery/spare-photo.png"]');
  await expect(spare).toContainText('Not used on any page');
  // Named in words, never by its file.
  await expect(spare).toContainText('spare photo');
  await expect(spare).not.toContainText('spare-photo.png');
  await panel.getByLabel('Search pictures').fill('boardroom');
  const boardroom = panel
    .locator('[data-media]')
    .filter({ hasNot: page.getByText(/\b600\b/) })
    .first();
  const src = (await boardroom.getAttribute('data-media'))!;
  await expect(boardroom).not.toContainText('Not used on any page');
  await boardroom.click();
  await expect(panel.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', src);
  // Where it is used, by the pages' titles; its address only under Details.
  const detail = panel.locator('[aria-live="polite"]');
  await expect(detail).toContainText(/Used on \d+ pages?: .*Gallery/);
  await expect(detail).not.toContainText('.yaml');
  await expect(detail.locator('details[data-details]')).toContainText(src);
  expect(await detail.evaluate((el) => el.querySelector('details')!.open)).toBe(false);
  await panel.getByRole('button', { name: 'Use this picture' }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('#root_images_1_src')).toHaveValue(src);
  await expect(page.locator('[data-announcer]')).toContainText('Now using the picture “');
  await expect(page.locator('[data-announcer]')).not.toContainText('/images/');
});

test('a text file renamed .jpg and an SVG with a script are refused, and nothing is stored', async ({ page }) => {
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  const before = gallery();
  const zone = '[data-drop="root_images_2_src"]';
  await unfold(page, 'root_images_2_src');
  const refusal = page.locator(zone).getByRole('alert');

  await drop(page, zone, Buffer.from('Quarterly figures, not a picture at all.\n'), 'holiday.jpg', 'image/jpeg');
  await expect(refusal).toContainText('not a picture');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(document.cookie)</script><rect width="20" height="20"/></svg>';
  // This one is chosen with "Upload a picture…" rather than dropped.
  await page
    .locator(zone)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(refusal).toContainText('not safe');
  await expect(refusal).toContainText('<script>');
  expect(gallery()).toEqual(before);
  expect(await page.locator('#root_images_2_src').inputValue()).toMatch(/^\/images\/gallery\/.*\.webp$/);
});

test('discard a change with an uploaded picture and find no new file', async ({ page }) => {
  const src = '/images/gallery/discard-me.jpg';
  await openFile(page, 'pages/gallery.yaml');
  await openBlock(page, 'photos');
  await drop(page, '[data-drop="root_images_1_src"]', await photo('#36a'), 'Discard me.jpg', 'image/jpeg');
  await expect(page.locator('#root_images_1_src')).toHaveValue(src, { timeout: 20_000 });
  expect(staged(src)).toBe(true);
  expect(published(src)).toBe(false);
  // Shown at once, and listed in the media panel as this change's picture, not saved yet.
  expect((await page.request.get(src)).status()).toBe(200);
  const panel = await openPictureChooser(page, 'root_images_2_src');
  await expect(panel.locator(`[data-media="${src}"]`)).toContainText('Not saved yet');
  await panel.getByRole('button', { name: 'Close' }).click();

  // The draft survives a reload, and so does its picture.
  await page.reload();
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-state="dirty"]')).toBeVisible();
  expect(staged(src)).toBe(true);
  expect((await page.request.get(src)).status()).toBe(200);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator('[data-state="clean"]')).toBeVisible();
  await expect.poll(() => staged(src)).toBe(false);
  expect(published(src)).toBe(false);
  expect(gallery()).not.toContain('discard-me.jpg');
  expect((await page.request.get(src)).status()).toBe(404);
});

test.describe('saving a page with an uploaded picture', () => {
  test.afterAll(() => rmSync(join(editRoot, '.git'), { recursive: true, force: true }));

  test('the picture is listed in the save dialog, put in public/images/ and committed with the page', async ({
    page,
  }) => {
    rmSync(join(editRoot, '.git'), { recursive: true, force: true });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'editor@example.com');
    git('config', 'user.name', 'Site editor test');
    git('add', '-A');
    git('commit', '-q', '-m', 'Content as copied');

    const src = '/images/gallery/team-photo.jpg';
    await openFile(page, 'pages/gallery.yaml');
    await openBlock(page, 'photos');
    await unfold(page, 'root_images_3_src');
    const thumbnail = page.locator('#root_images_3_thumbnail');
    if (await thumbnail.count()) await thumbnail.fill('');
    // One picture is uploaded, then replaced by another: only the one the page names is saved.
    await drop(page, '[data-drop="root_images_3_src"]', await photo('#a63'), 'Left Out.jpg', 'image/jpeg');
    await expect(page.locator('#root_images_3_src')).toHaveValue('/images/gallery/left-out.jpg', { timeout: 20_000 });
    await drop(page, '[data-drop="root_images_3_src"]', await photo('#3a6'), 'Team Photo.jpg', 'image/jpeg');
    await expect(page.locator('#root_images_3_src')).toHaveValue(src, { timeout: 20_000 });
    await page.locator('#root_images_3_alt').fill('The team on the office steps');
    // Pictures not saved yet never show in git.
    expect(git('status', '--porcelain', '--untracked-files=all')).not.toContain('.edit-uploads');

    await page.locator('[data-save]').click();
    await expect(page.locator('[data-changes]')).toContainText('Picture: “meetings boardroom” → “team photo”');
    await expect(page.locator('[data-new-pictures]')).toHaveText('New picture: “team photo”');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-announcer]')).toContainText('Saved');
    expect(published(src)).toBe(true);
    expect(staged(src)).toBe(false);
    expect(onDisk('pages/gallery.yaml')).toContain(src);
    expect(published('/images/gallery/left-out.jpg')).toBe(false);
    expect(staged('/images/gallery/left-out.jpg')).toBe(false);

    await page.getByRole('button', { name: 'Save a version…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a version of the site' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('What changed (a note for the history)').fill('A team photo in the gallery');
    await dialog.getByRole('button', { name: 'Save this version' }).click();
    await expect(dialog.getByRole('status')).toContainText('Saved as version');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'pages/gallery.yaml',
      'public/images/gallery/team-photo.jpg',
    ]);
    expect(git('status', '--porcelain', '--untracked-files=all', '--', 'pages', 'public')).toBe('');
  });
});
