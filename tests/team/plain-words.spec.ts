/**
 * Plain words on every screen of the team editor, as an editor, a publisher and an administrator see them: the
 * sign-in screen; the editor's page and form with the team's menus; My changes; a save refused because its page
 * waits for review (the server's reason, in words); To review; the review of a set holding a changed long text, a
 * change to the site settings (a new named link) and a new item; the publish's progress and its result; the Live
 * site screen; the person's menu; People and Activity. The set holds a new picture too. The rules are the local editor's scan's
 * (tests/fixtures/plainWords.ts): no schema key path, file path, YAML, "commit", "schema" or template placeholder.
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codeIn, wordsOnScreen } from '../fixtures/plainWords';
import { api, newPerson, openFile } from './people';
import { people } from './setup';

test.describe.configure({ mode: 'serial' });

type Person = { context: BrowserContext; page: Page };
let asha: Person;
let ravi: Person;
const found = new Set<string>();
const title = 'Plain words: terms and a careers link';

/** Adds what the screen shows now that reads as code to `found`, under `where`. */
async function scan(page: Page, where: string): Promise<void> {
  const lines = await wordsOnScreen(page);
  expect(lines.length, `${where}: words on screen`).toBeGreaterThan(3);
  for (const f of codeIn(lines)) found.add(`${where}: ${f}`);
}

/** The person's menu opened, then the dialog changing their password: both scanned. */
async function personMenu(page: Page, name: string, where: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const change = page.getByRole('button', { name: 'Change password' });
  await expect(change).toBeVisible();
  await scan(page, `${where}: person menu`);
  await change.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, `${where}: password dialog`);
  await page.keyboard.press('Escape');
}

/** Saves `change` of `file`'s data through the API, as the form's Save does. */
async function saveData(page: Page, file: string, change: (data: Record<string, unknown>) => void) {
  const opened = await api(page, `file?path=${encodeURIComponent(file)}`);
  expect(opened.status).toBe(200);
  const data = opened.body.data as Record<string, unknown>;
  change(data);
  const saved = await api(page, 'save', { file, version: opened.body.version, data });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Uploads a small picture for `file`'s change, as the form's picture field does; its address on the site. */
async function uploadPicture(page: Page, file: string, name: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();
  return page.evaluate(
    async ({ file, name, b64 }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
      const res = await fetch(`/_edit/api/upload?file=${encodeURIComponent(file)}&name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'x-edit-token': token, 'Content-Type': 'image/jpeg' },
        body: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)),
      });
      return ((await res.json()) as { src: string }).src;
    },
    { file, name, b64: jpeg.toString('base64') },
  );
}

test.beforeAll(async ({ browser }) => {
  asha = await newPerson(browser, people.editor);
  ravi = await newPerson(browser, people.publisher);
});

test.afterAll(async () => {
  await asha?.context.close();
  await ravi?.context.close();
});

test('the sign-in screen, and a wrong password, in plain words', async ({ page }) => {
  await page.goto('/_edit/sign-in');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await scan(page, 'sign-in');
  await page.getByLabel('E-mail address').fill(people.editor.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await scan(page, 'sign-in refused');
  expect([...found]).toEqual([]);
});

test('an editor’s screens: the page list, a form, My changes and a save refused while its page waits', async () => {
  test.setTimeout(180_000);
  const { page } = asha;
  await page.goto('/_edit');
  await expect(page.locator('[data-file]').first()).toBeAttached({ timeout: 20_000 });
  await scan(page, 'editor: start');
  // A long text changed, a new item in a list, and the site settings' new named link, in one change set.
  await saveData(page, 'pages/terms.yaml', (data) => {
    const doc = (data.sections as Record<string, unknown>[]).find((s) => s.type === 'legalDocument')!;
    const items = doc.sections as Record<string, unknown>[];
    const paragraphs = items[0]!.paragraphs as string[];
    paragraphs[0] = `${paragraphs[0]} Read them with care: they say what we promise and what we ask of you in return.`;
    items.push({ ...items[0], id: 'plain-words', title: 'Our Promise of Plain Words' });
  });
  // A new picture too, in the gallery: the review names it in words, not by its file.
  const src = await uploadPicture(page, 'pages/gallery.yaml', 'Plain Words Photo.jpg');
  expect(src).toMatch(/^\/images\//);
  await saveData(page, 'pages/gallery.yaml', (data) => {
    const block = (data.sections as Record<string, unknown>[]).find((s) => Array.isArray(s.images))!;
    const images = block.images as Record<string, unknown>[];
    images[0] = { ...images[0], src, alt: 'A blue square standing for the team' };
    delete images[0]!.thumbnail;
  });
  await saveData(page, 'pages/_site.yaml', (data) => {
    data.links = { ...(data.links as object), careersPortal: 'https://careers.example.com' };
  });
  await openFile(page, 'pages/terms.yaml');
  await scan(page, 'editor: terms');
  await openFile(page, 'pages/_site.yaml');
  await scan(page, 'editor: site settings');
  await personMenu(page, people.editor.name, 'editor');

  // My changes: titled and sent for review.
  await page.goto('/_edit#changes');
  await page.reload();
  const card = page.locator('[data-current-set]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await scan(page, 'editor: my changes');
  await card.getByLabel('Title of these changes').fill(title);
  await card.locator('[data-send-for-review]').click();
  const sent = page.locator('[data-other-sets] li', { hasText: title });
  await expect(sent.locator('[data-state]')).toHaveAttribute('data-state', 'in-review');
  await scan(page, 'editor: my changes, sent');

  // A save of a page that waits for review is refused with the server's reason, in words.
  await openFile(page, 'pages/terms.yaml');
  await page.locator('#root_meta_title').fill('Terms, once more');
  await page.locator('[data-save]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const note = page.locator('[data-save-note]');
  await expect(note).toContainText(`part of “${title}” by ${people.editor.name}, which waits for review`, {
    timeout: 20_000,
  });
  await scan(page, 'editor: save refused');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  expect([...found]).toEqual([]);
});

test('a publisher’s screens: To review, the review, publishing and its result, the Live site', async () => {
  test.setTimeout(300_000);
  const { page } = ravi;
  await page.goto('/_edit#review');
  await page.reload();
  const link = page.getByRole('link', { name: `Review “${title}”` });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await scan(page, 'publisher: to review');
  await link.click();
  await expect(page.locator('#review-title')).toContainText(title, { timeout: 60_000 });
  const terms = page.locator('[data-review-page="pages/terms.yaml"]');
  await expect(terms.locator('[data-plain-changes]')).toContainText('Our Promise of Plain Words');
  await expect(page.locator('[data-review-page="pages/_site.yaml"] [data-plain-changes]')).toContainText(
    'careers.example.com',
  );
  await expect(terms.locator('iframe[data-page-frame]')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('[data-review-page^="public/images/"]')).toContainText('plain words photo');
  await scan(page, 'publisher: review');

  await page.getByRole('button', { name: 'Approve and publish now' }).click();
  const status = page.locator('[data-review-actions] [role="status"]');
  await expect(page.locator('[data-review-actions] [data-job]')).toBeVisible({ timeout: 30_000 });
  await scan(page, 'publisher: publishing');
  await expect(status).toContainText('Live: the site was updated in', { timeout: 180_000 });
  await scan(page, 'publisher: published');

  await page.goto('/_edit#live');
  await expect(page.locator('[data-releases] li').first()).toBeVisible({ timeout: 20_000 });
  await scan(page, 'publisher: live site');
  await personMenu(page, people.publisher.name, 'publisher');
  expect([...found]).toEqual([]);
});

test('an administrator’s People and Activity', async ({ browser }) => {
  const priya = await newPerson(browser, people.admin);
  try {
    await priya.page.goto('/_edit#people');
    await expect(priya.page.locator('[data-screen="people"]')).toBeVisible({ timeout: 20_000 });
    await expect(priya.page.getByText(people.publisher.email).first()).toBeVisible();
    await scan(priya.page, 'administrator: people');
    await priya.page.goto('/_edit#activity');
    await expect(priya.page.locator('[data-screen="activity"]')).toBeVisible({ timeout: 20_000 });
    await expect(priya.page.getByText(people.publisher.name).first()).toBeVisible({ timeout: 20_000 });
    await scan(priya.page, 'administrator: activity');
  } finally {
    await priya.context.close();
  }
  expect([...found]).toEqual([]);
});
