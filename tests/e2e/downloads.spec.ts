import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { waitForHydration } from './helpers';

type Item = {
  id: string;
  title: string;
  description: string;
  file: string;
  downloadSize: string;
  pages?: number;
  type?: string;
  category?: string;
  version?: string;
  lastUpdated?: string;
  applicability?: string;
};
type Category = { id: string; title?: string; items: Item[] };
type Block = {
  id: string;
  type: string;
  title?: string;
  buttonLabel: string;
  buttonAccessibleLabel: string;
  labels?: { pages?: { one: string; other: string }; version?: string; lastUpdated?: string; applicability?: string };
  categories: Category[];
};
type Section = Block & { buttons?: { label: string; href: string }[] };
type PageFile = { route: string; sections: Section[] };

const load = (file: string): PageFile => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const fill = (t: string, v: Record<string, string | number>) =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));
const items = (b: Block) => b.categories.flatMap((c) => c.items);

const faasPage = load('financial/faas-resources.yaml');
const faas = faasPage.sections.find((s) => s.type === 'downloads')!;
const policiesPage = load('hr/policies.yaml');
const [policies, guides] = policiesPage.sections.filter((s) => s.type === 'downloads');
const taxPage = load('financial/tax-updates.yaml');
const taxDownloads = taxPage.sections.find((s) => s.type === 'downloads')!;

/** The card's button: its words, its accessible name from the template, and a real PDF of the size the card states. */
async function expectDownload(page: Page, request: APIRequestContext, block: Block, item: Item) {
  const cardEl = page.locator(`#${block.id}-${item.id}`);
  await expect(cardEl.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
  await expect(cardEl).toContainText(item.downloadSize);
  const link = cardEl.getByRole('link', {
    name: fill(block.buttonAccessibleLabel, { title: item.title, size: item.downloadSize }),
    exact: true,
  });
  await expect(link).toHaveText(block.buttonLabel);
  await expect(link).toHaveAttribute('href', item.file);
  await expect(link).toHaveAttribute('download', '');
  const res = await request.get(item.file);
  expect(res.status(), item.file).toBe(200);
  expect(res.headers()['content-type'], item.file).toBe('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString(), item.file).toBe('%PDF-');
  const kb = Number(/(\d+)\s*KB/.exec(item.downloadSize)![1]);
  expect(
    Math.abs(kb - body.length / 1024),
    `${item.file}: ${body.length} bytes shown as ${item.downloadSize}`,
  ).toBeLessThanOrEqual(0.5);
}

test.describe('FAAS resources', () => {
  test('six resource cards, each with its type and category, downloading a real PDF', async ({ page, request }) => {
    await page.goto(faasPage.route);
    const all = items(faas);
    expect(all).toHaveLength(6);
    await expect(page.locator(`#${faas.id}`).getByRole('heading', { level: 3 })).toHaveCount(6);
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['Guide', 'Toolkit', 'Whitepaper', 'Manual', 'Framework']));
    for (const item of all) {
      const cardEl = page.locator(`#${faas.id}-${item.id}`);
      await expect(cardEl.locator('[data-badge="type"]')).toHaveText(item.type!);
      await expect(cardEl.locator('[data-badge="category"]')).toHaveText(item.category!);
      await expect(cardEl.locator('[data-detail="pages"]')).toHaveText(
        fill(item.pages === 1 ? faas.labels!.pages!.one : faas.labels!.pages!.other, { count: item.pages! }),
      );
      await expectDownload(page, request, faas, item);
    }
  });

  test('clicking a download saves the file', async ({ page }) => {
    await page.goto(faasPage.route);
    await waitForHydration(page);
    const item = items(faas)[0];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator(`#${faas.id}-${item.id}`)
        .getByRole('link', { name: fill(faas.buttonAccessibleLabel, { title: item.title, size: item.downloadSize }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(item.file.split('/').pop());
  });

  test('Contact Our FAAS Team leads to the contact page', async ({ page }) => {
    await page.goto(faasPage.route);
    await waitForHydration(page);
    const cta = faasPage.sections.find((s) => s.type === 'cta')!;
    expect(cta.buttons![0].label).toBe('Contact Our FAAS Team');
    const link = page.locator(`#${cta.id}`).getByRole('link', { name: 'Contact Our FAAS Team' });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('HR policies', () => {
  test('four categories of policies, each with version, last update, applicability and a real download', async ({
    page,
    request,
  }) => {
    await page.goto(policiesPage.route);
    expect(policies.categories.map((c) => c.title)).toEqual([
      'Employee Handbook',
      'Compensation & Benefits',
      'Leave & Attendance',
      'Development & Training',
    ]);
    for (const category of policies.categories) {
      const region = page.getByRole('region', { name: category.title, exact: true });
      await expect(region.getByRole('heading', { level: 4 })).toHaveText(category.items.map((i) => i.title));
      for (const item of category.items) {
        const cardEl = region.locator(`#${policies.id}-${item.id}`);
        await expect(cardEl.locator('[data-detail="version"]')).toHaveText(
          fill(policies.labels!.version!, { version: item.version! }),
        );
        await expect(cardEl.locator('[data-detail="updated"]')).toHaveText(
          fill(policies.labels!.lastUpdated!, { date: item.lastUpdated! }),
        );
        await expect(cardEl.locator('[data-detail="applies"]')).toHaveText(
          fill(policies.labels!.applicability!, { applicability: item.applicability! }),
        );
        await expectDownload(page, request, policies, item);
      }
    }
    expect(new Set(items(policies).map((i) => i.applicability))).toEqual(
      new Set([
        'All Employees',
        'Eligible Employees',
        'Performance Eligible',
        'Eligible Parents',
        'Program Participants',
      ]),
    );
  });

  test('three quick reference guides, each a real download', async ({ page, request }) => {
    await page.goto(policiesPage.route);
    const section = page.locator(`#${guides.id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(guides.title!);
    expect(items(guides)).toHaveLength(3);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(items(guides).map((i) => i.title));
    for (const item of items(guides)) await expectDownload(page, request, guides, item);
  });
});

test.describe('tax updates downloads', () => {
  test('Monthly Tax Bulletin, Quarterly Summary and Annual Tax Guide download real PDFs', async ({ page, request }) => {
    await page.goto(taxPage.route);
    expect(items(taxDownloads).map((i) => i.title)).toEqual([
      'Monthly Tax Bulletin',
      'Quarterly Summary',
      'Annual Tax Guide',
    ]);
    for (const item of items(taxDownloads)) await expectDownload(page, request, taxDownloads, item);
  });
});
