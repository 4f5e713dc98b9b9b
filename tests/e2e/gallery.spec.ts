import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { waitForHydration, watchConsole, isMobile } from './helpers';

interface Img {
  id: number;
  title: string;
  description: string;
  category: string;
  src: string;
}
const pageYaml = parse(readFileSync(join(import.meta.dirname, '../../pages/gallery.yaml'), 'utf8'));
const gallery = pageYaml.sections.find((s: { type: string }) => s.type === 'gallery');
const cta = pageYaml.sections.find((s: { type: string }) => s.type === 'cta');
const images: Img[] = gallery.images;
const fill = (t: string, v: Record<string, string | number>) => t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k]));
const labelOf = (value: string) => gallery.categories.find((c: { value: string }) => c.value === value).label as string;

/** What the page should show, worked out from the YAML by the spec's rule (section 5). */
const expected = (query: string, category = 'all') =>
  images
    .filter((i) => category === 'all' || i.category === category)
    .filter((i) => [i.title, i.description].some((f) => f.toLowerCase().includes(query.trim().toLowerCase())))
    .map((i) => i.id);

const items = (p: Page) => p.locator(`#${gallery.id} [data-image]`);
const shownIds = (p: Page) => items(p).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.image)));
const search = (p: Page) => p.getByRole('searchbox', { name: gallery.searchLabel });
const category = (p: Page) => p.getByLabel(gallery.categoryLabel, { exact: true });
const openButton = (p: Page, img: Img) =>
  p.getByRole('button', { name: fill(gallery.openLabel, { title: img.title }) });
const viewer = (p: Page) => p.getByRole('dialog', { name: gallery.viewer.label });

async function open(page: Page) {
  const watch = watchConsole(page);
  await page.goto('/gallery');
  await waitForHydration(page);
  return watch;
}

/** Columns in the grid, counted from the images on the first row. */
async function columns(page: Page): Promise<number> {
  const tops = await items(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

test.describe('gallery', () => {
  test('shows all eight images with the banner, heading and result count', async ({ page }) => {
    const watch = await open(page);
    expect(images).toHaveLength(8);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageYaml.sections[0].title);
    await expect.poll(() => shownIds(page)).toEqual(images.map((i) => i.id));
    await expect(search(page)).toHaveAttribute('placeholder', 'Search images...');
    await expect(page.getByText(fill(gallery.resultsLabel, { shown: 8, total: 8 }))).toBeVisible();
    for (const img of images) {
      const picture = openButton(page, img).locator('img');
      await expect(picture).toHaveAttribute('width', /^\d+$/);
      await expect(picture).toHaveAttribute('height', /^\d+$/);
    }
    // On a phone the grid starts below the first screen, so every picture loads lazily (eager ones, which React also
    // preloads, would hold back the first paint); at 1280 px the first row barely enters the screen and loads at once.
    for (const img of [images[0], images[7]])
      await expect(openButton(page, img).locator('img')).toHaveAttribute('loading', 'lazy');
    if (isMobile(test.info()))
      expect(await openButton(page, images[0]).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
        page.viewportSize()!.height,
      );
    watch.expectClean();
  });

  test('every image file loads', async ({ page }) => {
    const watch = await open(page);
    for (const img of images) {
      const picture = openButton(page, img).locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    watch.expectClean();
  });

  test('searches titles, ignoring case', async ({ page }) => {
    const watch = await open(page);
    const term = 'WORKSHOP';
    const want = expected(term);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(images.length);
    await search(page).fill(term);
    await expect.poll(() => shownIds(page)).toEqual(want);
    await expect(
      page.getByText(fill(gallery.resultsLabel, { shown: want.length, total: images.length })),
    ).toBeVisible();
    await search(page).fill('');
    await expect.poll(() => shownIds(page)).toEqual(images.map((i) => i.id));
    watch.expectClean();
  });

  test('searches descriptions too, ignoring case', async ({ page }) => {
    const watch = await open(page);
    const term = 'Sticky-Note';
    const want = expected(term);
    expect(want.length).toBeGreaterThan(0);
    // the term is only in descriptions, so a match proves the description is searched
    expect(images.filter((i) => i.title.toLowerCase().includes(term.toLowerCase()))).toEqual([]);
    await search(page).fill(term);
    await expect.poll(() => shownIds(page)).toEqual(want);
    watch.expectClean();
  });

  test('each category shows only its images', async ({ page }) => {
    const watch = await open(page);
    await expect(category(page)).toHaveValue('all');
    const options = await category(page).locator('option').allTextContents();
    expect(options).toEqual(['All Images', 'Office', 'Meetings', 'Technology', 'Growth']);
    for (const value of ['office', 'meetings', 'technology', 'growth']) {
      await category(page).selectOption({ label: labelOf(value) });
      const want = expected('', value);
      expect(want.length).toBeGreaterThan(0);
      await expect.poll(() => shownIds(page)).toEqual(want);
    }
    await category(page).selectOption({ label: labelOf('all') });
    await expect.poll(() => shownIds(page)).toEqual(images.map((i) => i.id));
    watch.expectClean();
  });

  test('applies the search and the category together', async ({ page }) => {
    const watch = await open(page);
    const term = 'Client';
    const both = expected(term, 'growth');
    // neither filter alone gives this result
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(expected(term).length);
    expect(both.length).toBeLessThan(expected('', 'growth').length);
    await search(page).fill(term);
    await category(page).selectOption({ label: labelOf('growth') });
    await expect.poll(() => shownIds(page)).toEqual(both);
    await category(page).selectOption({ label: labelOf('meetings') });
    await expect.poll(() => shownIds(page)).toEqual(expected(term, 'meetings'));
    watch.expectClean();
  });

  test('says so when nothing matches', async ({ page }) => {
    const watch = await open(page);
    await search(page).fill('workshop');
    await category(page).selectOption({ label: labelOf('growth') });
    expect(expected('workshop', 'growth')).toEqual([]);
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByText(gallery.emptyText)).toBeVisible();
    expect(gallery.emptyText).toBe('No images found matching your criteria.');
    await category(page).selectOption({ label: labelOf('all') });
    await expect(page.getByText(gallery.emptyText)).toHaveCount(0);
    await expect(items(page)).not.toHaveCount(0);
    watch.expectClean();
  });

  test('switches between grid and list', async ({ page }) => {
    const watch = await open(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const grid = page.getByRole('button', { name: gallery.gridLabel });
    const list = page.getByRole('button', { name: gallery.listLabel });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(images[0].description)).toHaveCount(0);
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => columns(page)).toBe(1);
    // in a list each row puts the description beside the picture
    const row = items(page).first();
    await expect(row.getByText(images[0].description)).toBeVisible();
    const [pic, text] = await Promise.all([row.locator('img').boundingBox(), row.locator('h3').boundingBox()]);
    expect(text!.x).toBeGreaterThan(pic!.x + pic!.width - 1);
    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => columns(page)).toBe(4);
    watch.expectClean();
  });

  test('the grid has 1 to 4 columns by screen width', async ({ page }) => {
    const watch = await open(page);
    for (const [width, count] of [
      [375, 1],
      [640, 2],
      [1024, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columns(page), { message: `${width} px` }).toBe(count);
    }
    watch.expectClean();
  });

  test('the viewer opens on click, takes focus, and Escape closes it and returns focus', async ({ page }) => {
    const watch = await open(page);
    const img = images[3];
    await openButton(page, img).click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: img.title })).toBeVisible();
    await expect(dialog.getByText(img.description)).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`^/assets/img${img.src.replace(/^\/images/, '').replace(/\.\w+$/, '')}\\.`),
    );
    await expect(dialog.getByRole('button', { name: gallery.viewer.closeLabel })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // full screen
    const box = await dialog.boundingBox();
    const view = page.viewportSize()!;
    expect(box!.width).toBeGreaterThanOrEqual(view.width - 1);
    expect(box!.height).toBeGreaterThanOrEqual(view.height - 1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(openButton(page, img)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    watch.expectClean();
  });

  test('the viewer opens from the keyboard and the close button closes it', async ({ page }) => {
    const watch = await open(page);
    const img = images[5];
    await openButton(page, img).focus();
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog.getByRole('heading', { name: img.title })).toBeVisible();
    const close = dialog.getByRole('button', { name: gallery.viewer.closeLabel });
    await expect(close).toBeFocused();
    // focus stays inside the modal viewer
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body),
      ).toBe(true);
    }
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(openButton(page, img)).toBeFocused();
    watch.expectClean();
  });

  test('the viewer steps through the matching images and wraps around', async ({ page }) => {
    const watch = await open(page);
    await category(page).selectOption({ label: labelOf('office') });
    const office = images.filter((i) => i.category === 'office');
    await openButton(page, office[0]).click();
    const dialog = viewer(page);
    await expect(dialog.getByText(fill(gallery.viewer.positionLabel, { n: 1, total: office.length }))).toBeVisible();
    await dialog.getByRole('button', { name: gallery.viewer.nextLabel }).click();
    await expect(dialog.getByRole('heading', { name: office[1].title })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: office[0].title })).toBeVisible();
    await dialog.getByRole('button', { name: gallery.viewer.previousLabel }).click();
    await expect(dialog.getByRole('heading', { name: office[office.length - 1].title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(openButton(page, office[0])).toBeFocused();
    watch.expectClean();
  });

  test('Get in Touch leads to the contact page', async ({ page }) => {
    const watch = await open(page);
    const button = cta.buttons[0];
    expect(button.label).toBe('Get in Touch');
    const link = page.getByRole('link', { name: button.label });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    watch.expectClean();
  });
});
