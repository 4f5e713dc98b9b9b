/**
 * What the team editor's end-to-end specs share: signing a person in through nginx, a browser context per person,
 * calling the API from a signed-in page as its own scripts do, and saving the open page through the save dialog.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Job } from '../../editor/contract/jobs';
import { editorUrl, type people } from './setup';

export type Who = (typeof people)[keyof typeof people];

export async function signIn(page: Page, who: Who): Promise<void> {
  await page.goto('/_edit');
  await expect(page).toHaveURL(/\/_edit\/sign-in$/);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/_edit$/);
  await expect(page.locator('#editor-root')).not.toBeEmpty();
}

export async function newPerson(browser: Browser, who: Who): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: editorUrl });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

/** Calls the API from the signed-in page, as its own scripts do (same origin, the page's token). */
export function api(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
      const res = await fetch(`/_edit/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-edit-token': token, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { path, body },
  );
}

/**
 * Approves change set `id` from the signed-in page at the version its review shows now, as the review screen does,
 * and waits for the job that publishes it to end: the approval's answer, and the job as it ended (when one ran).
 */
export async function approve(page: Page, id: string) {
  const review = await api(page, `changes/review?id=${encodeURIComponent(id)}`);
  const answer = await api(page, 'changes/approve', { id, version: review.body.version });
  const job = answer.body.job as Job | undefined;
  return { ...answer, job: job ? await jobEnded(page, job.id) : undefined };
}

/** Brings back release `id` from the signed-in page, and waits for the job doing it to end. */
export async function restoreRelease(page: Page, id: string) {
  const answer = await api(page, 'releases/restore', { id });
  const job = answer.body.job as Job | undefined;
  return { ...answer, job: job ? await jobEnded(page, job.id) : undefined };
}

/** Job `id` once it has ended (done, failed or undone), asked for every half second as the screens do. */
export async function jobEnded(page: Page, id: string, timeout = 180_000): Promise<Job> {
  let ended: Job | undefined;
  await expect
    .poll(
      async () => {
        const jobs = ((await api(page, 'jobs')).body.jobs ?? []) as Job[];
        ended = jobs.find((j) => j.id === id && j.state !== 'waiting' && j.state !== 'running');
        return ended?.state;
      },
      { timeout, intervals: [500] },
    )
    .toBeTruthy();
  return ended as Job;
}

/** Opens a content file in the editor and waits for its form. */
export async function openFile(page: Page, file: string): Promise<void> {
  await page.goto(`/_edit#${file}`);
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 30_000 });
}

/** Saves the open page through the save dialog and waits for "Saved". */
export async function save(page: Page): Promise<void> {
  await page.locator('[data-save]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved', { timeout: 20_000 });
}
