import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { onDisk, openBlock, openFile, preview, save, unfold } from './helpers';

type Faq = { id: string; question: string };

test('two FAQ items of /resources/faqs swap by keyboard and by drag, and the saved file has them swapped', async ({
  page,
}) => {
  const file = 'pages/resources/faqs.yaml';
  // The copy as it is now (other specs may have added a question).
  const before = parse(onDisk(file)).sections[1].categories[0].items as Faq[];
  await openFile(page, file);
  await openBlock(page, 'all-faqs');
  const list = 'root_categories_0_items';
  for (const i of [0, 1, 2, 3]) await unfold(page, `${list}_${i}_question`);

  // Keyboard: Alt+↓ on the first item's handle moves it below the second; the focus goes with it.
  await page.locator(`#${list}_0__handle`).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator('[data-announcer]')).toContainText('item 1 to position 2');
  await expect(page.locator(`#${list}_1__handle`)).toBeFocused();
  await expect(page.locator(`#${list}_0_question`)).toHaveValue(before[1].question);
  // Alt+↑ inside a field of an item moves that item, and the focus stays in the same field.
  await page.locator(`#${list}_3_question`).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.locator(`#${list}_2_question`)).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator(`#${list}_3_question`)).toBeFocused();
  await expect(page.locator(`#${list}_3_question`)).toHaveValue(before[3].question);

  // Drag: the fourth item's handle dropped on the (visible) bottom of the third item.
  await page.locator(`li:has(> #${list}_3__handle)`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = (await page.locator(`#${list}_3__handle`).boundingBox())!;
  const to = (await page.locator(`li:has(> #${list}_2__handle)`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + to.height - 20, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator(`#${list}_2_question`)).toHaveValue(before[3].question);
  await expect(page.locator(`#${list}_3_question`)).toHaveValue(before[2].question);
  await expect(page.locator('[data-announcer]')).toContainText('item 4 to position 3');

  // The save dialog says, in words, that the list was put in a new order (and nothing else changed).
  const changes = await save(page);
  expect(changes.split('\n')).toEqual([expect.stringMatching(/: put in a new order$/)]);
  const after = parse(onDisk(file)).sections[1].categories[0].items as Faq[];
  expect(after.map((f) => f.id)).toEqual(
    [before[1], before[0], before[3], before[2], ...before.slice(4)].map((f) => f.id),
  );
});

test('the blog body: Bold and Italic format the selected word in the field and the preview, and are shown pressed', async ({
  page,
}) => {
  await openFile(page, 'pages/collections/blog.yaml');
  const field = page.locator('#root_items_0_content');
  await unfold(page, 'root_items_0_content');
  await expect(preview(page).locator('h1')).toBeVisible({ timeout: 20_000 });
  const word = 'snapshot';
  // Select the word in the writing area, as a double click does.
  await field.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(w) ?? -1;
      if (at === -1) continue;
      (el as HTMLElement).focus();
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + w.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
  }, word);
  const tools = page.getByRole('toolbar', { name: 'Formatting' }).first();
  const bold = tools.getByRole('button', { name: /^Bold/ });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(field.locator('strong', { hasText: word })).toBeVisible();
  await expect(preview(page).locator('strong', { hasText: word })).toBeVisible();
  // Ctrl+I on the still selected word.
  await page.keyboard.press('Control+i');
  await expect(field.locator('strong > em', { hasText: word })).toBeVisible();
  await expect(tools.getByRole('button', { name: /^Italic/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview(page).locator('em', { hasText: word })).toBeVisible();
});
