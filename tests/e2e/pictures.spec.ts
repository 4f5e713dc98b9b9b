import { test, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isMobile, variantWidth, waitForHydration, watchConsole } from './helpers';

const root = join(import.meta.dirname, '..', '..');
const gallery = parse(readFileSync(join(root, 'pages/gallery.yaml'), 'utf8')).sections.find(
  (s: { type: string }) => s.type === 'gallery',
);

/** What a <picture> offers: its sources' types and srcsets, and its <img>'s attributes. */
async function describe(img: Locator) {
  return img.evaluate((el: HTMLImageElement) => ({
    parent: el.parentElement!.tagName,
    sources: [...el.parentElement!.querySelectorAll('source')].map((s) => ({
      media: s.media,
      type: s.type,
      srcset: s.srcset,
      sizes: s.sizes,
    })),
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
    loading: el.getAttribute('loading'),
    fetchpriority: el.getAttribute('fetchpriority'),
  }));
}

/** Every raster picture in the page's <main> (SVGs are plain <img>s). */
async function rasterImages(page: Page): Promise<Locator[]> {
  const all = await page.locator('main img').all();
  const out: Locator[] = [];
  for (const img of all)
    if (!(await img.evaluate((el: HTMLImageElement) => /\.svg$/.test(el.getAttribute('src') ?? '')))) out.push(img);
  return out;
}

async function expectPicture(img: Locator) {
  const d = await describe(img);
  expect(d.parent).toBe('PICTURE');
  // Its own sources, after those of a framing for phones (media-limited) where there is one.
  expect(d.sources.filter((s) => !s.media).map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  for (const s of d.sources) {
    expect(s.srcset).toMatch(/^\/assets\/img\/\S+-\d+\.(avif|webp) \d+w(, \/assets\/img\/\S+-\d+\.(avif|webp) \d+w)*$/);
    expect(s.sizes).not.toBe('');
  }
  expect(d.width).toMatch(/^\d+$/);
  expect(d.height).toMatch(/^\d+$/);
  return d;
}

test.describe('pictures', () => {
  test('the home page: the banner picture is fetched first, every other picture lazily, all as AVIF/WebP pictures', async ({
    page,
  }) => {
    const log = watchConsole(page);
    await page.goto('/');
    const pictures = await rasterImages(page);
    expect(pictures.length).toBeGreaterThan(2);
    const described = [];
    for (const img of pictures) described.push(await expectPicture(img));
    expect(described[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    for (const d of described.slice(1)) expect(d).toMatchObject({ loading: 'lazy', fetchpriority: null });
    // The browser picks the AVIF.
    await expect.poll(() => pictures[0].evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    await waitForHydration(page);
    log.expectClean();
  });

  test('the home banner on a phone is the picture framed for phones, elsewhere the wide one; the head announces each for its screens', async ({
    page,
  }) => {
    await page.goto('/');
    const [banner] = await rasterImages(page);
    const phone = page.viewportSize()!.width <= 720;
    await expect
      .poll(() => banner.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toMatch(phone ? /\/banner-mobile\.\w+-\d+\.avif$/ : /\/banner\.\w+-\d+\.avif$/);
    const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) =>
      links.map((l) => ({
        media: l.getAttribute('media'),
        phone: l.getAttribute('imagesrcset')!.includes('/banner-mobile.'),
      })),
    );
    expect(preloads).toEqual([
      { media: '(max-width: 720px)', phone: true },
      { media: '(min-width: 720.02px)', phone: false },
    ]);
  });

  test('a blog article: its picture is fetched first', async ({ page }) => {
    await page.goto('/resources/blog/1');
    const [picture] = await rasterImages(page);
    expect(await expectPicture(picture)).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  test('the gallery: grid pictures lazy and sized for the grid; the viewer shows a large variant', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/gallery');
    await waitForHydration(page);
    const first = page.getByRole('button', { name: gallery.openLabel.replace('{title}', gallery.images[0].title) });
    const thumb = first.locator('img');
    expect(await expectPicture(thumb)).toMatchObject({ loading: 'lazy' });
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const thumbWidth = variantWidth(await thumb.evaluate((el: HTMLImageElement) => el.currentSrc));
    await first.click();
    const shown = page.getByRole('dialog', { name: gallery.viewer.label }).locator('img');
    await expect.poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const shownWidth = variantWidth(await shown.evaluate((el: HTMLImageElement) => el.currentSrc));
    const drawn = (await shown.boundingBox())!.width;
    // On a phone the grid is one column, as wide as the viewer; on a desktop the viewer's picture is larger.
    if (isMobile(test.info())) expect(shownWidth).toBeGreaterThanOrEqual(thumbWidth);
    else expect(shownWidth).toBeGreaterThan(thumbWidth);
    expect(shownWidth).toBeGreaterThanOrEqual(Math.floor(drawn));
    log.expectClean();
  });

  test('every variant the gallery names (AVIF at every width, WebP at some) is served', async ({ page, request }) => {
    await page.goto('/gallery');
    const named = await page.locator('main picture source').evaluateAll((sources) =>
      sources.flatMap((s) =>
        s
          .getAttribute('srcset')!
          .split(', ')
          .map((c) => c.split(' ')[0]),
      ),
    );
    expect(named.some((u) => u.endsWith('.webp'))).toBe(true);
    for (const url of new Set(named)) expect((await request.head(url)).status(), url).toBe(200);
  });

  test('variants are served as immutable', async ({ page, request }) => {
    await page.goto('/gallery');
    const src = await page
      .locator('main picture img')
      .first()
      .evaluate((el: HTMLImageElement) => el.getAttribute('src')!);
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toContain('immutable');
  });
});
