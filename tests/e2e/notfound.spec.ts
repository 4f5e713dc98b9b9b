import { test, expect } from '@playwright/test';
import { site, waitForHydration, watchConsole } from './helpers';

const documentStatus = /Failed to load resource: the server responded with a status of 404/;

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const log = watchConsole(page, [documentStatus]);
  const res = await page.goto('/no/such/page');
  expect(res!.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByText(site.notFound.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.notFound.title);
  const home = page.getByRole('link', { name: site.notFound.link.label });
  await expect(home).toHaveAttribute('href', '/');
  await expect
    .poll(() => log.warnings.some((w) => w.includes(site.notFound.logMessage) && w.includes('/no/such/page')))
    .toBe(true);
  log.expectClean();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(site.notFound.title);
});

test('client navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/missing-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.notFound.title);
});

test('an unknown blog id shows "Blog Post Not Found" with a way back to the blog', async ({ page }) => {
  const log = watchConsole(page, [documentStatus]);
  const res = await page.goto('/resources/blog/999');
  expect(res!.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/resources\/blog\/999$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources/blog');
  log.expectClean();
});

test('a blog article renders its collection item', async ({ page }) => {
  const log = watchConsole(page);
  await page.goto('/resources/blog/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/resources/blog');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  log.expectClean();
});
