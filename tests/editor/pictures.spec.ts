import { test, expect, type Page } from '@playwright/test';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { openBlock, openFile, preview, unfold } from './helpers';
import { editRoot } from './tempRoot';

const gallery = () => readdirSync(join(editRoot, 'public/images/gallery')).sort();

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

test('a 4000 px JPEG dropped on a gallery picture is stored under public/images/gallery/ and shown in the preview', async ({
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
  expect(gallery()).toContain('team-offsite-2025.jpg');
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
  await expect(page.locator('[data-diff]')).toHaveCount(0);
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
  await unfold(page, 'root_images_1_src');
  await page
    .locator('[data-drop="root_images_1_src"]')
    .getByRole('button', { name: 'Choose from the pictures…' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Pictures' });
  await expect(panel.locator('[data-media]').first()).toBeVisible();
  await panel.getByLabel('Search pictures').fill('spare');
  await expect(panel.locator('[data-media="/images/gallery/spare-photo.png"]')).toContainText('Not used on any page');
  await panel.getByLabel('Search pictures').fill('boardroom');
  const boardroom = panel
    .locator('[data-media]')
    .filter({ hasNot: page.getByText('-600') })
    .first();
  const src = (await boardroom.getAttribute('data-media'))!;
  await expect(boardroom).not.toContainText('Not used on any page');
  await boardroom.click();
  await expect(panel.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', src);
  await panel.getByRole('button', { name: 'Use this picture' }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('#root_images_1_src')).toHaveValue(src);
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
