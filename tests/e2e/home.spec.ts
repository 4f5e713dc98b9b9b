import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isMobile, waitForHydration, watchConsole } from './helpers';
import { urls } from './ports';

const home = parse(readFileSync(join(import.meta.dirname, '../../pages/index.yaml'), 'utf8'));
const carousel = home.sections.find((s: { type: string }) => s.type === 'heroCarousel');
const last = carousel.items.length - 1;
const region = (p: Page) => p.getByRole('region', { name: carousel.label });
const index = async (p: Page) => Number(await region(p).getAttribute('data-index'));

/** Stops the fake clock from also advancing with real time, so timings are exact. */
async function pauseClock(p: Page) {
  // The page's clock keeps ticking between reading it and pausing it; on a busy machine that can take longer
  // than the margin, so try again with a larger one (the tests leave up to a second of slack).
  for (const margin of [50, 200, 500]) {
    const now = await p.evaluate(() => Date.now());
    try {
      await p.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes('past')) throw error;
    }
  }
  throw new Error('could not pause the page clock');
}

/** Keeps the banner video from playing, so only the carousel's own timer can move on from it. */
async function holdVideo(p: Page) {
  await p.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
}

test.describe('home hero carousel', () => {
  test('starts on the video and moves on after 35 s when the video has not ended', async ({ page }) => {
    await holdVideo(page);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await pauseClock(page);
    await expect(region(page)).toHaveAttribute('data-index', '0');
    await expect(region(page)).toHaveAttribute('data-video', 'playing');
    await page.clock.runFor(34_000);
    expect(await index(page)).toBe(0);
    await page.clock.runFor(1_100);
    await expect(region(page)).toHaveAttribute('data-index', '1');
    await expect(region(page)).toHaveAttribute('data-video', 'ended');
  });

  test('moves on when the video ends, shows each picture for 4 s and starts again at the video', async ({ page }) => {
    await holdVideo(page);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await pauseClock(page);
    // On a busy machine the event could arrive before the carousel listened for it (1 run in 6 here). A real
    // video cannot end before then (the app starts it), and an ended video always leads to picture 1, so the
    // event is sent again until the carousel answers.
    await expect(async () => {
      await page.locator(`#${carousel.id} video`).dispatchEvent('ended');
      await expect(region(page)).toHaveAttribute('data-index', '1', { timeout: 500 });
    }).toPass({ timeout: 5_000 });
    for (let i = 1; i < last; i++) {
      await page.clock.runFor(3_800);
      expect(await index(page)).toBe(i);
      await page.clock.runFor(300);
      await expect(region(page)).toHaveAttribute('data-index', String(i + 1));
    }
    await page.clock.runFor(4_100);
    await expect(region(page)).toHaveAttribute('data-index', '0');
    await expect(region(page)).toHaveAttribute('data-video', 'playing');
  });

  test('arrows wrap around, dots jump, and any manual move stops the automatic movement', async ({ page }) => {
    await holdVideo(page);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: carousel.previousLabel }).click();
    await expect(region(page)).toHaveAttribute('data-index', String(last));
    await expect(region(page)).toHaveAttribute('data-auto', 'off');
    await page.getByRole('button', { name: carousel.nextLabel }).click();
    await expect(region(page)).toHaveAttribute('data-index', '0');
    const dot = page.getByRole('button', { name: carousel.goToLabel.replace('{n}', '3') });
    await dot.click();
    await expect(region(page)).toHaveAttribute('data-index', '2');
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(60_000);
    expect(await index(page)).toBe(2);
  });

  test('is usable by keyboard, and hidden slides are out of the tab order', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: carousel.nextLabel }).focus();
    await page.keyboard.press('Enter');
    await expect(region(page)).toHaveAttribute('data-index', '1');
    await page.keyboard.press('ArrowRight');
    await expect(region(page)).toHaveAttribute('data-index', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(region(page)).toHaveAttribute('data-index', '1');
    const slides = region(page).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(2)).toHaveAttribute('inert', '');
  });

  test('uses the phone video below 768 px and crossing 768 px starts again at the video', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const video = page.locator(`#${carousel.id} video`);
    const expected = isMobile(test.info()) ? carousel.items[0].mobileSrc : carousel.items[0].src;
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(expected);
    await page.getByRole('button', { name: carousel.goToLabel.replace('{n}', '3') }).click();
    await expect(region(page)).toHaveAttribute('data-index', '2');
    await page.setViewportSize(isMobile(test.info()) ? { width: 1280, height: 800 } : { width: 375, height: 812 });
    await expect(region(page)).toHaveAttribute('data-index', '0');
    const other = isMobile(test.info()) ? carousel.items[0].src : carousel.items[0].mobileSrc;
    await expect
      .poll(() => page.locator(`#${carousel.id} video`).evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toContain(other);
    // The new video is not mistaken for a failed one while it picks its source.
    await expect(region(page)).not.toHaveAttribute('data-video', 'failed');
    expect(log.warnings).toEqual([]);
    log.expectClean();
  });

  test('a video that fails to load is logged and the banner picture stands in for it', async ({ page }) => {
    await page.route('**/*.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    const log = watchConsole(page, [/Failed to load resource/]);
    await page.goto('/');
    await waitForHydration(page);
    await expect(region(page)).toHaveAttribute('data-video', 'failed');
    const first = region(page).locator('[aria-roledescription="slide"]').first();
    await expect(first.locator('img')).toHaveAttribute('alt', carousel.fallbackImage.alt);
    await expect(first.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`^/assets/img${carousel.fallbackImage.src.replace(/\.\w+$/, '')}\\.`),
    );
    await expect.poll(() => log.warnings.some((w) => w.includes('.mp4'))).toBe(true);
    log.expectClean();
  });

  test('does not move by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(region(page)).toHaveAttribute('data-auto', 'off');
    await page.clock.runFor(60_000);
    expect(await index(page)).toBe(0);
  });
});

test.describe('home page', () => {
  test('sections fade in once when scrolled into view, and are visible without JavaScript', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const figures = page.locator('#key-figures');
    const wrapper = figures.locator('xpath=ancestor::*[@data-reveal][1]');
    await expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
    await figures.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const plain = await noJs.newPage();
    await plain.goto(`${urls.site}/`);
    await expect(plain.locator('#key-figures')).toBeVisible();
    expect(
      await plain
        .locator('#key-figures')
        .locator('xpath=ancestor::*[@data-reveal][1]')
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
    await noJs.close();
  });

  test('sections stay visible for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#key-figures').locator('xpath=ancestor::*[@data-reveal][1]')).toHaveAttribute(
      'data-reveal',
      'static',
    );
  });

  test('the stats show the spec figures', async ({ page }) => {
    await page.goto('/');
    const stats = page.locator('#key-figures');
    for (const [value, label] of [
      ['3+', 'Locations'],
      ['5+', 'Years'],
      ['100%', 'Secure'],
      ['24/7', 'Support'],
      ['5+', 'Services'],
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.locator('dd', { hasText: value }).first()).toBeVisible();
    }
  });

  test('a flag opens its panel, and a click outside or Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const india = page.getByRole('button', { name: 'India' });
    const panel = page.locator(`[id="${await india.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await india.click();
    await expect(india).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await panel.click();
    await expect(panel).toBeVisible();
    await page.locator('#where-we-work h2').click();
    await expect(panel).toBeHidden();
    await india.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(india).toBeFocused();
  });

  test('a key-feature image that fails shows "Image not loading"', async ({ page }) => {
    await page.route('**/images/products/exam-mitra.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#our-products').getByRole('heading', { name: 'Exam Mitra' }).scrollIntoViewIfNeeded();
    await expect(page.locator('#our-products').getByText('Image not loading')).toHaveCount(1);
    await expect(page.locator('#our-products').getByText('Image not loading')).toBeVisible();
  });
});
