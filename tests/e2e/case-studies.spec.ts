import { test, expect, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

interface Section {
  type: string;
  id: string;
  [k: string]: unknown;
}
interface Story {
  id: string;
  title: string;
  industry: string;
  icon?: string;
  challenge: string;
  solution: string;
  result: string;
  highlight?: string;
  tags?: string[];
  timeframe?: string;
}
interface StoriesBlock extends Section {
  labels: Record<string, string>;
  items: Story[];
}

const load = (file: string) => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const casePage = load('resources/case-studies.yaml');
const cases = casePage.sections.find((s: Section) => s.type === 'caseStudies') as StoriesBlock;
const recruitment = load('hr/recruitment.yaml');
const steps = recruitment.sections.find((s: Section) => s.type === 'steps');
const stories = recruitment.sections.find((s: Section) => s.type === 'caseStudies') as StoriesBlock;
const resources = recruitment.sections.find((s: Section) => s.type === 'cardGrid');

/** Checks one card against its YAML: title, industry, each labelled fact and the optional extras. */
async function expectCard(card: Locator, story: Story, labels: Record<string, string>) {
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(story.title);
  await expect(card.getByText(story.industry, { exact: true })).toBeVisible();
  for (const fact of ['challenge', 'solution', 'result'] as const) {
    const row = card.locator(`[data-fact="${fact}"]`);
    await expect(row.locator('dt')).toHaveText(labels[fact]);
    await expect(row.locator('dd')).toHaveText(story[fact]);
  }
  if (story.highlight) {
    const row = card.locator('[data-fact="highlight"]');
    await expect(row.locator('dt')).toHaveText(labels.highlight);
    await expect(row.locator('dd')).toHaveText(story.highlight);
  }
  if (story.tags) await expect(card.locator('[data-fact="tags"] li')).toHaveText(story.tags);
  if (story.timeframe) {
    const row = card.locator('[data-fact="timeframe"]');
    await expect(row.locator('dt')).toHaveText(labels.timeframe);
    await expect(row.locator('dd')).toHaveText(story.timeframe);
  }
  if (story.icon) await expect(card.locator(`use[href$="#${story.icon}"]`)).toHaveCount(1);
}

test.describe('case studies', () => {
  test('five cards, each with industry, challenge, solution, result and cost savings', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/resources/case-studies');
    await waitForHydration(page);
    expect(cases.items).toHaveLength(5);
    const cards = page.locator(`#${cases.id} [data-case-study]`);
    await expect(cards).toHaveCount(5);
    for (const [i, story] of cases.items.entries()) {
      expect(story.highlight, `${story.id} needs its savings`).toBeTruthy();
      await expectCard(cards.nth(i), story, cases.labels);
    }
    const cta = casePage.sections.find((s: Section) => s.type === 'cta');
    await expect(page.locator(`#${cta.id}`).getByRole('link', { name: cta.buttons[0].label })).toHaveAttribute(
      'href',
      '/contact',
    );
    log.expectClean();
  });

  test('/financial/international-standards shows the case studies with the financial side menu', async ({ page }) => {
    expect(casePage.aliases).toContain('/financial/international-standards');
    await page.goto('/financial/international-standards');
    await waitForHydration(page);
    const side = page.getByRole('complementary');
    await expect(side.getByRole('heading', { name: 'Financial Resources' })).toBeVisible();
    await expect(side.locator('a[href="/financial/international-standards"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(`#${cases.id} [data-case-study]`)).toHaveCount(5);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.seo.siteUrl}/resources/case-studies`,
    );
  });
});

test.describe('recruitment guides', () => {
  test('five steps with the spec durations, in order', async ({ page }) => {
    await page.goto('/hr/recruitment');
    const durations = ['1-2 weeks', '1 week', '2-3 weeks', '2-4 weeks', '4-8 weeks'];
    expect(steps.steps.map((s: { duration: string }) => s.duration)).toEqual(durations);
    const items = page.locator(`#${steps.id} li`);
    await expect(items).toHaveCount(5);
    for (const [i, step] of (steps.steps as { title: string; duration: string }[]).entries()) {
      await expect(items.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.title);
      await expect(items.nth(i)).toContainText(durations[i]);
    }
    const side = page.getByRole('complementary');
    await expect(side.getByRole('heading', { name: 'HR Resources' })).toBeVisible();
    await expect(side.locator('a[href="/hr/recruitment"]')).toHaveAttribute('aria-current', 'page');
  });

  test('four success stories with positions and timeframe', async ({ page }) => {
    await page.goto('/hr/recruitment');
    expect(stories.items).toHaveLength(4);
    const cards = page.locator(`#${stories.id} [data-case-study]`);
    await expect(cards).toHaveCount(4);
    for (const [i, story] of stories.items.entries()) {
      expect(story.tags?.length, `${story.id} lists its positions`).toBeGreaterThan(0);
      expect(story.timeframe, `${story.id} has a timeframe`).toBeTruthy();
      await expectCard(cards.nth(i), story, stories.labels);
    }
  });

  test('three resources download real PDF files', async ({ page, request }) => {
    await page.goto('/hr/recruitment');
    const cards = resources.cards as { id: string; title: string; link: { label: string; href: string } }[];
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const link = page.locator(`#${resources.id}`).getByRole('link', { name: card.link.label });
      await expect(link).toHaveAttribute('href', card.link.href);
      expect(card.link.href).toMatch(/^\/downloads\/recruitment\/.+\.pdf$/);
      const res = await request.get(card.link.href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      const body = await res.body();
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.length).toBeLessThan(10_240);
      expect(body.toString('latin1')).toContain(card.title.split(' (')[0].slice(0, 20));
    }
  });
});
