/**
 * The formatted-text field and new list items, as the person who keeps the site uses them: an article written
 * with a heading, a bold word, a link and a list, seen in the preview while it is written and saved as the HTML
 * the site keeps; pasted formatting the site drops left out; an event dated 15 January 2027 found in date order,
 * and a copy of it under a free id.
 */
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import sanitizeHtml from 'sanitize-html';
import { BLOG_HTML } from '../../src/content/sanitizeRules';
import { onDisk, openBlock, openFile, preview, save, unfold } from './helpers';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const toolbar = (page: Page, field: string) => page.locator(`[role="toolbar"][aria-controls="${field}"]`);

test('an article written in the formatted-text field shows in the preview while written and is saved as the HTML the site keeps', async ({
  page,
}) => {
  // Many steps, each waiting on the editor's check: on a busy machine this takes more than the usual 45 s.
  test.slow();
  const file = 'pages/collections/blog.yaml';
  const count = (parse(onDisk(file)).items as unknown[]).length;
  await openFile(page, file);
  await page.locator('#root_items__add').click();
  const at = (f: string) => page.locator(`#root_items_${count}_${f}`);
  // The new article opens, with today's date written like the other articles' dates (its number is made for it,
  // no field asks for it: checked once saved).
  const now = new Date();
  await expect(at('id')).toHaveCount(0);
  await expect(at('title')).toBeFocused();
  await expect(at('date')).toHaveValue(`${MONTHS[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`);
  await at('title').fill('Closing the year calmly');
  await at('excerpt').fill('A short checklist for the annual close.');
  await at('author').fill('Meera Kulkarni');
  await at('readTime').fill('3');
  await at('category').selectOption('Financial Planning');
  await at('image_src').fill('/images/blog/blog-financial-statements.webp');
  await at('image_alt').fill('A balance sheet');

  const id = `root_items_${count}_content`;
  const body = page.locator(`#${id}`);
  const tools = toolbar(page, id);
  await expect(tools).toHaveAccessibleName('Formatting');
  await body.click();
  await page.keyboard.type('Year-end checklist');
  await tools.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(tools.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('early');
  await expect(tools.getByRole('button', { name: /^Bold/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and ask our team');
  for (let i = 0; i < 'our team'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tools.getByRole('button', { name: /^Link/ }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByRole('alert')).toContainText('cannot be used');
  await address.fill('/contact');
  await address.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Reconcile the bank');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Count the stock');

  // The preview shows the new article as it is written.
  const frame = preview(page);
  await expect(frame.locator('h2', { hasText: 'Year-end checklist' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('strong', { hasText: 'early' })).toBeVisible();
  await expect(frame.locator('a[href="/contact"]', { hasText: 'our team' })).toBeVisible();
  await expect(frame.locator('li', { hasText: 'Count the stock' })).toBeVisible();

  await save(page);
  const saved = (parse(onDisk(file)).items as { id: number; content: string }[])[count];
  const expected = [
    '<h2>Year-end checklist</h2>',
    '<p>Start <strong>early</strong> and ask <a href="/contact">our team</a>.</p>',
    '<ul>',
    '  <li>Reconcile the bank</li>',
    '  <li>Count the stock</li>',
    '</ul>',
  ].join('\n');
  expect(saved.id).toBe(count + 1);
  expect(saved.content).toBe(expected);
  // What was typed is what is published: the site's sanitiser keeps all of it.
  expect(sanitizeHtml(saved.content, BLOG_HTML)).toBe(saved.content);
});

test('formatting pasted from a web page keeps headings, bold and links and drops styles, tables and scripts', async ({
  page,
}) => {
  await openFile(page, 'pages/collections/blog.yaml');
  const body = page.locator('#root_items_0_content');
  await unfold(page, 'root_items_0_content');
  await body.click();
  // The pasted text replaces the whole article.
  await page.keyboard.press('Control+a');
  await body.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h2 style="color:red">Pasted heading</h2><p><span style="font-family:Calibri"><font color="red">Kept</font> <b>bold</b></span> <a href="https://example.in" target="_blank" class="x">link</a> <a href="javascript:alert(1)">bad</a></p><table><tr><td>Cell text</td></tr></table><script>window.pasted = 1</script>',
    );
    data.setData('text/plain', 'Pasted heading Kept bold link bad Cell text');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body.locator('h2', { hasText: 'Pasted heading' })).toBeVisible();
  const html = await body.innerHTML();
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<a href="https://example.in">link</a>');
  expect(html).toContain('Cell text');
  expect(html).not.toMatch(/style=|<span|<font|<table|<script|javascript:|target=|class="x"/);
  expect(await page.evaluate(() => (window as { pasted?: number }).pasted)).toBeUndefined();
  await expect(preview(page).locator('h2', { hasText: 'Pasted heading' })).toBeVisible({ timeout: 20_000 });
  await expect(preview(page).locator('td')).toHaveCount(0);
  // Ctrl+Z is the editor's undo, as in every field: the article is back as it was.
  await page.keyboard.press('Control+z');
  await expect(body.locator('h2', { hasText: 'Pasted heading' })).toHaveCount(0);
  await expect(body).toContainText('snapshot');
  await page.keyboard.press('Control+Shift+z');
  await expect(body.locator('h2', { hasText: 'Pasted heading' })).toBeVisible();
});

test('an event added with the date 15 January 2027 is found in date order on the events page', async ({ page }) => {
  test.slow();
  const file = 'pages/resources/events.yaml';
  type Event = { id: string; title: string; date: string; status: string };
  const before = parse(onDisk(file)).sections[1].items as Event[];
  await openFile(page, file);
  await openBlock(page, 'events');
  await page.locator('#root_items__add').click();
  const n = before.length;
  const at = (i: number, f: string) => page.locator(`#root_items_${i}_${f}`);
  // The new event opens at its first field; its id is made for it (no field asks for it).
  await expect(at(n, 'id')).toHaveCount(0);
  await expect(at(n, 'title')).toBeFocused();
  await at(n, 'title').fill('Year-End TDS Webinar');
  await at(n, 'date').fill('15 January 2027');
  await at(n, 'status').selectOption('upcoming');
  await at(n, 'status').focus();
  await page.keyboard.press('Tab');
  // Among the upcoming events, soonest first: after 9 December 2026, before 16 January 2027.
  const place = before.filter((e) => e.status === 'upcoming').findIndex((e) => e.date === '16 January 2027');
  await expect(at(place, 'title')).toHaveValue('Year-End TDS Webinar');
  await expect(page.locator('[data-announcer]')).toContainText(`item ${n + 1} to position ${place + 1}`);
  const upcoming = preview(page).locator('h3', { hasText: /./ });
  await expect(preview(page).getByText('Year-End TDS Webinar')).toBeVisible({ timeout: 20_000 });
  const titles = await upcoming.allInnerTexts();
  expect(titles.indexOf('Year-End TDS Webinar')).toBe(titles.indexOf(before[place].title) - 1);
  // A copy comes right after the original, open; removed again here.
  await page.locator(`#root_items_${place}__copy`).click();
  await expect(at(place + 1, 'title')).toHaveValue('Year-End TDS Webinar');
  await expect(at(place + 1, 'title')).toBeVisible();
  await page.locator(`#root_items_${place + 1}__remove`).click();
  await expect(at(place + 1, 'title')).toHaveValue(before[place].title);
  await save(page);
  const after = parse(onDisk(file)).sections[1].items as Event[];
  const made = after[place].id;
  expect(made).toMatch(/^item-\d+$/);
  expect(after.map((e) => e.id)).toEqual([
    ...before.slice(0, place).map((e) => e.id),
    made,
    ...before.slice(place).map((e) => e.id),
  ]);
  expect(before.map((e) => e.id)).not.toContain(made);
  expect(after[place]).toMatchObject({ date: '15 January 2027', status: 'upcoming' });
});
