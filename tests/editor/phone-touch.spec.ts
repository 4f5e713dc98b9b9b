/**
 * The editor under a finger (a 375 px touch phone) and its frame at both widths: a tap in the preview brings the
 * form back at the field tapped, the editor never scrolls its own header out of view (after click-to-edit, after
 * Save finds a problem), and every target is at least 44 × 44 px on a touch screen, list rows keeping a readable
 * title.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { clickInPreview, onDisk, openBlock, openFile, original, preview } from './helpers';

const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** Taps an element of the preview with a finger, at its place in the scaled frame. */
async function tapInPreview(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const inner = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + Math.min(r.width / 2, 20), y: r.y + Math.min(r.height / 2, 10) };
  });
  const frame = page.locator('[data-preview-frame]');
  const box = (await frame.boundingBox())!;
  const scale = box.width / (await frame.evaluate((el) => (el as HTMLElement).offsetWidth));
  await page.touchscreen.tap(box.x + inner.x * scale, box.y + inner.y * scale);
}

/** The editor's frame has not moved: its top bar starts at the top of the screen and nothing but panes scrolled. */
async function frameInPlace(page: Page): Promise<void> {
  const moved = await page.evaluate(() => {
    const bar = [...document.querySelectorAll('header, [data-menu]')].find((el) => el.getClientRects().length);
    const panes = new Set(document.querySelectorAll('[data-pane], #page-list, #page-list *'));
    const scrolled = [...document.querySelectorAll('*')]
      .filter((el) => el.scrollTop !== 0 && ![...panes].some((p) => p === el || p.contains(el)))
      .map((el) => `${el.tagName}.${el.className}: ${el.scrollTop}`);
    const top = bar?.closest('header')?.getBoundingClientRect().top ?? bar?.parentElement?.getBoundingClientRect().top;
    return { top, scrolled, page: document.scrollingElement?.scrollTop ?? 0 };
  });
  expect(moved).toEqual({ top: 0, scrolled: [], page: 0 });
  const save = (await page.locator('[data-save]').boundingBox())!;
  expect(save.y).toBeGreaterThanOrEqual(0);
}

/** Visible targets under `within` smaller than 44 × 44 px, by their names. */
async function smallTargets(page: Page, within: string): Promise<string[]> {
  return page.evaluate((within) => {
    const targets = document.querySelectorAll<HTMLElement>(
      `${within} :is(button, a[href], summary, select, input:not([type="hidden"]), [role="button"], [role="radio"])`,
    );
    return (
      [...targets]
        .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => !el.closest('[contenteditable="true"], .visually-hidden, [aria-hidden="true"]'))
        // A tick box or a choice is aimed at through its label.
        .map((el) => (el.matches('[type="checkbox"], [type="radio"]') ? (el.closest('label') ?? el) : el))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ el, box }) =>
            `${el.tagName} “${(el.getAttribute('aria-label') || el.textContent || el.title).trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
    );
  }, within);
}

test.describe('on a 375 px touch phone', () => {
  test.use(phone);

  test('a tap in the preview shows the form at that field, focused and in view; the frame stays in place', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const file = 'pages/resources/faqs.yaml';
    const first = parse(onDisk(file)).sections[1].categories[0].items[0] as { question: string };
    await openFile(page, file);
    await page.locator('[data-show-preview]').tap();
    await expect(page.locator('[data-pane="form"]')).toBeHidden();
    const question = preview(page).getByRole('button', { name: first.question });
    await expect(question).toBeVisible({ timeout: 20_000 });
    await tapInPreview(page, question);
    const field = page.locator('#root_categories_0_items_0_question');
    await expect(page.locator('[data-pane="form"]')).toBeVisible();
    await expect(field).toBeFocused({ timeout: 30_000 });
    await expect(field).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Fields', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await frameInPlace(page);
  });

  test('Save with a problem goes to the field without scrolling the bar and Save out of view', async ({ page }) => {
    const file = 'pages/hr/recruitment.yaml';
    const first = parse(original(file)).sections[0].id as string;
    await openFile(page, file);
    await openBlock(page, first);
    await page.locator('#root_title').fill('');
    await page.getByRole('button', { name: 'Page', exact: true }).tap();
    await page.locator('[data-show-preview]').tap();
    await page.locator('[data-save]').tap();
    await expect(page.locator('#root_title')).toBeFocused();
    await frameInPlace(page);
    await page.locator('#root_title').fill('Careers');
    await page.evaluate(() => localStorage.clear());
  });

  test('every target of the bar, the form and its lists is at least 44 × 44 px; list rows keep their titles', async ({
    page,
  }) => {
    await openFile(page, 'pages/resources/faqs.yaml');
    const faq = parse(onDisk('pages/resources/faqs.yaml')).sections[1];
    await openBlock(page, faq.id);
    await page.locator('[data-item-fold] > summary').first().tap();
    expect(await smallTargets(page, 'body')).toEqual([]);
    // The folded question of a list row reads as more than its number and a letter.
    const row = page.locator('[data-item-fold] > summary').nth(1);
    const shown = await row.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      whole: el.scrollWidth <= el.clientWidth + 1,
    }));
    expect(shown.width).toBeGreaterThanOrEqual(250);
    expect(shown.whole).toBe(true);
    await page.screenshot({ path: 'test-results/phone-touch-list.png' });

    await openFile(page, 'pages/_site.yaml');
    await page.getByRole('button', { name: /Undo/ }).waitFor();
    expect(await smallTargets(page, 'body')).toEqual([]);
  });
});

test('at 1280 px a click in the preview opens its field with the header in place', async ({ page }) => {
  test.setTimeout(90_000);
  const file = 'pages/resources/faqs.yaml';
  const first = parse(onDisk(file)).sections[1].categories[0].items[0] as { question: string };
  await openFile(page, file);
  const question = preview(page).getByRole('button', { name: first.question });
  await expect(question).toBeVisible({ timeout: 20_000 });
  await clickInPreview(page, question);
  await expect(page.locator('#root_categories_0_items_0_question')).toBeFocused({ timeout: 30_000 });
  await frameInPlace(page);

  await page.locator('#root_categories_0_items_0_question').fill('');
  await page.getByRole('button', { name: 'Page', exact: true }).click();
  await page.locator('[data-save]').click();
  await expect(page.locator('#root_categories_0_items_0_question')).toBeFocused();
  await frameInPlace(page);
  await page.evaluate(() => localStorage.clear());
});
