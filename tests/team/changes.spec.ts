/**
 * Change sets from the first save to the live site, through nginx with HTTPS, with two people: Asha the editor
 * writes and sends for review, Ravi the publisher reviews, sends back, approves (now or at a time) and restores
 * earlier releases; the live site is nginx serving the releases folder's `current` (serve.ts). Covers issue 36's
 * "Checked by": review with before and after, sent back and sent again, published and served, a conflict with what
 * went live first, a scheduled publish, a rollback and a roll-forward, and who may approve.
 */
import { test, expect, request, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { api, approve, newPerson, openFile, restoreRelease, save } from './people';
import { liveRepo, liveUrl, people, previewUrl, proxyTimeoutSeconds, slowBuildFile } from './setup';

test.describe.configure({ mode: 'serial' });

type Person = { context: BrowserContext; page: Page };
let asha: Person;
let ravi: Person;

test.beforeAll(async ({ browser }) => {
  asha = await newPerson(browser, people.editor);
  ravi = await newPerson(browser, people.publisher);
});

test.afterAll(async () => {
  await asha?.context.close();
  await ravi?.context.close();
});

/** The live site's page at `route`, as visitors get it from nginx. */
async function livePage(route: string): Promise<string> {
  const res = await asha.page.request.get(`${liveUrl}${route}`);
  expect(res.status()).toBe(200);
  return res.text();
}

const currentSet = async (page: Page) => (await api(page, 'changes')).body.current as { id: string } | null;

/** Opens a block of the open page's form by its id (the page's list of sections). */
async function openBlock(page: Page, id: string): Promise<void> {
  await page.locator(`[data-block-row="${id}"] button`).first().click();
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', id);
}

/** Sets the hero title of the About page (its h1) and saves it. */
async function aboutTitle(page: Page, title: string): Promise<void> {
  await openFile(page, 'pages/about.yaml');
  await openBlock(page, 'about-intro');
  await page.locator('#root_title').fill(title);
  await save(page);
}

/** My changes, as the server has them now (the screen asks again when it is opened, not while it is open). */
async function myChanges(page: Page): Promise<void> {
  await page.goto('/_edit#changes');
  await page.reload();
  await expect(page.locator('#changes-title')).toBeVisible({ timeout: 20_000 });
}

/** My changes: titles the open set and sends it for review. */
async function sendForReview(page: Page, title: string): Promise<void> {
  await myChanges(page);
  const card = page.locator('[data-current-set]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByLabel('Title of these changes').fill(title);
  await card.locator('[data-send-for-review]').click();
  await expect(page.locator('[data-other-sets] li', { hasText: title }).locator('[data-state]')).toHaveAttribute(
    'data-state',
    'in-review',
  );
}

/** To review: opens the review of the set titled `title`. */
async function openReview(page: Page, title: string): Promise<void> {
  await page.goto('/_edit#review');
  await page.reload();
  await page.getByRole('link', { name: `Review “${title}”` }).click();
  // The review merges the set with what is live and runs the site's validator on the result: seconds.
  await expect(page.locator('#review-title')).toContainText(title, { timeout: 60_000 });
}

const oldTitle = 'The story behind Vishwas Group';
const firstTitle = 'The story behind Vishwas Group, told by Asha';
const fixedTitle = 'The story behind Vishwas Group, since 2019';
const laterTitle = 'The story behind Vishwas Group, on schedule';
const photoPath = '/images/gallery/e2e-team-photo.jpg';

test('a change set of two pages and a picture: reviewed, sent back, sent again, approved and served', async () => {
  test.setTimeout(240_000);
  // Asha: the About page's heading and a new picture in the gallery.
  await aboutTitle(asha.page, firstTitle);
  await openFile(asha.page, 'pages/gallery.yaml');
  await openBlock(asha.page, 'photos');
  const src = asha.page.locator('#root_images_0_src');
  await expect(async () => {
    for (let n = 0; n < 10; n++) {
      const closed = asha.page.locator('details:not([open]):has([id="root_images_0_src"])');
      if (!(await closed.count())) break;
      await closed.first().locator('> summary').click();
    }
    await expect(src).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const thumbnail = asha.page.locator('#root_images_0_thumbnail');
  if (await thumbnail.count()) await thumbnail.fill('');
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  const transfer = await asha.page.evaluateHandle((b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([data], 'E2E Team Photo.jpg', { type: 'image/jpeg' }));
    return dt;
  }, photo.toString('base64'));
  await asha.page.dispatchEvent('[data-drop="root_images_0_src"]', 'dragover', { dataTransfer: transfer });
  await asha.page.dispatchEvent('[data-drop="root_images_0_src"]', 'drop', { dataTransfer: transfer });
  await expect(src).toHaveValue(photoPath, { timeout: 30_000 });
  await asha.page.locator('#root_images_0_alt').fill('The team standing on a green lawn in front of the office');
  await save(asha.page);
  await sendForReview(asha.page, 'New story and photo');

  // Ravi: waiting for him; the change in plain words, the page before and after side by side.
  await expect(ravi.page.locator('[data-entry="review"]')).toBeVisible();
  await openReview(ravi.page, 'New story and photo');
  const about = ravi.page.locator('[data-review-page="pages/about.yaml"]');
  await expect(about.locator('[data-plain-changes]')).toContainText(`“${oldTitle}” → “${firstTitle}”`);
  await expect(ravi.page.locator('[data-review-page="pages/gallery.yaml"]')).toBeVisible();
  await expect(ravi.page.locator('[data-review-page="public/images/gallery/e2e-team-photo.jpg"]')).toBeVisible();
  const frames = about.locator('iframe[data-page-frame]');
  await expect(frames).toHaveCount(2, { timeout: 30_000 });
  await expect(about.frameLocator('iframe[data-page-frame] >> nth=0').locator('h1')).toContainText(oldTitle, {
    timeout: 30_000,
  });
  await expect(about.frameLocator('iframe[data-page-frame] >> nth=1').locator('h1')).toContainText(firstTitle, {
    timeout: 30_000,
  });
  // The new picture is not live yet: the preview (on its own host name, given a pass by the editor's page) shows
  // it to Ravi, who is signed in; nobody else gets it.
  const inFrame = await (await frames.nth(1).elementHandle())!.contentFrame();
  const seen = await inFrame!.evaluate((path) => fetch(path).then((r) => r.status), photoPath);
  expect(seen).toBe(200);
  const stranger = await request.newContext({ ignoreHTTPSErrors: true });
  expect((await stranger.get(`${previewUrl}${photoPath}`)).status()).toBe(404);
  await stranger.dispose();
  const [before, after] = [(await frames.nth(0).boundingBox())!, (await frames.nth(1).boundingBox())!];
  expect(after.x).toBeGreaterThan(before.x + before.width / 2);
  expect(Math.abs(after.y - before.y)).toBeLessThan(5);
  // On a phone they stack.
  await ravi.page.setViewportSize({ width: 375, height: 800 });
  await expect(async () => {
    const [b, a] = [(await frames.nth(0).boundingBox())!, (await frames.nth(1).boundingBox())!];
    expect(a.y).toBeGreaterThanOrEqual(b.y + b.height - 5);
  }).toPass({ timeout: 10_000 });
  await ravi.page.setViewportSize({ width: 1280, height: 800 });

  // Sent back with a comment.
  await ravi.page.getByLabel('Comment', { exact: true }).fill('Please say since when we exist.');
  await ravi.page.getByRole('button', { name: 'Send back' }).click();
  await expect(ravi.page.locator('#review-title ~ [data-state]')).toHaveAttribute('data-state', 'sent-back');

  // Asha sees it sent back with the comment, fixes it and sends it again.
  await myChanges(asha.page);
  const card = asha.page.locator('[data-current-set]');
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'sent-back');
  await expect(card).toContainText('Please say since when we exist.');
  await aboutTitle(asha.page, fixedTitle);
  await sendForReview(asha.page, 'New story and photo');

  // Ravi approves and publishes now: the live site serves the change and the picture.
  await openReview(ravi.page, 'New story and photo');
  await expect(ravi.page.locator('[data-review-page="pages/about.yaml"] [data-plain-changes]')).toContainText(
    fixedTitle,
  );
  await ravi.page.getByRole('button', { name: 'Approve and publish now' }).click();
  const status = ravi.page.locator('[data-review-actions] [role="status"]');
  await expect(status).toContainText('Live: the site was updated in', { timeout: 120_000 });
  console.log(`release seconds (publish now): ${await status.innerText()}`);
  const releases = (await api(ravi.page, 'releases')).body as { releases: { seconds: number }[] };
  console.log(`release seconds (record): ${releases.releases[0].seconds}`);
  expect(await livePage('/about')).toContain(fixedTitle);
  expect(await livePage('/gallery')).toContain('e2e-team-photo');
  const picture = await asha.page.request.get(`${liveUrl}${photoPath}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/');
});

test('a set that conflicts with what went live first (a restore) cannot be approved; the live site stays', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Asha starts a set on one page (it leaves the live site as it is now).
  await openFile(asha.page, 'pages/finance-coe.yaml');
  await asha.page.locator('#root_meta_title').fill('Finance centre, by Asha');
  await save(asha.page);
  // Ravi changes the Contact page's title in a set of his; he may not approve it himself.
  await openFile(ravi.page, 'pages/contact.yaml');
  await ravi.page.locator('#root_meta_title').fill('Contact us, by Ravi');
  await save(ravi.page);
  await sendForReview(ravi.page, 'Contact title');
  const raviSet = (await api(ravi.page, 'changes')).body.mine as { id: string; title: string }[];
  const contactSet = raviSet.find((s) => s.title === 'Contact title')!;
  const own = await approve(ravi.page, contactSet.id);
  expect(own.status).toBe(403);
  await openReview(ravi.page, 'Contact title');
  await expect(ravi.page.getByRole('button', { name: 'Approve and publish now' })).toBeDisabled();
  await expect(ravi.page.locator('[data-why]')).toContainText('Nobody approves their own change set');
  // Priya, an administrator, approves it: live.
  const priya = await newPerson(browser, people.admin);
  const releasesBefore = (await api(priya.page, 'releases')).body.releases as { id: string }[];
  const approved = await approve(priya.page, contactSet.id);
  expect(approved.status).toBe(200);
  expect(approved.job?.state).toBe('done');
  expect(await livePage('/contact')).toContain('Contact us, by Ravi');

  // Asha's set, still being written, caught up with what went live: she changes Ravi's title and sends it.
  // (Each open set catches up in its own turn just after the publish.)
  await openFile(asha.page, 'pages/contact.yaml');
  await expect(async () => {
    await asha.page.reload();
    await expect(asha.page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
    await expect(asha.page.locator('#root_meta_title')).toHaveValue('Contact us, by Ravi', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await asha.page.locator('#root_meta_title').fill('Contact us, by Asha');
  await save(asha.page);
  await sendForReview(asha.page, 'Finance and contact');
  // Meanwhile Priya brings back the site from before Ravi's change: the same title changes on the live site first.
  const restored = await restoreRelease(priya.page, releasesBefore[0]!.id);
  expect(restored.status).toBe(200);
  expect(restored.job?.state).toBe('done');
  await priya.context.close();
  expect(await livePage('/contact')).not.toContain('by Ravi');

  await openReview(ravi.page, 'Finance and contact');
  await expect(ravi.page.locator('[data-why]')).toContainText('Contact us', { timeout: 30_000 });
  await expect(ravi.page.getByRole('button', { name: 'Approve and publish now' })).toBeDisabled();
  const why = await ravi.page.locator('[data-why]').innerText();
  expect(why).not.toMatch(/yaml|merge|git|branch/i);
  const mine = (await api(asha.page, 'changes')).body.mine as { id: string; title: string }[];
  const refused = await approve(ravi.page, mine.find((s) => s.title === 'Finance and contact')!.id);
  expect(refused.status).toBe(409);
  expect(String(refused.body.error)).toBe(why);
  const page = await livePage('/contact');
  expect(page).toContain('Contact us');
  expect(page).not.toContain('by Asha');
});

test('an editor cannot approve: no button, and the server answers 403', async () => {
  const mine = (await api(asha.page, 'changes')).body.mine as { id: string; title: string }[];
  const set = mine.find((s) => s.title === 'Finance and contact')!;
  await asha.page.goto(`/_edit#review/${set.id}`);
  await expect(asha.page.locator('#review-title')).toContainText('Finance and contact');
  await expect(asha.page.locator('[data-review-page]').first()).toBeVisible();
  await expect(asha.page.getByRole('button', { name: 'Approve and publish now' })).toHaveCount(0);
  await expect(asha.page.getByRole('button', { name: 'Send back' })).toHaveCount(0);
  expect((await approve(asha.page, set.id)).status).toBe(403);
  expect((await api(asha.page, 'changes/send-back', { id: set.id, text: 'no' })).status).toBe(403);
  expect((await api(asha.page, 'releases/restore', { id: '20260101-000000' })).status).toBe(403);
  await expect(asha.page.locator('[data-entry="review"]')).toHaveCount(0);
});

test('a scheduled publish: scheduled, then live at its time', async () => {
  test.setTimeout(240_000);
  expect(await currentSet(asha.page)).toBeNull();
  await aboutTitle(asha.page, laterTitle);
  await sendForReview(asha.page, 'Story on schedule');
  await openReview(ravi.page, 'Story on schedule');
  // A minute from now, in the browser's own time zone (the field's "date and time"); approving runs the review
  // again first (seconds on a busy machine), so the time must still be ahead when the server gets it.
  const at = await ravi.page.evaluate(() => {
    const d = new Date(Date.now() + 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });
  await ravi.page.getByLabel('Date and time').fill(at);
  await ravi.page.getByRole('button', { name: /^Approve for / }).click();
  await expect(ravi.page.locator('#review-title ~ [data-state]')).toHaveAttribute('data-state', 'scheduled', {
    timeout: 45_000,
  });
  const waiting = (await api(ravi.page, 'changes')).body.waiting as { title: string; state: string }[];
  expect(waiting.find((s) => s.title === 'Story on schedule')?.state).toBe('scheduled');
  expect(await livePage('/about')).toContain(fixedTitle);
  await expect
    .poll(async () => (await livePage('/about')).includes(laterTitle), { timeout: 150_000, intervals: [2_000] })
    .toBe(true);
  // The set is marked live just after the site is (once the live branch is sent on).
  const stateOf = async () => {
    const mine = (await api(asha.page, 'changes')).body.mine as { title: string; state: string }[];
    return mine.find((s) => s.title === 'Story on schedule')?.state;
  };
  await expect.poll(stateOf, { timeout: 30_000 }).toBe('live');
});

test('roll back and forward from the Live site screen; the history keeps both', async () => {
  test.setTimeout(180_000);
  const headBefore = execFileSync('git', ['-C', liveRepo, 'rev-parse', 'main'], { encoding: 'utf8' }).trim();
  const answer = (await api(ravi.page, 'releases')).body as { releases: { id: string; kind: string }[] };
  const [newest, previous] = answer.releases;
  await ravi.page.goto('/_edit#live');
  const restoredRows = ravi.page.locator('[data-releases] li', { hasText: 'restored by Ravi Kumar' });
  const restore = async (id: string) => {
    const before = await restoredRows.count();
    await ravi.page
      .locator(`[data-release="${id}"]`)
      .getByRole('button', { name: /^Restore this version, of/ })
      .click();
    await ravi.page.locator('[data-restore-confirm]').click();
    await expect(restoredRows).toHaveCount(before + 1, { timeout: 60_000 });
    await expect(ravi.page.locator('[data-releases] li').first()).toContainText('restored by Ravi Kumar');
  };
  await restore(previous.id);
  expect(await livePage('/about')).toContain(fixedTitle);
  expect(await livePage('/about')).not.toContain(laterTitle);
  await expect(ravi.page.locator('[data-releases] li').first().locator('[data-live]')).toBeVisible();
  await restore(newest.id);
  expect(await livePage('/about')).toContain(laterTitle);
  await expect(restoredRows).toHaveCount(2);
  const after = (await api(ravi.page, 'releases')).body as { releases: { kind: string; restored?: string }[] };
  expect(after.releases.slice(0, 2).map((r) => [r.kind, r.restored])).toEqual([
    ['restore', newest.id],
    ['restore', previous.id],
  ]);
  // The live branch: two new commits on top of the old head (nothing rewritten).
  const log = execFileSync('git', ['-C', liveRepo, 'log', '--format=%s', '-2', 'main'], { encoding: 'utf8' });
  expect(log).toContain(`Bring back the site of release ${newest.id}`);
  expect(log).toContain(`Bring back the site of release ${previous.id}`);
  execFileSync('git', ['-C', liveRepo, 'merge-base', '--is-ancestor', headBefore, 'main']);
  expect(
    execFileSync('git', ['-C', liveRepo, 'rev-list', '--count', `${headBefore}..main`], { encoding: 'utf8' }).trim(),
  ).toBe('2');
  // The search catches up with the live release.
  await expect(async () => {
    await ravi.page.reload();
    await expect(ravi.page.locator('[data-search]')).toHaveText('Search is up to date.', { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
});

test('a publish that outlasts nginx’s proxy timeout: its steps and pages on screen, then live; a reload finds it', async () => {
  test.setTimeout(300_000);
  const title = 'Hours, the long way';
  const longTitle = 'The story behind Vishwas Group, after a long build';
  // Each build now takes longer than nginx waits for an answer (and none is made ahead while the review is read).
  writeFileSync(slowBuildFile, String(proxyTimeoutSeconds + 10));
  try {
    await aboutTitle(asha.page, longTitle);
    await sendForReview(asha.page, title);
    await openReview(ravi.page, title);
    const clicked = Date.now();
    await ravi.page.getByRole('button', { name: 'Approve and publish now' }).click();
    const box = ravi.page.locator('[data-review-actions] [data-job]');
    await expect(box.locator('[role="status"]')).toHaveText(`Publishing “${title}”…`);
    // The buttons are gone while it runs, and the same work cannot be started twice.
    await expect(ravi.page.getByRole('button', { name: 'Approve and publish now' })).toHaveCount(0);
    const mine = (await api(asha.page, 'changes')).body.mine as { id: string; title: string }[];
    const again = await approve(ravi.page, mine.find((s) => s.title === title)!.id);
    expect(again.status).toBe(409);
    // The steps as they happen: checking, then building with its pages counted.
    await expect(box.locator('[data-step="build"]')).toHaveAttribute('data-state', 'now', { timeout: 60_000 });
    await expect(box.locator('[data-step="check"]')).toHaveAttribute('data-state', 'done');
    await expect(box.locator('[data-pages]')).toHaveText(/^[\d,]+ of [\d,]+ pages$/, { timeout: 60_000 });
    console.log(`pages on screen: ${await box.locator('[data-pages]').innerText()}`);
    // A reload in the middle finds the job again, still without the buttons.
    await ravi.page.reload();
    await expect(ravi.page.locator('[data-review-actions] [data-job="running"]')).toBeVisible({ timeout: 60_000 });
    await expect(ravi.page.getByRole('button', { name: 'Approve and publish now' })).toHaveCount(0);
    await expect(ravi.page.locator('[data-review-actions] [role="status"]')).toHaveText(
      /^Live: the site was updated in [\d.]+ seconds? from your click\.$/,
      { timeout: 240_000 },
    );
    const waited = (Date.now() - clicked) / 1000;
    console.log(
      `publish through nginx, from the click: ${waited.toFixed(1)} s (proxy timeout ${proxyTimeoutSeconds} s)`,
    );
    expect(waited).toBeGreaterThan(proxyTimeoutSeconds);
  } finally {
    rmSync(slowBuildFile, { force: true });
  }
  expect(await livePage('/about')).toContain(longTitle);
  // The server still takes saves: nothing was left waiting on a cut request.
  await aboutTitle(asha.page, oldTitle);
});
