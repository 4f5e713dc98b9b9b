import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

/**
 * The site search (Pagefind's index, made by the build): the header's box on desktop, the phone menu's box and
 * the resources side menu's box find a FAQ question, a phrase from an article and a registration that is only
 * shown after a click in its catalogue; results are links with a title and an excerpt, reachable by keyboard,
 * and their count is announced (a polite live region). The search's code loads only when a box is focused.
 */
const load = (file: string) => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const faqPage = load('resources/faqs.yaml');
const faqs = faqPage.sections.find((s: { type: string }) => s.type === 'faq');
const question: string = (faqs.categories?.[0]?.items ?? faqs.items)[0].question;
const blog = load('collections/blog.yaml').items as { id: number; title: string; content: string }[];
const article = blog[2];
const advisory = load('services/financial/index.yaml').sections.find((s: { type: string }) => s.type === 'catalogue');
const msme = advisory.items[0].subsections.find((s: { id: string }) => s.id === 'msme') as {
  id: string;
  title: string;
};
const isMobile = () => test.info().project.name === 'mobile';

/** A few words from the middle of the article's text, as a visitor might remember them. */
function phraseOf(html: string): string {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{4,}$/.test(w));
  return words.slice(40, 44).join(' ');
}

/** Opens the header's box (on phones, inside the menu) and types `query`; returns the box's id. */
async function searchFromHeader(page: Page, query: string): Promise<string> {
  let id = 'header-search';
  if (isMobile()) {
    await page.getByRole('button', { name: site.header.menuLabel }).click();
    id = 'mobile-search';
  }
  const box = page.locator(`#${id}`);
  await box.click();
  await box.fill(query);
  return id;
}

test.describe('site search', () => {
  test('loads nothing for search until a box is focused', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/pagefind|Results-/.test(r.url())) fetched.push(r.url());
    });
    await page.goto('/about');
    await waitForHydration(page);
    expect(fetched).toEqual([]);
    await searchFromHeader(page, 'audit');
    await expect.poll(() => fetched.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
  });

  test('finds a FAQ question from the header, announces the count and opens the FAQs', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/about');
    await waitForHydration(page);
    const id = await searchFromHeader(page, question);
    const status = page.locator(`#${id}-status`);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText(/^\d+ results? for ".+"$/);
    const results = page.getByRole('list', { name: site.search.resultsLabel });
    const link = results
      .getByRole('link')
      .filter({ hasText: /Frequently Asked Questions/ })
      .first();
    await expect(link).toHaveAttribute('href', faqPage.route);
    await expect(
      page
        .locator(`#${id}-results li`)
        .filter({ hasText: /Frequently Asked Questions/ })
        .first()
        .locator('mark')
        .first(),
    ).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${faqPage.route}$`));
    await expect(page.getByText(question).first()).toBeAttached();
    log.expectClean();
  });

  test('finds an article by a phrase from its text, by keyboard', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const id = await searchFromHeader(page, phraseOf(article.content));
    const first = page.locator(`#${id}-results a`).first();
    await expect(page.locator(`#${id}-results a[href="/resources/blog/${article.id}"]`)).toHaveText(article.title);
    await page.locator(`#${id}`).press('ArrowDown');
    await expect(first).toBeFocused();
    await first.press('ArrowUp');
    await expect(page.locator(`#${id}`)).toBeFocused();
    await page.locator(`#${id}`).press('ArrowDown');
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  });

  test('finds a registration shown only after a click in its catalogue, and opens its detail', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const id = await searchFromHeader(page, msme.title);
    const link = page.locator(`#${id}-results a[href="/services/financial?service=registrations&sub=${msme.id}"]`);
    await expect(link).toHaveText(msme.title);
    await link.click();
    await expect(page.locator(`#${advisory.id}`)).toHaveAttribute('data-catalogue-view', 'detail');
    await expect(page.getByRole('heading', { level: 2, name: msme.title, exact: true })).toBeVisible();
  });

  test('the resources side menu searches the whole site, and says when nothing matches', async ({ page }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: site.resourceSearch.label });
    await box.click();
    await box.fill('zzqx nothing like this');
    await expect(page.locator('#resource-search-status')).toHaveText(
      site.search.noResults.replace('{query}', 'zzqx nothing like this'),
    );
    await box.fill(msme.title);
    await expect(page.locator('#resource-search-results a').first()).toBeVisible();
    await expect(page.locator(`#resource-search-results a[href*="sub=${msme.id}"]`)).toHaveText(msme.title);
  });
});
