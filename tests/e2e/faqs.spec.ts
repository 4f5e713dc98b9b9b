import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';
import { urls } from './ports';

interface FaqItem {
  id: string;
  question: string;
  answer: string;
}
interface FaqCategory {
  id: string;
  title: string;
  icon: string;
  color: string;
  items: FaqItem[];
}
interface Section {
  type: string;
  id: string;
  [k: string]: unknown;
}

const load = (file: string) => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const faqsPage = load('resources/faqs.yaml');
const faq = faqsPage.sections.find((s: Section) => s.type === 'faq');
const categories = faq.categories as FaqCategory[];
const india = load('resources/faqs-india.yaml');
const indiaFaq = india.sections.find((s: Section) => s.type === 'faq');
const indiaStats = india.sections.find((s: Section) => s.type === 'stats');
const indiaCta = india.sections.find((s: Section) => s.type === 'cta');

const block = (p: Page) => p.locator(`#${faq.id}`);
const search = (p: Page) => p.getByRole('searchbox', { name: faq.searchLabel });
const question = (p: Page, q: string) => block(p).getByRole('button', { name: q, exact: true });
const group = (p: Page, c: FaqCategory) => block(p).getByRole('region', { name: c.title, exact: true });
const allQuestions = (p: Page) => block(p).locator('[data-faq-trigger]');

/** A word from the middle of an answer that appears in no question, to prove the answer text is searched. */
function answerOnlyWord(): { word: string; item: FaqItem } {
  const all = categories.flatMap((c) => c.items);
  for (const item of all) {
    for (const word of item.answer.split(/[^A-Za-z]+/).filter((w) => w.length > 8)) {
      const w = word.toLowerCase();
      const hits = all.filter((i) => i.question.toLowerCase().includes(w) || i.answer.toLowerCase().includes(w));
      if (hits.length === 1 && !item.question.toLowerCase().includes(w)) return { word, item };
    }
  }
  throw new Error('no answer-only word found');
}

test.describe('FAQs page', () => {
  test('shows the spec categories, each with ten questions, an icon and its colour', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    expect(categories.map((c) => c.title)).toEqual([
      'Financial Audit & Advisory Services',
      'Company Secretarial Services',
      'HR Services',
    ]);
    expect(categories.map((c) => c.color)).toEqual(['blue', 'green', 'purple']);
    for (const c of categories) {
      expect(c.items).toHaveLength(10);
      const g = group(page, c);
      await expect(g).toBeVisible();
      await expect(g.locator('[data-faq-trigger]')).toHaveCount(10);
      await expect(g.locator(`use[href$="#${c.icon}"]`)).toHaveCount(1);
    }
    await expect(allQuestions(page)).toHaveCount(30);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search for questions or answers...');
    log.expectClean();
  });

  test('search by question text is case-insensitive and hides categories without a match', async ({ page }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const target = categories[2].items.find((i) => /POSH/.test(i.question))!;
    await search(page).fill('posh COMMITTEE');
    await expect(question(page, target.question)).toBeVisible();
    await expect(group(page, categories[2])).toBeVisible();
    await expect(block(page).locator(`[data-faq-group="${categories[0].id}"]`)).toBeHidden();
    await expect(block(page).locator(`[data-faq-group="${categories[1].id}"]`)).toBeHidden();
    const expected = categories
      .flatMap((c) => c.items)
      .filter((i) => `${i.question} ${i.answer}`.toLowerCase().includes('posh committee'));
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(expected.length);
  });

  test('search matches answer text too, ignoring case', async ({ page }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const { word, item } = answerOnlyWord();
    await search(page).fill(word.toUpperCase());
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(1);
    await expect(question(page, item.question)).toBeVisible();
  });

  test('no match shows "No FAQs Found" with the term; clearing the search restores every question', async ({
    page,
  }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const term = 'cryptocurrency mining';
    await search(page).fill(term);
    const status = block(page).locator('[role="status"]');
    await expect(status.getByRole('heading', { name: faq.noResults.title })).toBeVisible();
    expect(faq.noResults.title).toBe('No FAQs Found');
    await expect(status).toContainText(
      `No questions match your search for "${term}". Try different keywords or browse all categories.`,
    );
    for (const c of categories) await expect(block(page).locator(`[data-faq-group="${c.id}"]`)).toBeHidden();
    await search(page).fill('');
    await expect(status).toBeEmpty();
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(30);
    await search(page).fill(term);
    await block(page).getByRole('button', { name: faq.clearSearchLabel }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(allQuestions(page).filter({ visible: true })).toHaveCount(30);
  });

  test('single mode: opening one question closes the other, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const a = question(page, categories[0].items[0].question);
    const b = question(page, categories[1].items[2].question);
    const answerOf = async (q: typeof a) => page.locator(`[id="${await q.getAttribute('aria-controls')}"]`);
    const answerA = await answerOf(a);
    const answerB = await answerOf(b);
    await expect(answerA).toBeHidden();
    await a.click();
    await expect(a).toHaveAttribute('aria-expanded', 'true');
    await expect(answerA).toBeVisible();
    await expect(answerA).toHaveRole('region');
    await expect(answerA).toHaveAccessibleName(categories[0].items[0].question);
    await expect(answerA).toContainText(categories[0].items[0].answer.slice(0, 40));
    await b.click();
    await expect(b).toHaveAttribute('aria-expanded', 'true');
    await expect(answerB).toBeVisible();
    await expect(a).toHaveAttribute('aria-expanded', 'false');
    await expect(answerA).toBeHidden();
    await expect(block(page).locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(1);
    await b.click();
    await expect(b).toHaveAttribute('aria-expanded', 'false');
    await expect(answerB).toBeHidden();
  });

  test('keyboard: Enter and Space open and close a question; arrow keys move between questions', async ({ page }) => {
    await page.goto('/resources/faqs');
    await waitForHydration(page);
    const first = question(page, categories[0].items[0].question);
    const second = question(page, categories[0].items[1].question);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
  });

  test('every answer is in the HTML and readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.site}/resources/faqs`);
    const item = categories[1].items[4];
    await expect(page.getByText(item.answer.slice(0, 60))).toBeVisible();
    await expect(page.locator(`#${faq.id}`).getByRole('searchbox')).toHaveCount(0);
    await expect(page.locator(`#${faq.id} [data-faq-answer]`).filter({ visible: true })).toHaveCount(30);
    await context.close();
  });

  test('the aliases show the FAQs with their own side menu and a canonical link to /resources/faqs', async ({
    page,
  }) => {
    const menus = site.resourceMenus as { prefix: string; title: string; links: { label: string; href: string }[] }[];
    for (const [path, prefix] of [
      ['/financial/compliance-guides', '/financial'],
      ['/hr/compliance-alerts', '/hr'],
    ]) {
      expect(faqsPage.aliases).toContain(path);
      await page.goto(path);
      await waitForHydration(page);
      const menu = menus.find((m) => m.prefix === prefix)!;
      const side = page.getByRole('complementary');
      await expect(side.getByRole('heading', { name: menu.title })).toBeVisible();
      const own = side.locator(`a[href="${path}"]`);
      await expect(own).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqsPage.sections[0].title);
      await expect(allQuestions(page)).toHaveCount(30);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.seo.siteUrl}/resources/faqs`);
      await search(page).fill(categories[0].items[2].question.slice(0, 20));
      await expect(question(page, categories[0].items[2].question)).toBeVisible();
    }
    expect(menus.find((m) => m.prefix === '/financial')!.title).toBe('Financial Resources');
    expect(menus.find((m) => m.prefix === '/hr')!.title).toBe('HR Resources');
  });

  test('the closing call to action leads to /contact', async ({ page }) => {
    await page.goto('/resources/faqs');
    const cta = faqsPage.sections.find((s: Section) => s.type === 'cta');
    await expect(page.locator(`#${cta.id}`).getByRole('link', { name: cta.buttons[0].label })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('FAQs India page', () => {
  test('shows ten questions, the three summary figures and a support card', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/resources/faqs-india');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs — Satellite Office India');
    const items = (indiaFaq.categories as FaqCategory[]).flatMap((c) => c.items);
    expect(items).toHaveLength(10);
    await expect(page.locator(`#${indiaFaq.id} [data-faq-trigger]`)).toHaveCount(10);
    const stats = page.locator(`#${indiaStats.id}`);
    for (const [value, label] of [
      ['15+', 'Labor Law Compliances'],
      ['12+', 'Tax Registrations'],
      ['20+', 'Annual Filings'],
    ]) {
      expect(indiaStats.items).toContainEqual(expect.objectContaining({ value, label }));
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.locator('dd', { hasText: value })).toBeVisible();
    }
    await expect(
      page.locator(`#${indiaCta.id}`).getByRole('link', { name: indiaCta.buttons[0].label }),
    ).toHaveAttribute('href', '/contact');
    const first = page.locator(`#${indiaFaq.id}`).getByRole('button', { name: items[0].question });
    const last = page.locator(`#${indiaFaq.id}`).getByRole('button', { name: items[9].question });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await last.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(items[9].answer.slice(0, 50))).toBeVisible();
    await expect(page.getByRole('complementary').locator('a[href="/resources/faqs-india"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    log.expectClean();
  });
});
