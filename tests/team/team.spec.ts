/**
 * The team editor as its people use it, through nginx with HTTPS: signing in and out, the limits on wrong
 * passwords, roles, two people on one page, each save under its author's name, a removed person and a
 * cross-origin write. The people are made by serve.ts; the content is a temporary git clone (setup.ts).
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { api, approve, newPerson, openFile, save, signIn } from './people';
import { editorUrl, git, liveRepo, people, previewUrl } from './setup';

test.describe.configure({ mode: 'serial' });

test('signing in through nginx over HTTPS gives a private, strict session cookie', async ({ page, context }) => {
  await signIn(page, people.editor);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === '__Host-edit-session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  const response = await page.request.get('/_edit');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['strict-transport-security']).toContain('max-age=');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  // The preview is on its own origin (another host name), framed by the editor, and draws the page.
  await page.goto('/_edit#pages/about.yaml');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('[data-preview-frame]').locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-preview-frame]').first()).toHaveAttribute('src', new RegExp(`^${previewUrl}`));
});

test('wrong passwords make the person wait longer each time, then the right one works', async ({ page }) => {
  await page.goto('/_edit/sign-in');
  const attempt = async (password: string) => {
    await page.getByLabel('E-mail address').fill(people.publisher.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return page.getByRole('alert').innerText();
  };
  const waitOf = (text: string) => Number(/Wait (\d+) seconds?/.exec(text)?.[1] ?? 0);
  // Six wrong passwords and more, each tried after the wait the last one asked for: the waits grow.
  const waits: number[] = [];
  let wrong = 0;
  let last = '';
  while (waits.length < 3 || waits.at(-1)! < 4) {
    last = await attempt(`not the password ${wrong}`);
    if (last.includes('is not right')) wrong++;
    const wait = waitOf(last);
    if (wait) {
      waits.push(wait);
      await page.waitForTimeout(wait * 1000 + 300);
    }
    expect(wrong).toBeLessThan(12);
  }
  expect(wrong).toBeGreaterThanOrEqual(6);
  expect(waits.at(-1)!).toBeGreaterThan(waits[0]);
  expect(waits.at(-1)!).toBeLessThan(60);
  // One more wrong try starts the longest wait; during it even the right password is turned away.
  last = await attempt('still not the password');
  const longest = waitOf(await attempt(people.publisher.password));
  expect(longest).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toContainText('Too many wrong tries');
  // After it, the right password works.
  await page.waitForTimeout(longest * 1000 + 500);
  await page.getByLabel('Password').fill(people.publisher.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/_edit$/);
});

test('an editor cannot publish or manage people; the server refuses it', async ({ page }) => {
  await signIn(page, people.editor);
  expect((await api(page, 'changes/approve', { id: 'abcdef123456' })).status).toBe(403);
  expect((await api(page, 'releases')).status).toBe(403);
  expect((await api(page, 'people')).status).toBe(403);
  expect((await api(page, 'people/invite', { email: 'x@firm.test', name: 'X', role: 'administrator' })).status).toBe(
    403,
  );
  expect((await api(page, 'audit')).status).toBe(403);
  // The local editor's own "commit" is not part of the team editor at all.
  expect((await api(page, 'commit', { message: 'x' })).status).toBe(403);
});

test('two people on one page: each sees the other, each save is under its author, an overwrite is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const asha = await newPerson(browser, people.editor);
  const ravi = await newPerson(browser, people.publisher);
  const file = 'pages/terms.yaml';
  const opened = async (page: Page) => {
    await page.goto(`/_edit#${file}`);
    await expect(page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
  };
  await opened(asha.page);
  await opened(ravi.page);
  await expect(asha.page.getByText('Ravi Kumar is editing this page')).toBeVisible({ timeout: 30_000 });
  await expect(ravi.page.getByText('Asha Rao is editing this page')).toBeVisible({ timeout: 30_000 });

  // Asha saves first: into her change set, under her name.
  await asha.page.locator('#root_meta_title').fill('Terms of use, by Asha');
  await save(asha.page);
  const ashaSet = (await api(asha.page, 'changes')).body.current as { id: string };
  expect(git('show', `change/${ashaSet.id}:${file}`)).toContain('Terms of use, by Asha');
  expect(git('show', `main:${file}`)).not.toContain('Terms of use, by Asha');

  // Ravi's draft started from the page before Asha's save: refused, with both versions to choose from.
  await ravi.page.locator('#root_meta_title').fill('Terms of use, by Ravi');
  await ravi.page.locator('[data-save]').click();
  await ravi.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ravi.page.getByText('Asha Rao saved this page meanwhile')).toBeVisible();
  expect(git('show', `change/${ashaSet.id}:${file}`)).toContain('Terms of use, by Asha');

  // A save of his own on another page is his, in his own change set.
  const privacy = 'pages/privacy.yaml';
  await openFile(ravi.page, privacy);
  await ravi.page.locator('#root_meta_title').fill('Privacy, reviewed by Ravi');
  await save(ravi.page);
  const raviSet = (await api(ravi.page, 'changes')).body.current as { id: string };
  expect(raviSet.id).not.toBe(ashaSet.id);
  expect(git('log', '--format=%an %ae', '-1', `change/${ashaSet.id}`)).toBe('Asha Rao asha@firm.test');
  expect(git('log', '--format=%an %ae', '-1', `change/${raviSet.id}`)).toBe('Ravi Kumar ravi@firm.test');
  expect(git('status', '--porcelain')).toBe('');

  // Asha's set sent for review and approved by the publisher: the live site's repository has her save, in a
  // commit that names the change set, approved by Ravi.
  expect((await api(asha.page, 'changes/submit', { id: ashaSet.id, title: 'Terms by Asha' })).status).toBe(200);
  const approved = await approve(ravi.page, ashaSet.id);
  expect(approved.status).toBe(200);
  expect(approved.job?.state).toBe('done');
  const live = execFileSync('git', ['-C', liveRepo, 'log', '--format=%an|%s', '-3', 'main'], { encoding: 'utf8' });
  expect(live).toContain('Asha Rao|');
  expect(live).toContain(`Ravi Kumar|Publish "Terms by Asha" (change ${ashaSet.id})`);
  expect(execFileSync('git', ['-C', liveRepo, 'show', `main:${file}`], { encoding: 'utf8' })).toContain(
    'Terms of use, by Asha',
  );
  await asha.context.close();
  await ravi.context.close();
});

test('a second person on a page shows to the first within 2 s', async ({ browser }) => {
  test.setTimeout(120_000);
  const asha = await newPerson(browser, people.editor);
  const ravi = await newPerson(browser, people.publisher);
  const file = 'pages/privacy.yaml';
  await asha.page.goto(`/_edit#${file}`);
  await expect(asha.page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
  // Asha's page has asked and waits for an answer; then Ravi's page says it has the page open.
  await asha.page.waitForTimeout(1_500);
  const told = ravi.page.waitForRequest((r) => r.url().endsWith('/_edit/api/presence') && r.method() === 'POST');
  await ravi.page.goto(`/_edit#${file}`);
  await told;
  await expect(asha.page.getByText('Ravi Kumar is editing this page')).toBeVisible({ timeout: 2_000 });
  await asha.page.context().close();
  await ravi.page.context().close();
});

test('after signing out, the old session cookie is refused', async ({ page, context }) => {
  await signIn(page, people.editor);
  const before = (await context.cookies()).find((c) => c.name === '__Host-edit-session')!;
  const token = await page.locator('meta[name="edit-token"]').getAttribute('content');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/_edit/sign-out';
    const input = document.createElement('input');
    input.name = 'token';
    input.value = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
    form.append(input);
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/sign-in\?out$/);
  await context.addCookies([before]);
  const res = await page.request.get('/_edit/api/files', { headers: { 'x-edit-token': token! } });
  expect(res.status()).toBe(401);
});

test('a removed person’s session is refused at once', async ({ browser }) => {
  const admin = await newPerson(browser, people.admin);
  const invited = await api(admin.page, 'people/invite', {
    email: 'temp@firm.test',
    name: 'Temp Person',
    role: 'editor',
  });
  expect(invited.status).toBe(200);
  const temp = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: editorUrl });
  const page = await temp.newPage();
  await page.goto(String(invited.body.link));
  await page.getByLabel('Choose a password').fill('temporary but long enough');
  await page.getByLabel('Type the password again').fill('temporary but long enough');
  await page.getByRole('button', { name: 'Start editing' }).click();
  await expect(page).toHaveURL(/\/_edit$/);
  expect((await api(page, 'files')).status).toBe(200);
  const list = (await api(admin.page, 'people')).body.people as { id: number; email: string }[];
  const id = list.find((p) => p.email === 'temp@firm.test')!.id;
  const token = await page.locator('meta[name="edit-token"]').getAttribute('content');
  expect((await api(admin.page, 'people/remove', { id })).status).toBe(200);
  // Asked outside the page: the page itself may already be on its way to the sign-in page (its own next call
  // was refused too), which would end a call made from inside it.
  const res = await page.request.get('/_edit/api/files', { headers: { 'x-edit-token': token! } });
  expect(res.status()).toBe(401);
  // Told that their access was removed, not that their session ended: in the answer, and on the sign-in page.
  const removed = 'An administrator removed your access to the editor. Ask an administrator if you need it again.';
  expect(await res.json()).toEqual({ error: removed, reason: 'removed' });
  // Opened again: the sign-in page says why. (The open page may be on its way there by itself, which interrupts
  // this navigation: then it is opened once more from there.)
  const open = () => page.goto('/_edit');
  await open().catch(async (e: Error) => {
    if (!/interrupted by another navigation/.test(e.message)) throw e;
    await page.waitForURL(/\/_edit\/sign-in$/);
    await open();
  });
  await expect(page).toHaveURL(/\/_edit\/sign-in$/);
  await expect(page.getByRole('status')).toHaveText(removed);
  const log = (await api(admin.page, 'audit')).body.events as { action: string; subject: string | null }[];
  expect(log.some((e) => e.action === 'removed' && e.subject === 'temp@firm.test')).toBe(true);
  await temp.close();
  await admin.context.close();
});

test('a write from another origin is refused, even with the session', async ({ page }) => {
  await signIn(page, people.editor);
  const token = await page.locator('meta[name="edit-token"]').getAttribute('content');
  const res = await page.request.post('/_edit/api/save', {
    headers: { origin: 'https://evil.example', 'x-edit-token': token!, 'content-type': 'application/json' },
    data: { file: 'pages/terms.yaml', data: {}, version: 'x' },
  });
  expect(res.status()).toBe(403);
  const fromPreview = await page.request.post('/_edit/api/save', {
    headers: { origin: previewUrl, 'x-edit-token': token!, 'content-type': 'application/json' },
    data: { file: 'pages/terms.yaml', data: {}, version: 'x' },
  });
  expect(fromPreview.status()).toBe(403);
  // Without the page's token, the cookie alone does nothing.
  expect((await page.request.get('/_edit/api/files')).status()).toBe(403);
});

test('the editor’s page breaks none of its policy (no code made as it runs) while forms are opened and edited', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval|EvalError|Refused to|no compiled validator/i.test(m.text()))
      violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violated: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await signIn(page, people.editor);
  const policy = (await page.request.get('/_edit')).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  const validators = page.waitForResponse((r) => r.url().includes('/_edit/form-validators/'));
  await page.goto('/_edit#pages/resources/faqs.yaml');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
  expect((await validators).status()).toBe(200);
  await page.locator('#root_meta_title').fill('Questions, checked');
  // A block whose form has conditions (`if`): the compiled validators decide them.
  await page.locator('[data-block-row="all-faqs"] button').first().click();
  await expect(page.locator('#root_searchPlaceholder')).toBeVisible();
  await page.locator('#root_title').fill('All the questions, checked');
  await page.locator('#root_searchPlaceholder').fill('Search the questions');
  expect(violations).toEqual([]);
});

test('the block picker draws each kind of section in the preview frame, in the team editor too', async ({ page }) => {
  await signIn(page, people.editor);
  await openFile(page, 'pages/about.yaml');
  await page.getByRole('button', { name: '+ Add a section' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Each kind, hovered, is shown by the site's renderer from its schema's example, scrolled to the top of the frame.
  const shownAt: string[] = [];
  for (const type of ['faq', 'stats']) {
    await dialog.locator(`[data-block-type="${type}"]`).hover();
    const frame = dialog.locator(`iframe[data-block-picture="${type}"]`);
    await expect(frame).toBeVisible({ timeout: 30_000 });
    const inside = (await (await frame.elementHandle())!.contentFrame())!;
    await expect
      .poll(
        () =>
          inside.evaluate(() => {
            // The block at the top of the frame (a block's tag is display: contents: its area is its content's).
            const shown = [...document.querySelectorAll('[data-edit-path^="sections/"]')].find((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              const area = range.getBoundingClientRect();
              return area.height > 20 && Math.abs(area.top) < 4;
            });
            return shown ? shown.getAttribute('data-edit-path') : null;
          }),
        { timeout: 30_000 },
      )
      .not.toBeNull();
    shownAt.push(
      await inside.evaluate(() => {
        const top = [...document.querySelectorAll('[data-edit-path^="sections/"]')].find((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const area = range.getBoundingClientRect();
          return area.height > 20 && Math.abs(area.top) < 4;
        });
        return top?.getAttribute('data-edit-path') ?? '';
      }),
    );
  }
  expect(new Set(shownAt).size).toBe(2);
});
