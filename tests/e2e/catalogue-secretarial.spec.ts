import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { variantsOf, waitForHydration, watchConsole, site } from './helpers';

interface Section {
  type: string;
  id: string;
  title?: string;
  [k: string]: unknown;
}
interface Entry {
  id: string;
  title: string;
  description: string;
  icon?: string;
  color?: string;
  image?: { src: string; alt: string };
  subsections?: Entry[];
  sections?: Section[];
}

const page0 = parse(readFileSync(join(import.meta.dirname, '../../pages/company-incorporation.yaml'), 'utf8'));
const catalogue = page0.sections.find((s: Section) => s.type === 'catalogue');
const items = catalogue.items as Entry[];
const labels = catalogue.labels as Record<string, string>;
const detailEnd = catalogue.detailEnd as Section[];
const incorporation = items.find((e) => e.subsections)!;
const direct = items.filter((e) => !e.subsections);
const withImage = items.flatMap((e) => [e, ...(e.subsections ?? [])]).find((e) => e.image)!;
const ROUTE = page0.route as string;
const ALIAS = (page0.aliases as string[])[0];

const fill = (t: string, v: Record<string, string | number>) => t.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k]));
const block = (p: Page) => p.locator(`#${catalogue.id}`);
const card = (p: Page, title: string) => block(p).getByRole('button', { name: title, exact: true });
const backButton = (p: Page, label: string) => block(p).getByRole('button', { name: label, exact: true });
const backLink = (p: Page) => block(p).getByRole('link', { name: catalogue.backLink.label, exact: true });
const h2s = (p: Page) => block(p).locator('h2');
/** The view's own heading (the first h2 in the catalogue). */
const viewHeading = (p: Page) => h2s(p).first();

async function open(p: Page, path = ROUTE) {
  await p.goto(path);
  await waitForHydration(p);
}

/** The heading that has focus, or null. */
const focusedHeading = (p: Page) =>
  p.evaluate(() => (document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : null));

async function expectGrid(p: Page) {
  await expect(block(p)).toHaveAttribute('data-catalogue-view', 'grid');
  await expect(viewHeading(p)).toHaveText(catalogue.title);
  await expect(block(p).locator('[data-entry]')).toHaveCount(items.length);
  await expect(backLink(p)).toBeVisible();
}

async function expectDetail(p: Page, entry: Entry, back: string) {
  await expect(block(p)).toHaveAttribute('data-catalogue-view', 'detail');
  const titles = [entry.title, ...entry.sections!.map((s) => s.title), ...detailEnd.map((s) => s.title)];
  await expect(h2s(p)).toHaveText(titles as string[]);
  await expect(backButton(p, back)).toBeVisible();
  await expect(backLink(p)).toHaveCount(0);
}

test.describe('company secretarial catalogue', () => {
  test('the grid shows the seven services in order, with counts or View Details, and the Back to Services link', async ({
    page,
  }) => {
    const log = watchConsole(page);
    await open(page);
    expect(items.map((e) => e.id)).toEqual([
      'company-incorporation',
      'secretarial-services',
      'transaction-advisory',
      'representative-services',
      'corporate-insolvency',
      'fema-rbi',
      'sebi-compliance',
    ]);
    await expectGrid(page);
    expect(
      await block(page)
        .locator('[data-entry]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-entry'))),
    ).toEqual(items.map((e) => e.id));
    for (const entry of items) {
      const c = block(page).locator(`[data-entry="${entry.id}"]`);
      await expect(c.getByRole('heading', { level: 3 })).toHaveText(entry.title);
      await expect(c).toContainText(entry.description);
      await expect(c).toContainText(
        entry.subsections ? fill(labels.subsectionCount, { count: entry.subsections.length }) : labels.viewDetails,
      );
      await expect(c.locator(`use[href$="#${entry.icon}"]`)).toHaveCount(1);
    }
    await expect(block(page).locator(`[data-entry="${incorporation.id}"]`)).toContainText('8 company types');
    await expect(backLink(page)).toHaveAttribute('href', catalogue.backLink.href);
    expect(catalogue.backLink.href).toBe('/services');
    log.expectClean();
  });

  for (const sub of incorporation.subsections!) {
    test(`drill-down: ${incorporation.title} › ${sub.title} › back › back`, async ({ page }) => {
      const log = watchConsole(page);
      await open(page);
      await card(page, incorporation.title).click();
      await expect(block(page)).toHaveAttribute('data-catalogue-view', 'subsections');
      await expect(viewHeading(page)).toHaveText(incorporation.title);
      await expect.poll(() => focusedHeading(page)).toBe(incorporation.title);
      await expect(backLink(page)).toHaveCount(0);
      await expect(backButton(page, labels.backToServices)).toBeVisible();
      const cards = block(page).locator('[data-entry]');
      await expect(cards).toHaveCount(8);
      for (let i = 0; i < 8; i++) await expect(cards.nth(i)).toContainText(labels.learnMore);

      await card(page, sub.title).click();
      const back = fill(labels.backToParent, { title: incorporation.title });
      expect(back).toBe('Back to Company Incorporation');
      await expectDetail(page, sub, back);
      expect(sub.sections!.map((s) => s.title)).toEqual([
        'Overview',
        'Benefits',
        'Key Features',
        'Advantages',
        'Registration Requirements',
        'Steps to Registration Process',
        'Deliverables',
      ]);
      await expect.poll(() => focusedHeading(page)).toBe(sub.title);
      const cta = block(page).locator(`#${detailEnd[0].id}`);
      await expect(cta.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
      await expect(cta.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/contact');
      expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));

      await backButton(page, back).click();
      await expect(block(page)).toHaveAttribute('data-catalogue-view', 'subsections');
      await expect.poll(() => focusedHeading(page)).toBe(incorporation.title);
      await backButton(page, labels.backToServices).click();
      await expectGrid(page);
      await expect.poll(() => focusedHeading(page)).toBe(catalogue.title);
      log.expectClean();
    });
  }

  for (const entry of direct) {
    test(`a service without subsections opens its detail directly: ${entry.title}`, async ({ page }) => {
      await open(page);
      await card(page, entry.title).click();
      await expectDetail(page, entry, labels.backToServices);
      expect(entry.sections!.map((s) => s.title)).toEqual([
        'Overview',
        'Our Services',
        'Who Needs These Services',
        'Why Choose Us',
        'Frequently Asked Questions',
      ]);
      expect(entry.sections!.map((s) => s.type).at(-1)).toBe('faq');
      await expect.poll(() => focusedHeading(page)).toBe(entry.title);
      await backButton(page, labels.backToServices).click();
      await expectGrid(page);
    });
  }

  test('the business facts of the specification appear in the right details', async ({ page }) => {
    const facts: [string, string[]][] = [
      ['private-limited', ['2-200 members', 'minimum 2 directors', 'at least one resident director']],
      ['public-limited', ['minimum 3 directors and 7 shareholders', 'paid-up capital of ₹5 lakhs']],
      ['producer-company', ['minimum 10 producers', 'maximum 15 directors']],
      ['government-company', ['51% or more government holding']],
      ['secretarial-services', ['at least 4 board meetings a year, with a gap of at most 120 days']],
      ['corporate-insolvency', ['180 days, extendable by 90', 'default of ₹1 crore or more']],
      ['fema-rbi', ['Foreign investment filing within 30 days']],
    ];
    for (const [id, texts] of facts) {
      const sub = incorporation.subsections!.find((e) => e.id === id);
      await page.goto('about:blank');
      await open(page, `${ROUTE}?service=${sub ? incorporation.id : id}`);
      if (sub) await card(page, sub.title).click();
      await expect(block(page)).toHaveAttribute('data-catalogue-view', 'detail');
      for (const t of texts)
        await expect(block(page), `${id}: ${t}`).toContainText(
          new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
        );
    }
  });

  test('?service= preselects each service; unknown values and subsection ids show the grid', async ({ page }) => {
    const log = watchConsole(page);
    for (const entry of items) {
      await open(page, `${ROUTE}?service=${entry.id}`);
      await expect(block(page)).toHaveAttribute('data-catalogue-view', entry.subsections ? 'subsections' : 'detail');
      await expect(viewHeading(page)).toHaveText(entry.title);
      await expect(backLink(page)).toHaveCount(0);
    }
    for (const bad of ['nonsense', 'opc', 'FEMA-RBI', '']) {
      await open(page, `${ROUTE}?service=${bad}`);
      await expectGrid(page);
    }
    log.expectClean();
  });

  test('after ?service=, Back to Services shows the grid and the browser back button then leaves the page', async ({
    page,
  }) => {
    await open(page, '/services');
    await open(page, `${ROUTE}?service=fema-rbi`);
    await expect(viewHeading(page)).toHaveText(items.find((e) => e.id === 'fema-rbi')!.title);
    await backButton(page, labels.backToServices).click();
    await expectGrid(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the browser back button steps back through the drill-down, and leaves the page only from the grid', async ({
    page,
  }) => {
    const sub = incorporation.subsections![1];
    await open(page, '/services');
    await open(page);
    await card(page, incorporation.title).click();
    await card(page, sub.title).click();
    await expect(viewHeading(page)).toHaveText(sub.title);
    expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));

    await page.goBack();
    await expect(block(page)).toHaveAttribute('data-catalogue-view', 'subsections');
    await expect.poll(() => focusedHeading(page)).toBe(incorporation.title);
    // The catalogue's top is scrolled into view (below the sticky header), not the page's top.
    await expect.poll(() => block(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await expectGrid(page);
    expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));
    await page.goForward();
    await expect(block(page)).toHaveAttribute('data-catalogue-view', 'subsections');
    await page.goForward();
    await expect(viewHeading(page)).toHaveText(sub.title);

    await page.goBack();
    await page.goBack();
    await expectGrid(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('a Back button steps back in history, so the browser forward button returns to the detail', async ({ page }) => {
    const entry = direct[0];
    await open(page);
    await card(page, entry.title).click();
    await expect(viewHeading(page)).toHaveText(entry.title);
    await backButton(page, labels.backToServices).click();
    await expectGrid(page);
    await page.goForward();
    await expect(viewHeading(page)).toHaveText(entry.title);
  });

  test('Back lands on the parent level even when the previous entry was changed since (forward after Back to Services)', async ({
    page,
  }) => {
    const sub = incorporation.subsections![2];
    await open(page, `${ROUTE}?service=${incorporation.id}`);
    await card(page, sub.title).click();
    await page.goBack();
    await expect(viewHeading(page)).toHaveText(incorporation.title);
    await backButton(page, labels.backToServices).click();
    await expectGrid(page);
    await page.goForward();
    await expect(viewHeading(page)).toHaveText(sub.title);
    await backButton(page, fill(labels.backToParent, { title: incorporation.title })).click();
    await expect(block(page)).toHaveAttribute('data-catalogue-view', 'subsections');
    await expect(viewHeading(page)).toHaveText(incorporation.title);
  });

  test('after a reload the drill-down is kept, and Back still returns to the right level', async ({ page }) => {
    const sub = incorporation.subsections![0];
    await open(page);
    await card(page, incorporation.title).click();
    await card(page, sub.title).click();
    await page.reload();
    await waitForHydration(page);
    await expect(viewHeading(page)).toHaveText(sub.title);
    await backButton(page, fill(labels.backToParent, { title: incorporation.title })).click();
    await expect(viewHeading(page)).toHaveText(incorporation.title);
  });

  test('FAQ shows 3 questions, Show More / Show Less, one answer open at a time, and the toggle collapses an open answer', async ({
    page,
  }) => {
    const entry = direct[0];
    const faq = entry.sections!.find((s) => s.type === 'faq')! as Section & {
      items: { id: string; question: string }[];
      initialCount: number;
      showMoreLabel: string;
      showLessLabel: string;
    };
    expect(faq.initialCount).toBe(3);
    expect(faq.items.length).toBeGreaterThan(3);
    await open(page, `${ROUTE}?service=${entry.id}`);
    const f = page.locator(`#${faq.id}`);
    const visible = f.locator('[data-faq-item]:not([hidden])');
    const q = (i: number) => f.getByRole('button', { name: faq.items[i].question, exact: true, includeHidden: true });
    await expect(visible).toHaveCount(3);
    await q(0).click();
    await expect(q(0)).toHaveAttribute('aria-expanded', 'true');
    await q(1).click();
    await expect(q(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(q(0)).toHaveAttribute('aria-expanded', 'false');
    await q(1).click();
    await expect(q(1)).toHaveAttribute('aria-expanded', 'false');
    await q(2).click();
    await f.getByRole('button', { name: faq.showMoreLabel }).click();
    await expect(visible).toHaveCount(faq.items.length);
    await expect(q(2)).toHaveAttribute('aria-expanded', 'false');
    await q(3).click();
    await expect(q(3)).toHaveAttribute('aria-expanded', 'true');
    await f.getByRole('button', { name: faq.showLessLabel }).click();
    await expect(visible).toHaveCount(3);
    await expect(q(3)).toHaveAttribute('aria-expanded', 'false');
  });

  test(`the alias ${ALIAS} shows the same catalogue`, async ({ page }) => {
    await open(page, ALIAS);
    await expectGrid(page);
    await card(page, incorporation.title).click();
    await expect(viewHeading(page)).toHaveText(incorporation.title);
    expect(page.url()).toMatch(new RegExp(`${ALIAS}$`));
    await open(page, `${ALIAS}?service=sebi-compliance`);
    await expect(viewHeading(page)).toHaveText(items.find((e) => e.id === 'sebi-compliance')!.title);
  });

  test('Service structured data and the whole grid are in the raw HTML', async ({ request }) => {
    for (const path of [ROUTE, ALIAS]) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]),
      );
      const service = blocks.find((b) => b['@type'] === 'Service');
      expect(service, path).toBeTruthy();
      expect(service.name).toBe(page0.meta.service.name);
      expect(service.serviceType).toEqual(page0.meta.service.serviceType);
      expect(service.provider.name).toBe(site.organisation.name);
      expect(service.areaServed.name).toBe('India');
      for (const entry of items) expect(html).toContain(entry.title.replace(/&/g, '&amp;'));
    }
  });

  test('a detail image that fails to load shows "Image not loading"; one that loads fits 280 × 300 px', async ({
    page,
  }) => {
    const parent = items.find((e) => e.subsections?.includes(withImage));
    const openDetail = async () => {
      // A fresh history entry: the browser keeps a same-address entry's state (and its selection) like a reload.
      await page.goto('about:blank');
      await open(page);
      if (parent) await card(page, parent.title).click();
      await card(page, withImage.title).click();
      await expect(viewHeading(page)).toHaveText(withImage.title);
    };
    await openDetail();
    const img = block(page).getByRole('img', { name: withImage.image!.alt });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const box = (await img.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(280.5);
    expect(box.height).toBeLessThanOrEqual(300.5);

    await page.route(variantsOf(withImage.image!.src), (route) => route.abort());
    await openDetail();
    await expect(block(page).getByText(site.labels.imageFallback, { exact: true })).toBeVisible();
    await expect(block(page).locator(`img[src="${withImage.image!.src}"]`)).toHaveCount(0);
  });

  test('keyboard: Enter on a card opens it, focus lands on the new heading, and Back is one Shift+Tab away', async ({
    page,
  }) => {
    await open(page);
    await card(page, incorporation.title).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe(incorporation.title);
    await page.keyboard.press('Tab');
    await expect(card(page, incorporation.subsections![0].title)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe(incorporation.subsections![0].title);
    await page.keyboard.press('Shift+Tab');
    const back = backButton(page, fill(labels.backToParent, { title: incorporation.title }));
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe(incorporation.title);
  });
});
