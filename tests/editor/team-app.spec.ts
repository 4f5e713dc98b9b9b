/**
 * The editor app in team mode, on the local editor's server: the page is given the team server's meta tags
 * (edit-person, edit-team) and the team server's calls are answered here, so the app's team parts are seen in a
 * browser: the person menu, who else edits the page, People, Activity, My changes, the review of a change set and
 * the live site, at 1280 and 375 px, with axe.
 */
import { test, expect, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { chromiumLaunch } from '../fixtures/chromium';
import { editorViolations } from '../fixtures/editorAxe';

/** The team's screens show the site in two frames: the preview and the live site. */
const violations = (page: Page) => editorViolations(page, ['[data-preview-frame]', '[data-page-frame]']);

// The editor's page is answered here (with the team's meta tags), which Chromium counts as a public page: its
// preview frames (on the local preview origin) would be blocked as a reach into the local network.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'],
  },
});

const TEAM = new Set(['people', 'people/invite', 'people/role', 'people/remove', 'people/cancel-invite', 'audit']);
TEAM.add('save').add('password').add('drafts').add('draft').add('draft/drop').add('presence');
for (const call of ['changes', 'changes/title', 'changes/submit', 'changes/withdraw', 'changes/review']) TEAM.add(call);
for (const call of ['changes/comment', 'changes/send-back', 'changes/approve', 'releases', 'releases/restore', 'jobs'])
  TEAM.add(call);

const asha = { name: 'Asha Rao', email: 'asha@firm.in' };
const ravi = { name: 'Ravi Kumar', email: 'ravi@firm.in' };
const about = { file: 'pages/about.yaml', label: 'About us', kind: 'page', route: '/about', change: 'changed' };
const changeSet = (state: string) => ({
  id: 'cs1',
  title: 'New opening hours',
  state,
  owner: ravi,
  authors: [ravi],
  files: [about],
  comments: [{ by: asha, at: new Date().toISOString(), text: 'Please add the Sunday hours.' }],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  submittedAt: new Date().toISOString(),
  ...(state === 'live' ? { releaseId: 'r2' } : {}),
});
const releases = {
  releases: [
    {
      id: 'r2',
      at: new Date().toISOString(),
      by: asha,
      kind: 'publish',
      changeSets: [{ id: 'cs1', title: 'New opening hours' }],
      commit: 'b2',
      seconds: 4,
    },
    { id: 'r1', at: '2026-11-20T10:00:00Z', by: asha, kind: 'publish', changeSets: [], commit: 'a1', seconds: 5 },
  ],
  live: 'r2',
  search: { release: 'r2', ready: true },
};

/** The job publishing the set: running when the approval answers, done (release r2, 4 s) when asked again. */
const publishJob = (state: 'running' | 'done') => ({
  id: 'j1',
  kind: 'publish',
  state,
  steps: ['check', 'build', 'switch', 'send'],
  ...(state === 'running' ? { step: 'check' } : { release: releases.releases[0] }),
  title: 'Publishing “New opening hours”',
  changeSet: 'cs1',
  by: asha,
  createdAt: new Date().toISOString(),
});

/** The review of change set cs1, in review, of one file whose text goes from `text` to `afterText`, clean. */
async function answerReviewOf(page: Page, file: { file: string }, text: string, afterText: string) {
  await page.route(
    (url) => url.pathname === '/_edit/api/changes/review',
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          set: { ...changeSet('in-review'), files: [file] },
          pages: [{ file, diff: '', beforeText: text, afterText }],
          problems: [],
          canApprove: true,
          version: 'a'.repeat(40),
        }),
      }),
  );
}

async function asTeam(page: Page, role: 'editor' | 'publisher' | 'administrator', posted: string[] = []) {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  const metas =
    `<meta name="edit-person" content='${attr(JSON.stringify({ id: 1, name: 'Asha Rao', email: 'asha@firm.in', role }))}'>` +
    `<meta name="edit-team" content='${attr(JSON.stringify({ publishers: ['Ravi Kumar'], publishTo: "the live site's repository", signIn: 'password' }))}'>`;
  await page.route(
    (url) => url.pathname === '/_edit',
    async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('<head>', `<head>${metas}`) });
    },
  );
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(
    (url) => url.pathname.startsWith('/_edit/api/') && TEAM.has(url.pathname.slice('/_edit/api/'.length)),
    (route) => {
      const name = new URL(route.request().url()).pathname.slice('/_edit/api/'.length);
      if (route.request().method() === 'POST') posted.push(name);
      switch (name) {
        case 'presence':
          return json(route, { others: [{ name: 'Ravi Kumar', since: Date.now() }] });
        case 'drafts':
          return json(route, { drafts: [] });
        case 'draft':
          return route.request().method() === 'GET' ? json(route, { error: 'No draft.' }, 404) : json(route, {});
        case 'people':
          return json(route, {
            people: [
              {
                id: 1,
                email: 'asha@firm.in',
                name: 'Asha Rao',
                role,
                createdAt: 1,
                lastSignInAt: Date.now(),
                signIn: 'password',
              },
              {
                id: 2,
                email: 'ravi@firm.in',
                name: 'Ravi Kumar',
                role: 'publisher',
                createdAt: 1,
                lastSignInAt: null,
                signIn: 'oidc',
              },
            ],
            invites: [
              { id: 9, email: 'mina@firm.in', name: 'Mina Das', role: 'editor', expiresAt: Date.now() + 864e5 },
            ],
          });
        case 'people/invite':
          return json(route, { link: '/_edit/welcome?code=0123456789abcdef0123456789abcdef' });
        case 'people/remove':
          return json(route, { error: 'The last administrator cannot be removed.' }, 409);
        case 'audit':
          return json(route, {
            events: [
              {
                at: Date.now(),
                actor: 'Asha Rao',
                action: 'sign-in',
                subject: null,
                address: '203.0.113.5',
                detail: null,
              },
              {
                at: Date.now() - 6e4,
                actor: null,
                action: 'sign-in-failed',
                subject: 'ravi@firm.in',
                address: '203.0.113.9',
                detail: 'wrong password',
              },
            ],
            more: true,
          });
        case 'changes':
          return json(route, {
            current: { ...changeSet('sent-back'), owner: asha, authors: [asha] },
            mine: [],
            waiting: role === 'editor' ? [] : [changeSet('in-review')],
          });
        case 'changes/review': {
          const text = readFileSync('pages/about.yaml', 'utf8');
          return json(route, {
            set: changeSet('in-review'),
            pages: [
              { file: about, diff: '', beforeText: text, afterText: text.replace(/title: (.*)/, 'title: $1, new') },
            ],
            problems: [],
            canApprove: true,
            version: 'a'.repeat(40),
          });
        }
        case 'save':
          return json(
            route,
            {
              error:
                'This page is part of “New opening hours” by Ravi Kumar, which waits for review; it can be changed again once it is live or sent back.',
              reason: 'in-review',
              changeSet: { id: 'cs1', title: 'New opening hours', owner: ravi },
            },
            409,
          );
        case 'changes/approve':
          return json(route, { set: changeSet('in-review'), job: publishJob('running') });
        case 'jobs':
          return json(route, { jobs: [publishJob('done')] });
        case 'releases':
          return json(route, releases);
        default:
          return json(route, {});
      }
    },
  );
}

test('team mode, administrator: presence, person menu, People, Activity, a review and the live site, without axe violations', async ({
  page,
}) => {
  const posted: string[] = [];
  await asTeam(page, 'administrator', posted);
  await page.goto('/_edit#pages/about.yaml');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-presence]')).toContainText('Ravi Kumar is editing this page');
  expect(posted).toContain('presence');
  const menu = page.locator('[data-person-menu="side"] > button');
  await expect(menu).toContainText('Asha Rao');
  await menu.click();
  await expect(page.getByRole('link', { name: 'People' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-menu.png' });

  await page.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.locator('[data-invite="mina@firm.in"]')).toContainText('Mina Das');
  await page.getByRole('button', { name: 'Remove Ravi Kumar' }).click();
  await page.locator('[data-confirm-remove]').click();
  await expect(page.locator('[data-person="ravi@firm.in"] [role="alert"]')).toHaveText(
    'The last administrator cannot be removed.',
  );
  const form = page.locator('[data-invite-form]');
  await form.getByLabel('Name').fill('Dev Patel');
  await form.getByLabel('E-mail address').fill('dev@firm.in');
  await form.getByRole('button', { name: 'Make an invitation link' }).click();
  await expect(page.locator('[data-invite-link] input')).toHaveValue(/\/_edit\/welcome\?code=/);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-people.png', fullPage: true });

  await page.goto('/_edit#activity');
  await expect(page.locator('[data-events]')).toContainText('A sign-in as ravi@firm.in failed (wrong password)');
  await expect(page.getByRole('button', { name: 'Show older' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'To review (1)' }).click();
  await page.getByRole('link', { name: 'Review “New opening hours”' }).click();
  await expect(page.locator('[data-plain-changes]')).toContainText('Title:');
  await expect(page.locator('[data-page-frame]')).toHaveCount(2);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-review.png', fullPage: true });
  await page.getByRole('button', { name: 'Approve and publish now' }).click();
  // Publishing is a job: its steps first, then the result (asked for again every second).
  await expect(page.locator('[data-review-actions] [data-step="check"]')).toHaveAttribute('data-state', /now|done/);
  await expect(page.locator('[data-review-actions] [role="status"]')).toHaveText(
    'Live: the site was updated in 4 seconds from your click.',
  );
  expect(await violations(page)).toEqual([]);
  expect(posted).toContain('changes/approve');

  await page.getByRole('link', { name: 'Live site' }).click();
  await expect(page.locator('[data-release="r2"]')).toContainText('Live now');
  await page.locator('[data-release="r1"]').getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText('The live site goes back to how it was');
  expect(await violations(page)).toEqual([]);
});

test('team mode, editor: no People, no Activity, no review or live site, their own changes', async ({ page }) => {
  await asTeam(page, 'editor');
  await page.goto('/_edit');
  const menu = page.locator('[data-person-menu="side"] > button');
  await expect(menu).toContainText('Editor', { timeout: 20_000 });
  await menu.click();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'People' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: /To review/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Live site' })).toHaveCount(0);
  await page.getByRole('link', { name: 'My changes (1)' }).first().click();
  await expect(page.locator('[data-current-set]')).toContainText('Please add the Sunday hours.');
  await expect(page.getByRole('button', { name: 'Send for review' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('team mode on a phone (375 px): the person menu in the top bar, People, Activity and a review without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await asTeam(page, 'administrator');
  await page.goto('/_edit#pages/about.yaml');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
  const button = page.getByRole('button', { name: 'Asha Rao: your account' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.locator('[data-presence]')).toContainText('Ravi Kumar is editing this page');
  expect(await width()).toBeLessThanOrEqual(375);
  await button.click();
  const people = page.locator('[data-person-menu="bar"]').getByRole('link', { name: 'People' });
  await expect(people).toBeVisible();
  const item = (await people.boundingBox())!;
  expect(item.height).toBeGreaterThanOrEqual(44);
  expect(item.x).toBeGreaterThanOrEqual(0);
  expect(item.x + item.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/team-phone-menu.png' });
  await people.click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-phone-people.png', fullPage: true });
  await page.goto('/_edit#activity');
  await expect(page.locator('[data-events]')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
  // The review: before and after stacked, nothing sideways; My changes in the bar.
  await page.goto('/_edit#review/cs1');
  await expect(page.locator('[data-page-frame]')).toHaveCount(2);
  const [before, after] = await page.locator('[data-review-page] figure').all();
  expect((await after!.boundingBox())!.y).toBeGreaterThan((await before!.boundingBox())!.y);
  expect(await width()).toBeLessThanOrEqual(375);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-phone-review.png', fullPage: true });
  await page.getByRole('navigation', { name: 'Your changes' }).getByRole('link').click();
  await expect(page.locator('[data-current-set]')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
});

test('team mode, a review of a long FAQ answer edited at its end: the changed words marked, the whole text a click away', async ({
  page,
}) => {
  await asTeam(page, 'publisher');
  const file = {
    file: 'pages/resources/faqs-india.yaml',
    label: 'FAQs India',
    kind: 'page',
    route: '/resources/faqs-india',
    change: 'changed',
  };
  const text = readFileSync(file.file, 'utf8');
  const afterText = text.replace('file them on time.', 'file them on time, and remind you a month before.');
  expect(afterText).not.toBe(text);
  await answerReviewOf(page, file, text, afterText);
  await page.goto('/_edit#review/cs1');
  const change = page.locator('[data-word-change]');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('What annual filings will our Indian company');
  // The added words are marked (underlined, and named for screen readers), with the words before them as context.
  await expect(change.locator('ins')).toHaveText('added: , and remind you a month before (end of added words)');
  await expect(change.locator('del')).toHaveCount(0);
  const marked = change.locator('[data-changed-words]');
  await expect(marked).toHaveText(
    /^… and file them on timeadded: , and remind you a month before \(end of added words\)\.$/,
  );
  // The whole text, before and after, behind a disclosure.
  const whole = change.locator('details');
  await expect(whole.locator('dd').first()).toBeHidden();
  await whole.getByText('See the whole text, before and after').click();
  await expect(whole.locator('dd').first()).toHaveText(/file them on time\.$/);
  await expect(whole.locator('dd').last()).toHaveText(/and remind you a month before\.$/);
  // Before and after open the changed question, in view.
  for (const n of [0, 1]) {
    const frame = page.frameLocator('[data-page-frame]').nth(n);
    const question = frame.locator('[data-faq-item="annual-compliance"] [data-faq-trigger]');
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(frame.locator('[data-faq-item="annual-compliance"] [data-faq-answer]')).toBeInViewport();
  }
  await expect(
    page.frameLocator('[data-page-frame]').nth(1).locator('[data-faq-item="annual-compliance"]'),
  ).toContainText('and remind you a month before');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/team-review-words.png', fullPage: true });
});

test('team mode, a review of a new blog article on a phone: its own page after, not on the site before', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await asTeam(page, 'publisher');
  const file = { file: 'pages/collections/blog.yaml', label: 'Blog', kind: 'page', change: 'changed' };
  const text = readFileSync(file.file, 'utf8');
  // A new article: the second one's fields, with an id and a title of its own.
  const blog = parse(text) as { items: Record<string, unknown>[] };
  blog.items.push({ ...blog.items[1], id: 77, title: 'Closing the books in Bengaluru, a new article' });
  const afterText = stringify(blog);
  await answerReviewOf(page, file, text, afterText);
  await page.goto('/_edit#review/cs1');
  await expect(page.locator('[data-plain-changes]')).toContainText('Closing the books in Bengaluru');
  const [before, after] = await page.locator('[data-review-page] figure').all();
  await expect(before!).toContainText('Not on the site.');
  await expect(before!.locator('[data-page-frame]')).toHaveCount(0);
  const frame = page.frameLocator('[data-page-frame]');
  await expect(frame.locator('h1')).toHaveText('Closing the books in Bengaluru, a new article', { timeout: 15_000 });
  await expect(after!.locator('[data-page-frame]')).toHaveCount(1);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await violations(page)).toEqual([]);
});

test('team mode, a save into a change set waiting for review: the server’s reason beside Save, not a conflict, the draft kept', async ({
  page,
}) => {
  await asTeam(page, 'editor');
  await page.goto('/_edit#pages/about.yaml');
  const title = page.locator('#root_meta_title');
  await expect(title).toBeVisible({ timeout: 20_000 });
  await title.fill('About the firm, revised');
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-changes]')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-save-note]')).toHaveText(
    'Not saved: This page is part of “New opening hours” by Ravi Kumar, which waits for review; it can be changed again once it is live or sent back.',
  );
  await expect(page.getByRole('heading', { name: /saved this page meanwhile/ })).toHaveCount(0);
  await expect(page.locator('[data-state]')).toHaveText('Unsaved changes');
  await expect(title).toHaveValue('About the firm, revised');
  expect(await violations(page)).toEqual([]);
});
