import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { changedLines, onDisk, openBlock, openFile, original, preview, save, writeOnDisk, unfold } from './helpers';

test('changing the About hero title shows in the preview before saving, and saving changes one line', async ({
  page,
}) => {
  await openFile(page, 'pages/about.yaml');
  await expect(preview(page).locator('h1')).toHaveText('The story behind Vishwas Group', { timeout: 20_000 });
  await openBlock(page, 'about-intro');
  await page.locator('#root_title').fill('The story behind Vishwas Group, told plainly');
  await expect(preview(page).locator('h1')).toHaveText('The story behind Vishwas Group, told plainly');
  expect(onDisk('pages/about.yaml')).toBe(original('pages/about.yaml'));
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');

  const changes = await save(page);
  expect(changes).toContain('Title: “The story behind Vishwas Group” → “The story behind Vishwas Group, told plainly”');
  const after = onDisk('pages/about.yaml');
  expect(changedLines(original('pages/about.yaml'), after)).toBe(1);
  expect(parse(after).sections[0].title).toBe('The story behind Vishwas Group, told plainly');
  await expect(page.locator('[data-state]')).toHaveText('All changes saved');
});

test('a page without a sitemap line shows its Sitemap box ticked, as the site treats it; unticking writes false', async ({
  page,
}) => {
  await openFile(page, 'pages/about.yaml');
  expect(parse(original('pages/about.yaml')).sitemap).toBeUndefined();
  // The page's settings come after its content, closed until opened.
  const settings = page.locator('[data-settings]');
  await expect(settings).not.toHaveAttribute('open');
  await expect(page.locator('.rjsf input, .rjsf textarea, .rjsf select').first()).not.toHaveId('root_route');
  await settings.locator('summary').click();
  const box = page.locator('#root_sitemap');
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(box).not.toBeChecked();
  const changes = await save(page);
  expect(changes).toContain('Listed for search engines: added “not ticked”');
  expect(parse(onDisk('pages/about.yaml')).sitemap).toBe(false);
});

test('a draft survives a reload', async ({ page }) => {
  await openFile(page, 'pages/contact.yaml');
  await page.locator('#root_meta_title').fill('Write to us');
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  await page.reload();
  await expect(page.locator('#root_meta_title')).toHaveValue('Write to us', { timeout: 20_000 });
  await expect(page.locator(`[data-file="pages/contact.yaml"] [aria-label="Unsaved changes"]`)).toBeVisible();
});

test('adding a FAQ to /resources/faqs', async ({ page }) => {
  const file = 'pages/resources/faqs.yaml';
  await openFile(page, file);
  await openBlock(page, 'all-faqs');
  const count = parse(original(file)).sections[1].categories[0].items.length as number;
  await unfold(page, 'root_categories_0_items__add');
  await page.locator('#root_categories_0_items__add').click();
  // The new question opens by itself, its id made for it.
  await page.locator(`#root_categories_0_items_${count}_question`).fill('How are audit fees set?');
  await page
    .locator(`#root_categories_0_items_${count}_answer`)
    .fill('By the size of the company and the work its books need.');
  await expect(preview(page).getByText('How are audit fees set?')).toBeVisible();
  await save(page);
  const items = parse(onDisk(file)).sections[1].categories[0].items as { id: string; question: string }[];
  expect(items).toHaveLength(count + 1);
  expect(items[count].id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(items.filter((i) => i.id === items[count].id)).toHaveLength(1);
  expect(items[count]).toEqual({
    id: items[count].id,
    question: 'How are audit fees set?',
    answer: 'By the size of the company and the work its books need.',
  });
});

test('reordering two sections of the home page', async ({ page }) => {
  const file = 'pages/index.yaml';
  const before = (parse(original(file)).sections as { id: string }[]).map((s) => s.id);
  await openFile(page, file);
  await page
    .locator(`[data-block-row="${before[1]}"]`)
    .getByRole('button', { name: /^Move down: / })
    .click();
  await expect(page.locator('[data-announcer]')).toContainText('position 3');
  await save(page);
  const after = (parse(onDisk(file)).sections as { id: string }[]).map((s) => s.id);
  expect(after).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
});

test('an emptied required field shows a message in plain words on the field and cannot be saved', async ({ page }) => {
  const file = 'pages/gallery.yaml';
  await openFile(page, file);
  await page.locator('#root_meta_title').fill('');
  const message = page.locator('#root_meta_title__error');
  await expect(message).toContainText(/“[^”]+” needs to be filled in\./);
  await expect(message).not.toContainText(/`|Add a line|title:|npm run/);
  await expect(page.getByRole('heading', { name: /problem.* to fix before saving/ })).toBeVisible();
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-announcer]')).toContainText('cannot be saved');
  expect(onDisk(file)).toBe(original(file));
});

test('a save over a file changed on disk is refused; both versions side by side, field by field, and what is kept of each is saved', async ({
  page,
}) => {
  const file = 'pages/terms.yaml';
  await openFile(page, file);
  await page.locator('#root_meta_title').fill('Terms of use, revised');
  await page.locator('#root_meta_description').fill('The terms of our services and of this website, in short.');
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  // Meanwhile another program changes the title and a keyword.
  const elsewhere = original(file)
    .replace('  title: Terms of Service\n', '  title: Terms of Service (2026)\n')
    .replace('    - terms of service\n', '    - terms of use\n')
    .replace(/\n$/, '\n# edited elsewhere\n');
  writeOnDisk(file, elsewhere);
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-changes]'), await page.locator('[data-announcer]').innerText()).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'The file changed on disk' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('“Terms of Service” was changed outside the editor');
  await page.getByRole('button', { name: 'See both versions' }).click();

  const field = (name: string) => page.getByRole('group', { name });
  const title = field('Search engines and sharing › Title');
  const description = field('Search engines and sharing › Description');
  const keyword = field('Search engines and sharing › Keywords');
  await expect(page.locator('[data-conflict-field]')).toHaveCount(3);
  await expect(title.locator('[data-version="mine"]')).toContainText('Terms of use, revised');
  await expect(title.locator('[data-version="theirs"]')).toContainText('Terms of Service (2026)');
  await expect(keyword.locator('[data-version="theirs"]')).toContainText('terms of use, terms and conditions');
  // Side by side, each whole (a long description is not cut off), and no code.
  const [mine, theirs] = [
    await description.locator('[data-version="mine"]').boundingBox(),
    await description.locator('[data-version="theirs"]').boundingBox(),
  ];
  expect(theirs!.x).toBeGreaterThan(mine!.x + mine!.width - 1);
  expect(theirs!.y).toBe(mine!.y);
  await expect(description.locator('[data-version="theirs"]')).toContainText('and Bengaluru jurisdiction.');
  expect(await page.getByRole('dialog').innerText()).not.toMatch(/\.yaml|#|meta\.|^\s*- /m);
  // Mine is chosen where I changed a field, theirs where only they did; I keep their title.
  await expect(title.getByRole('radio', { name: /Keep mine/ })).toBeChecked();
  await expect(description.getByRole('radio', { name: /Keep mine/ })).toBeChecked();
  await expect(keyword.getByRole('radio', { name: /Keep theirs/ })).toBeChecked();
  await title.getByRole('radio', { name: /Keep theirs/ }).check();
  await page.getByRole('button', { name: 'Save as chosen' }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved “Terms of Service”.');
  await expect(page.locator('[data-state]')).toHaveText('All changes saved');
  const saved = parse(onDisk(file));
  expect(saved.meta.title).toBe('Terms of Service (2026)');
  expect(saved.meta.description).toBe('The terms of our services and of this website, in short.');
  expect(saved.meta.keywords[0]).toBe('terms of use');
  expect(onDisk(file)).toContain('# edited elsewhere');
});

test('a new page is made with a link in the menu chosen, and its placeholder description is a warning', async ({
  page,
}) => {
  await page.goto('/_edit');
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('textbox', { name: /^Address/ }).fill('/careers');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Careers');
  await page.getByRole('combobox', { name: /^Where will visitors find it/ }).selectOption({ label: 'Footer: Company' });
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.locator('h1')).toHaveText('Careers', { timeout: 20_000 });
  await expect(page.locator('[data-announcer]')).toContainText('Created “Careers”.');
  await expect(page).toHaveURL(/#pages\/careers\.yaml$/);
  expect(parse(onDisk('pages/careers.yaml')).route).toBe('/careers');
  await expect(page.locator('[data-file="pages/careers.yaml"]')).toBeVisible();
  // The footer's Company column links to it, and only that changed in the site settings.
  const site = parse(onDisk('pages/_site.yaml'));
  const company = site.footer.columns.find((c: { title: string }) => c.title === 'Company');
  expect(company.links.at(-1)).toEqual({ label: 'Careers', href: '/careers', variant: 'link' });
  const [before, after] = [original('pages/_site.yaml'), onDisk('pages/_site.yaml')];
  expect(after.split('\n').filter((line) => !before.split('\n').includes(line))).toEqual([
    '        - { label: Careers, href: /careers, variant: link }',
  ]);
  expect(after.split('\n')).toHaveLength(before.split('\n').length + 1);
  await expect(preview(page).locator('footer a[href="/careers"]')).toHaveText('Careers', { timeout: 20_000 });
  // The description the page starts with must be replaced: a warning, in plain words.
  await expect(page.getByText("The description is still the new page's placeholder")).toBeVisible();
});

test('adding a blog article', async ({ page }) => {
  const file = 'pages/collections/blog.yaml';
  const count = parse(original(file)).items.length as number;
  await openFile(page, file);
  await page.locator('#root_items__add').click();
  const at = (f: string) => page.locator(`#root_items_${count}_${f}`);
  await at('title').fill('Closing the books at year end');
  await at('excerpt').fill('Five steps that make the annual close calm.');
  await at('content').fill('Start early.');
  await at('date').fill('April 1, 2025');
  await at('author').fill('Meera Kulkarni');
  await at('readTime').fill('4');
  await at('category').selectOption('Financial Planning');
  await at('image_src').fill('/images/blog/blog-financial-statements.webp');
  await at('image_alt').fill('A balance sheet');
  await save(page);
  const items = parse(onDisk(file)).items as { id: number; title: string }[];
  expect(items).toHaveLength(count + 1);
  expect(items[count]).toMatchObject({
    id: count + 1,
    title: 'Closing the books at year end',
    content: '<p>Start early.</p>',
  });
});

test('the block picker draws the hovered kind of section alone, at the top of its picture', async ({ page }) => {
  await openFile(page, 'pages/about.yaml');
  await page.getByRole('button', { name: '+ Add a section' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-block-type="cta"] strong')).toHaveText('Call to action');
  await dialog.locator('[data-block-type="cta"]').hover();
  const picture = dialog.locator('iframe[data-block-picture="cta"]');
  // Shown once drawn (until then it is transparent).
  await expect(picture).toHaveCSS('opacity', '1', { timeout: 30_000 });
  const inside = (await (await picture.elementHandle())!.contentFrame())!;
  const top = () =>
    inside.evaluate(() => {
      const tagged = [...document.querySelectorAll('[data-edit-path^="sections/"]')].find((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const area = range.getBoundingClientRect();
        return area.height > 20 && Math.abs(area.top) < 4;
      });
      return tagged?.textContent ?? '';
    });
  await expect.poll(top, { timeout: 10_000 }).toContain('Ready to get started?');
  // The page's frame (its header) is not drawn over it.
  expect(await inside.evaluate(() => document.querySelector('header')?.getBoundingClientRect().height ?? 0)).toBe(0);
});
