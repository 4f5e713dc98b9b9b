import { test, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { variantsOf, site, waitForHydration, watchConsole } from './helpers';

/**
 * The financial advisory catalogue (/services/financial and its four deep-link aliases) and the FAAS catalogue
 * (/services/financial/faas): every ?service= value, unknown values, deep links (prerendered), every drill-down
 * path and Back button, the browser's back button, FAQs, structured data and the image fallback. Expected
 * titles and labels are read from the YAML.
 */
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
  tagline?: string;
  icon?: string;
  image?: { src: string; alt: string };
  subsections?: Entry[];
  sections?: Section[];
}
interface Catalogue extends Section {
  labels: {
    viewDetails: string;
    subsectionCount: string;
    learnMore: string;
    backToServices: string;
    backToParent: string;
  };
  backLink?: { label: string; href: string };
  deepLinks?: { path: string; service: string }[];
  detailEnd?: Section[];
  items: Entry[];
}
interface FaqSection extends Section {
  initialCount: number;
  showMoreLabel: string;
  showLessLabel: string;
  items: { id: string; question: string; answer: string }[];
}

const load = (file: string) => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const advisoryPage = load('services/financial/index.yaml');
const faasPage = load('services/financial/faas.yaml');
const catalogueOf = (page: { sections: Section[] }) => page.sections.find((s) => s.type === 'catalogue') as Catalogue;
const advisory = catalogueOf(advisoryPage);
const faas = catalogueOf(faasPage);
const ADVISORY = advisoryPage.route as string;
const FAAS = faasPage.route as string;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
const root = (p: Page, c: Catalogue) => p.locator(`#${c.id}`);

const heading = (scope: Locator, name: string) => scope.getByRole('heading', { level: 2, name, exact: true });
const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });
const cards = (scope: Locator) => scope.locator('[data-entry]');
const faqsOf = (e: Entry) => (e.sections ?? []).filter((s) => s.type === 'faq') as FaqSection[];
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The detail of `entry` is showing: its heading, the right Back button, each titled section and the closing call. */
async function expectDetail(p: Page, c: Catalogue, entry: Entry, parent?: Entry) {
  const r = root(p, c);
  await expect(r).toHaveAttribute('data-catalogue-view', 'detail');
  await expect(heading(r, entry.title)).toBeVisible();
  await expect(
    button(r, parent ? fill(c.labels.backToParent, { title: parent.title }) : c.labels.backToServices),
  ).toBeVisible();
  for (const s of entry.sections ?? []) if (s.title) await expect(heading(r, s.title)).toBeVisible();
  for (const end of c.detailEnd ?? []) {
    await expect(heading(r, end.title!)).toBeVisible();
    for (const b of (end.buttons as { label: string; href: string }[]) ?? []) {
      await expect(r.getByRole('link', { name: b.label, exact: true })).toHaveAttribute('href', b.href);
    }
  }
  if (c.backLink) await expect(r.getByRole('link', { name: c.backLink.label })).toHaveCount(0);
}

/** The grid of services is showing, with every card and the page's Back to Services link. */
async function expectGrid(p: Page, c: Catalogue) {
  const r = root(p, c);
  await expect(r).toHaveAttribute('data-catalogue-view', 'grid');
  await expect(cards(r)).toHaveCount(c.items.length);
  for (const item of c.items) await expect(button(r, item.title)).toBeVisible();
  if (c.backLink)
    await expect(r.getByRole('link', { name: c.backLink.label })).toHaveAttribute('href', c.backLink.href);
}

/** The subsection grid of `service` is showing. */
async function expectSubsections(p: Page, c: Catalogue, service: Entry) {
  const r = root(p, c);
  await expect(r).toHaveAttribute('data-catalogue-view', 'subsections');
  await expect(heading(r, service.title)).toBeVisible();
  await expect(button(r, c.labels.backToServices)).toBeVisible();
  await expect(cards(r)).toHaveCount(service.subsections!.length);
  for (const sub of service.subsections!) {
    const card = r.locator(`[data-entry="${sub.id}"]`);
    await expect(button(card, sub.title)).toBeVisible();
    await expect(card).toContainText(c.labels.learnMore);
  }
}

async function open(p: Page, path: string) {
  await p.goto(path);
  await waitForHydration(p);
}

test.describe('financial advisory catalogue', () => {
  test('has the seven services of the spec, registrations first with its twelve subsections', () => {
    expect(advisory.items.map((i) => i.id)).toEqual([
      'registrations',
      'audit-advisory',
      'accounting-services',
      'compliance-service',
      'taxation-services',
      'international-taxation',
      'virtual-cfo',
    ]);
    expect(advisory.items[0].subsections!.map((s) => s.id)).toEqual([
      'sole-proprietorship',
      'partnership',
      'trust',
      'association',
      'gst',
      'shops-establishment',
      'esi',
      'epfo',
      'professional-tax',
      'iec',
      'stpi',
      'msme',
    ]);
    expect(Object.fromEntries((advisory.deepLinks ?? []).map((d) => [d.path, d.service]))).toEqual({
      '/services/financial/international': 'international-taxation',
      '/services/financial/governance': 'compliance-service',
      '/services/financial/virtual-cfo': 'virtual-cfo',
      '/services/financial/tax': 'taxation-services',
    });
    expect([...(advisoryPage.aliases as string[])].sort()).toEqual(advisory.deepLinks!.map((d) => d.path).sort());
    for (const faq of [...advisory.items, ...faas.items]
      .flatMap((i) => [i, ...(i.subsections ?? [])])
      .flatMap(faqsOf)) {
      expect(faq.initialCount, faq.id).toBe(3);
      expect([faq.showMoreLabel, faq.showLessLabel, faq.mode], faq.id).toEqual(['Show More', 'Show Less', 'single']);
    }
  });

  test('the grid shows each service with its subsection count or View Details', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, ADVISORY);
    await expectGrid(page, advisory);
    for (const item of advisory.items) {
      const card = root(page, advisory).locator(`[data-entry="${item.id}"]`);
      await expect(card).toContainText(item.description);
      await expect(card).toContainText(
        item.subsections
          ? fill(advisory.labels.subsectionCount, { count: item.subsections.length })
          : advisory.labels.viewDetails,
      );
    }
    log.expectClean();
  });

  test('the footer leads to the registrations and to the catalogue', async ({ page }) => {
    type Column = { links: { label: string; href: string }[] };
    const column = (site.footer.columns as Column[]).find((c) => c.links.some((l) => l.href.startsWith(ADVISORY)))!;
    expect(column.links.map((l) => l.href)).toEqual(
      expect.arrayContaining([ADVISORY, `${ADVISORY}?service=registrations`]),
    );
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: column.links.find((l) => l.href === ADVISORY)!.label, exact: true }),
    ).toHaveAttribute('href', ADVISORY);
    await footer
      .getByRole('link', {
        name: column.links.find((l) => l.href.endsWith('?service=registrations'))!.label,
        exact: true,
      })
      .click();
    await expectSubsections(page, advisory, advisory.items[0]);
  });

  test('the whole card opens it, its arrow included, and the arrow stays inside the card on hover', async ({
    page,
  }) => {
    await open(page, ADVISORY);
    for (const [item, expectView] of [
      [advisory.items[0], () => expectSubsections(page, advisory, advisory.items[0])],
      [advisory.items[1], () => expectDetail(page, advisory, advisory.items[1])],
    ] as const) {
      const card = root(page, advisory).locator(`[data-entry="${item.id}"]`);
      const arrow = card.locator('svg').last();
      await card.hover();
      const box = (await card.boundingBox())!;
      const at = (await arrow.boundingBox())!;
      // The arrow, moved by the hover, is still within the card (the button's area covers the card).
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
      expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await expectView();
      await button(root(page, advisory), advisory.labels.backToServices).click();
      await expectGrid(page, advisory);
    }
  });

  for (const item of advisory.items) {
    test(`?service=${item.id} preselects ${item.title}`, async ({ page }) => {
      const log = watchConsole(page);
      await open(page, `${ADVISORY}?service=${item.id}`);
      if (item.subsections) await expectSubsections(page, advisory, item);
      else await expectDetail(page, advisory, item);
      await button(root(page, advisory), advisory.labels.backToServices).click();
      await expectGrid(page, advisory);
      log.expectClean();
    });
  }

  test('an unknown ?service= value is ignored and shows the grid', async ({ page }) => {
    await open(page, `${ADVISORY}?service=not-a-service`);
    await expectGrid(page, advisory);
    await open(page, `${ADVISORY}?service=gst`);
    await expectGrid(page, advisory);
  });

  for (const link of advisory.deepLinks ?? []) {
    test(`${link.path} opens ${link.service}, already in the prerendered HTML`, async ({ page, request }) => {
      const service = advisory.items.find((i) => i.id === link.service)!;
      const html = await (await request.get(link.path)).text();
      expect(html).toMatch(/data-catalogue-view="detail"/);
      expect(html).toMatch(new RegExp(`<h2[^>]*>${escapeHtml(service.title)}</h2>`));
      expect(html).toContain(`<link rel="canonical" href="${site.seo.siteUrl}${ADVISORY}"/>`);
      const log = watchConsole(page);
      await open(page, link.path);
      await expectDetail(page, advisory, service);
      expect(new URL(page.url()).pathname).toBe(link.path);
      await button(root(page, advisory), advisory.labels.backToServices).click();
      await expectGrid(page, advisory);
      expect(new URL(page.url()).pathname).toBe(link.path);
      log.expectClean();
    });
  }

  test('the main route is prerendered with the grid', async ({ request }) => {
    const html = await (await request.get(ADVISORY)).text();
    expect(html).toContain('data-catalogue-view="grid"');
    for (const item of advisory.items) expect(html).toContain(escapeHtml(item.title));
  });

  test('registrations: every subsection opens its detail and Back returns to the subsection list', async ({ page }) => {
    test.setTimeout(90_000);
    const log = watchConsole(page);
    const registrations = advisory.items.find((i) => i.id === 'registrations')!;
    await open(page, ADVISORY);
    const before = page.url();
    await button(root(page, advisory), registrations.title).click();
    await expectSubsections(page, advisory, registrations);
    for (const sub of registrations.subsections!) {
      await button(root(page, advisory), sub.title).click();
      await expectDetail(page, advisory, sub, registrations);
      await button(root(page, advisory), fill(advisory.labels.backToParent, { title: registrations.title })).click();
      await expectSubsections(page, advisory, registrations);
    }
    expect(page.url()).toBe(before);
    await button(root(page, advisory), advisory.labels.backToServices).click();
    await expectGrid(page, advisory);
    log.expectClean();
  });

  test('each registration states the business facts of spec section 9', async ({ page }) => {
    const facts: Record<string, string[]> = {
      gst: ['₹40 lakh', '₹20 lakh'],
      'professional-tax': ['₹2,500 a year'],
      esi: ['₹21,000', '3.25%', '0.75%'],
      epfo: ['20 employees', '₹15,000', '12%', '15th'],
      iec: ['10-digit', '₹500'],
      trust: ['₹2.5 lakh'],
      association: ['7 members'],
      partnership: ['20 partners'],
      'shops-establishment': ['30 days', '1-5 years'],
      stpi: ['3-5 years'],
    };
    const registrations = advisory.items.find((i) => i.id === 'registrations')!;
    await open(page, `${ADVISORY}?service=registrations`);
    for (const [id, wanted] of Object.entries(facts)) {
      const sub = registrations.subsections!.find((s) => s.id === id)!;
      await button(root(page, advisory), sub.title).click();
      await expect(heading(root(page, advisory), sub.title)).toBeVisible();
      for (const fact of wanted) await expect(root(page, advisory)).toContainText(fact);
      await button(root(page, advisory), fill(advisory.labels.backToParent, { title: registrations.title })).click();
    }
    await open(page, `${ADVISORY}?service=international-taxation`);
    await expect(root(page, advisory)).toContainText('₹2.5 lakh');
    await expect(root(page, advisory)).toContainText('TDS at 30%');
  });

  test("the browser's back button steps back through the drill-down and stays on the page", async ({ page }) => {
    const registrations = advisory.items[0];
    const gst = registrations.subsections!.find((s) => s.id === 'gst')!;
    await open(page, ADVISORY);
    await button(root(page, advisory), registrations.title).click();
    await button(root(page, advisory), gst.title).click();
    await expectDetail(page, advisory, gst, registrations);
    await page.goBack();
    await expectSubsections(page, advisory, registrations);
    await page.goBack();
    await expectGrid(page, advisory);
    expect(new URL(page.url()).pathname).toBe(ADVISORY);
    await page.goForward();
    await expectSubsections(page, advisory, registrations);
  });

  test('from a deep link, Back shows the grid and the browser back button then returns to the previous page', async ({
    page,
  }) => {
    const link = advisory.deepLinks![0];
    await open(page, '/');
    await open(page, link.path);
    await button(root(page, advisory), advisory.labels.backToServices).click();
    await expectGrid(page, advisory);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every service FAQ shows 3 questions, then all with Show More, then 3 with Show Less', async ({ page }) => {
    for (const item of advisory.items.filter((i) => faqsOf(i).length)) {
      const faq = faqsOf(item)[0];
      await open(page, `${ADVISORY}?service=${item.id}`);
      const block = page.locator(`#${faq.id}`);
      const questions = block.locator('[data-faq-trigger]').filter({ visible: true });
      expect(faq.items.length).toBeGreaterThan(faq.initialCount);
      await expect(questions).toHaveCount(faq.initialCount);
      await button(block, fill(faq.showMoreLabel, { count: faq.items.length - faq.initialCount })).click();
      await expect(questions).toHaveCount(faq.items.length);
      await button(block, faq.showLessLabel).click();
      await expect(questions).toHaveCount(faq.initialCount);
    }
  });

  test('Service structured data lists the six service types of spec section 1', async ({ request }) => {
    const html = await (await request.get(ADVISORY)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const service = blocks.find((b) => b['@type'] === 'Service');
    expect(service).toBeTruthy();
    expect(service.name).toBe('Financial Advisory & Assurance Services');
    expect(service.serviceType).toEqual([
      'Financial Advisory',
      'Audit Advisory',
      'Accounting Services',
      'Taxation Services',
      'Virtual CFO Services',
      'Business Registration',
    ]);
    expect(service.provider['@type']).toBe('Organization');
    expect(service.areaServed.name).toBe('India');
  });
});

test.describe('FAAS catalogue', () => {
  const withSubs = faas.items.filter((i) => i.subsections);
  const withoutSubs = faas.items.filter((i) => !i.subsections);

  test('has the six categories of the spec, some with subsections and some without', () => {
    expect(faas.items.map((i) => i.id)).toEqual([
      'audit-advisory',
      'accounting-services',
      'compliance-service',
      'taxation-services',
      'international-taxation',
      'virtual-cfo',
    ]);
    expect(withSubs.length).toBeGreaterThan(0);
    expect(withoutSubs.length).toBeGreaterThan(0);
    expect(faas.items.some((i) => i.image)).toBe(true);
  });

  test('the grid shows each category with icon, title, tagline and Explore Services, and Back to Services', async ({
    page,
  }) => {
    const log = watchConsole(page);
    await open(page, FAAS);
    await expectGrid(page, faas);
    expect(faas.labels.viewDetails).toBe('Explore Services');
    for (const item of faas.items) {
      const card = root(page, faas).locator(`[data-entry="${item.id}"]`);
      await expect(card.locator(`use[href$="#${item.icon}"]`)).toHaveCount(1);
      await expect(card).toContainText(item.tagline!);
      await expect(card).toContainText(faas.labels.viewDetails);
    }
    log.expectClean();
  });

  test('a category with subsections → subsection → detail → Back → subsection list → Back to Services → grid', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const log = watchConsole(page);
    await open(page, FAAS);
    const before = page.url();
    for (const category of withSubs) {
      await button(root(page, faas), category.title).click();
      await expectSubsections(page, faas, category);
      for (const sub of category.subsections!) {
        await button(root(page, faas), sub.title).click();
        await expectDetail(page, faas, sub, category);
        await button(root(page, faas), fill(faas.labels.backToParent, { title: category.title })).click();
        await expectSubsections(page, faas, category);
      }
      await button(root(page, faas), faas.labels.backToServices).click();
      await expectGrid(page, faas);
    }
    expect(page.url()).toBe(before);
    log.expectClean();
  });

  test('a category without subsections opens its detail directly and Back returns to the grid', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, FAAS);
    for (const category of withoutSubs) {
      await button(root(page, faas), category.title).click();
      await expectDetail(page, faas, category);
      await button(root(page, faas), faas.labels.backToServices).click();
      await expectGrid(page, faas);
    }
    log.expectClean();
  });

  test('FAQs: 3 shown, Show More / Show Less, one answer open at a time, toggling collapses an open answer', async ({
    page,
  }) => {
    const category = withoutSubs.find((i) => faqsOf(i).length)!;
    const faq = faqsOf(category)[0];
    await open(page, FAAS);
    await button(root(page, faas), category.title).click();
    const block = page.locator(`#${faq.id}`);
    const questions = block.locator('[data-faq-trigger]').filter({ visible: true });
    const q = (i: number) => button(block, faq.items[i].question);
    await expect(questions).toHaveCount(3);
    await expect(q(3)).toBeHidden();

    await q(0).click();
    await expect(q(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(block.getByRole('region', { name: faq.items[0].question })).toContainText(
      faq.items[0].answer.slice(0, 30),
    );
    await q(1).click();
    await expect(q(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(q(0)).toHaveAttribute('aria-expanded', 'false');
    await q(1).click();
    await expect(q(1)).toHaveAttribute('aria-expanded', 'false');

    await q(2).click();
    const more = button(block, fill(faq.showMoreLabel, { count: faq.items.length - 3 }));
    await more.click();
    await expect(questions).toHaveCount(faq.items.length);
    await expect(q(2)).toHaveAttribute('aria-expanded', 'false');
    await q(3).click();
    await expect(q(3)).toHaveAttribute('aria-expanded', 'true');
    await button(block, faq.showLessLabel).click();
    await expect(questions).toHaveCount(3);
    await expect(q(3)).toBeHidden();
  });

  test('the detail picture shows, and a picture that fails to load is replaced by "Image not loading"', async ({
    page,
  }) => {
    const category = faas.items.find((i) => i.image)!;
    const src = category.image!.src;
    await open(page, FAAS);
    await button(root(page, faas), category.title).click();
    const img = root(page, faas).getByRole('img', { name: category.image!.alt });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const failing = await page.context().newPage();
    await failing.route(variantsOf(src), (route) => route.abort());
    await open(failing, FAAS);
    await button(root(failing, faas), category.title).click();
    await expect(root(failing, faas).getByText(site.labels.imageFallback, { exact: true })).toBeVisible();
    await expect(root(failing, faas).locator(`img[src="${src}"]`)).toHaveCount(0);
    await expect(heading(root(failing, faas), category.title)).toBeVisible();
  });

  test('Service structured data on the FAAS page', async ({ request }) => {
    const html = await (await request.get(FAAS)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const service = blocks.find((b) => b['@type'] === 'Service');
    expect(service.serviceType).toEqual(faasPage.meta.service.serviceType);
    expect(service.provider['@type']).toBe('Organization');
    expect(service.areaServed.name).toBe('India');
  });
});
