import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { variantsOf, site, waitForHydration, watchConsole } from './helpers';

interface Link {
  label: string;
  href: string;
}
interface FaqItem {
  id: string;
  question: string;
  answer: string;
}
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
  sections: Section[];
}
interface Page_ {
  route: string;
  aliases?: string[];
  meta: { title: string; service?: { name: string; serviceType: string | string[] } };
  sections: Section[];
}

const load = (file: string): Page_ => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const of = <T = Section>(page: Page_, type: string, id?: string) =>
  page.sections.find((s) => s.type === type && (id === undefined || s.id === id)) as unknown as T;

const overview = load('services/index.yaml');
const hr = load('hr-services.yaml');
const compliance = load('services/hr/compliance.yaml');
const payroll = load('services/hr/payroll-management.yaml');
const coe = load('finance-coe.yaml');
const about = load('about.yaml');

const catalogue = of<{
  id: string;
  title: string;
  backLink: Link;
  labels: Record<string, string>;
  deepLinks: { path: string; service: string }[];
  detailEnd: (Section & { buttons: Link[] })[];
  items: Entry[];
}>(hr, 'catalogue');
const services = catalogue.items;
const readyBox = catalogue.detailEnd.find((s) => s.type === 'cta')!;
const faqOf = (e: Entry) =>
  e.sections.find((s) => s.type === 'faq') as Section & {
    items: FaqItem[];
    initialCount: number;
    showMoreLabel: string;
    showLessLabel: string;
  };

const root = (p: Page) => p.locator(`#${catalogue.id}`);
const card = (p: Page, e: Entry) => root(p).getByRole('button', { name: e.title, exact: true });
const backToHr = (p: Page) => root(p).getByRole('button', { name: catalogue.labels.backToServices, exact: true });
const detailHeading = (p: Page, e: Entry) => root(p).getByRole('heading', { level: 2, name: e.title, exact: true });

async function open(p: Page, path: string) {
  await p.goto(path);
  await waitForHydration(p);
}

test.describe('services overview', () => {
  const grid = of<{ id: string; cards: { id: string; title: string; link: Link }[] }>(overview, 'cardGrid');
  const cta = of<{ id: string; buttons: Link[] }>(overview, 'cta');

  test('shows the three service areas linking to their catalogues', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/services');
    expect(grid.cards.map((c) => [c.title, c.link.href])).toEqual([
      ['FAAS Services', '/services/financial/faas'],
      ['Company Secretarial Services', '/company-incorporation'],
      ['HR Services', '/hr-services'],
    ]);
    const section = page.locator(`#${grid.id}`);
    await expect(section.locator('article')).toHaveCount(3);
    for (const c of grid.cards) {
      const article = page.locator(`#${grid.id}-${c.id}`);
      await expect(article.getByRole('heading', { level: 3, name: c.title })).toBeVisible();
      await expect(article.getByRole('link', { name: c.link.label })).toHaveAttribute('href', c.link.href);
    }
    await section.getByRole('link', { name: grid.cards[2].link.label }).click();
    await expect(page).toHaveURL(/\/hr-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR Services');
    log.expectClean();
  });

  test('Get Started leads to /contact', async ({ page }) => {
    await open(page, '/services');
    const button = page.locator(`#${cta.id}`).getByRole('link', { name: 'Get Started', exact: true });
    expect(cta.buttons[0]).toEqual({ label: 'Get Started', href: '/contact' });
    await button.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('HR services catalogue', () => {
  test('lists three services under Our HR Solutions, with Back to Services to /services', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/hr-services');
    expect(services.map((s) => s.id)).toEqual(['professional-staffing', 'payroll-services', 'hr-compliance']);
    expect(catalogue.title).toBe('Our HR Solutions');
    await expect(root(page)).toHaveAttribute('data-catalogue-view', 'grid');
    await expect(root(page).getByRole('heading', { level: 2, name: catalogue.title })).toBeVisible();
    await expect(root(page).locator('[data-entry]')).toHaveCount(3);
    for (const s of services) {
      await expect(card(page, s)).toBeVisible();
      await expect(root(page).locator(`[data-entry="${s.id}"]`)).toContainText(s.description);
    }
    const back = root(page).getByRole('link', { name: catalogue.backLink.label });
    await expect(back).toHaveAttribute('href', '/services');
    await back.click();
    await expect(page).toHaveURL(/\/services$/);
    log.expectClean();
  });

  for (const service of services) {
    test(`${service.title}: card opens its detail, Back to HR Services returns to the list`, async ({ page }) => {
      const log = watchConsole(page);
      await open(page, '/hr-services');
      await card(page, service).click();
      await expect(root(page)).toHaveAttribute('data-catalogue-view', 'detail');
      await expect(detailHeading(page, service)).toBeVisible();
      await expect(page).toHaveURL(/\/hr-services$/);
      await expect(root(page).getByRole('link', { name: catalogue.backLink.label })).toHaveCount(0);
      // Every section of section 3 that the data has is shown, and the kinds the spec names are all there.
      const titles = service.sections.map((s) => s.title);
      expect(titles).toEqual(expect.arrayContaining(['Overview', 'Why Choose Us', 'Ideal For', 'Who Needs It']));
      expect(titles.some((t) => /Expertise|Service Offerings|What's Included/.test(t ?? ''))).toBe(true);
      for (const s of service.sections) {
        await expect(
          page.locator(`#${s.id}`).getByRole('heading', { level: 2, name: s.title, exact: true }),
        ).toBeVisible();
      }
      await expect(page.locator(`#${readyBox.id}`).getByRole('heading', { name: readyBox.title })).toBeVisible();
      await expect(backToHr(page)).toHaveText(catalogue.labels.backToServices);
      expect(catalogue.labels.backToServices).toBe('Back to HR Services');
      await backToHr(page).click();
      await expect(root(page)).toHaveAttribute('data-catalogue-view', 'grid');
      await expect(root(page).locator('[data-entry]')).toHaveCount(3);
      await expect(card(page, service)).toBeVisible();
      await expect(page).toHaveURL(/\/hr-services$/);
      log.expectClean();
    });
  }

  test('the browser back button after a drill-down returns to the list, not to the previous page', async ({ page }) => {
    await open(page, '/services');
    await page.locator('#service-areas').getByRole('link', { name: 'Explore HR services' }).click();
    await expect(page).toHaveURL(/\/hr-services$/);
    await waitForHydration(page);
    await card(page, services[1]).click();
    await expect(detailHeading(page, services[1])).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/hr-services$/);
    await expect(root(page)).toHaveAttribute('data-catalogue-view', 'grid');
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('Ready to Get Started comes before the FAQs and leads to /contact', async ({ page }) => {
    expect(readyBox.buttons).toEqual([{ label: 'Get Started', href: '/contact' }]);
    await open(page, '/hr-services');
    await card(page, services[0]).click();
    const box = page.locator(`#${readyBox.id}`);
    await expect(box.getByRole('heading', { name: readyBox.title })).toHaveText(/Ready to Get Started/);
    // The spec's order: the closing box, then the service's FAQs.
    const faqBlock = page.locator(`#${faqOf(services[0]).id}`);
    const follows = await box.evaluate(
      (el, faqEl) => !!(el.compareDocumentPosition(faqEl!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await faqBlock.elementHandle(),
    );
    expect(follows).toBe(true);
    await box.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  for (const service of services) {
    test(`${service.title}: FAQs show 3, then Show More / Show Less, one answer open at a time`, async ({ page }) => {
      const faq = faqOf(service);
      expect(faq.initialCount).toBe(3);
      expect([faq.showMoreLabel, faq.showLessLabel]).toEqual(['Show More', 'Show Less']);
      expect(faq.items.length).toBeGreaterThan(3);
      await open(page, '/hr-services');
      await card(page, service).click();
      const block = page.locator(`#${faq.id}`);
      const shown = block.locator('[data-faq-item]:not([hidden])');
      const question = (i: number) => block.getByRole('button', { name: faq.items[i].question, exact: true });
      await expect(shown).toHaveCount(3);
      await expect(question(3)).toBeHidden();
      await question(0).click();
      await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
      await question(1).click();
      await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
      await block.getByRole('button', { name: faq.showMoreLabel }).click();
      await expect(shown).toHaveCount(faq.items.length);
      await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
      const last = faq.items.length - 1;
      await question(last).click();
      await expect(block.getByRole('region', { name: faq.items[last].question })).toContainText(
        faq.items[last].answer.slice(0, 30),
      );
      await block.getByRole('button', { name: faq.showLessLabel }).click();
      await expect(shown).toHaveCount(3);
      await expect(block.getByRole('button', { name: faq.showMoreLabel })).toBeVisible();
    });
  }

  test('the HR facts of section 9 appear in the FAQs exactly', async ({ page }) => {
    const all = services.flatMap((s) => faqOf(s).items.map((i) => `${i.question} ${i.answer}`)).join('\n');
    expect(all).toMatch(/20 or more (people|employees)[\s\S]*EPFO|EPFO[\s\S]*20 or more/);
    expect(all).toMatch(/within 24 to 48 hours/i);
    expect(all).toContain('3 levels of screening');
    const hrFaq = faqOf(services[2]);
    const posh = hrFaq.items.find((i) => /POSH/.test(i.question))!;
    const esic = hrFaq.items.find((i) => /ESIC/.test(i.question))!;
    expect(posh.answer).toContain('10 or more employees');
    expect(esic.answer).toContain('10 or more employees');
    await open(page, '/hr-services');
    await card(page, services[2]).click();
    await page.locator(`#${hrFaq.id}`).getByRole('button', { name: posh.question }).click();
    await expect(page.locator(`#${hrFaq.id}`).getByRole('region', { name: posh.question })).toContainText(
      '10 or more employees',
    );
  });

  for (const link of catalogue.deepLinks) {
    test(`${link.path} opens ${link.service} directly, and Back to HR Services shows the list`, async ({ page }) => {
      const service = services.find((s) => s.id === link.service)!;
      expect(hr.aliases).toContain(link.path);
      await page.goto(link.path);
      await expect(root(page)).toHaveAttribute('data-catalogue-view', 'detail');
      await expect(detailHeading(page, service)).toBeVisible();
      await waitForHydration(page);
      await expect(detailHeading(page, service)).toBeVisible();
      await backToHr(page).click();
      await expect(root(page)).toHaveAttribute('data-catalogue-view', 'grid');
      await expect(root(page).locator('[data-entry]')).toHaveCount(3);
    });
  }

  test('the deep links cover staffing and payroll', () => {
    expect(catalogue.deepLinks).toEqual([
      { path: '/services/hr/staffing', service: 'professional-staffing' },
      { path: '/services/hr/payroll', service: 'payroll-services' },
    ]);
  });

  test('?service= preselects a service; an unknown value is ignored', async ({ page }) => {
    await open(page, '/hr-services?service=hr-compliance');
    await expect(detailHeading(page, services[2])).toBeVisible();
    await open(page, '/hr-services?service=bookkeeping');
    await expect(root(page)).toHaveAttribute('data-catalogue-view', 'grid');
    await expect(root(page).locator('[data-entry]')).toHaveCount(3);
  });

  test('the payroll detail links to the payroll management page', async ({ page }) => {
    await open(page, '/services/hr/payroll');
    const link = page.locator('#payroll-overview').getByRole('link', { name: 'Read about payroll management' });
    await expect(link).toHaveAttribute('href', payroll.route);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${payroll.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(of<{ title: string }>(payroll, 'hero').title);
  });
});

test.describe('HR compliance page', () => {
  const hero = of<{ id: string; title: string; buttons: Link[] }>(compliance, 'hero');
  const intro = of<{ id: string; image: { src: string; alt: string } }>(compliance, 'text');
  const cards = of<{ id: string; cards: { id: string; title: string; text: string; icon: string }[] }>(
    compliance,
    'cardGrid',
  );
  const areas = of<{ id: string; title: string; items: unknown[] }>(compliance, 'list', 'key-compliance-areas');
  const benefits = of<{ id: string; title: string; items: unknown[] }>(compliance, 'list', 'compliance-benefits');
  const closing = of<{ id: string; buttons: Link[] }>(compliance, 'cta');

  test('hero, intro with image, six service cards, eight areas, six benefits and a closing call', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/services/hr/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.locator(`#${hero.id}`).getByRole('link', { name: hero.buttons[0].label })).toHaveAttribute(
      'href',
      '/contact',
    );
    const img = page.locator(`#${intro.id} img`);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute(
      'src',
      new RegExp(`^/assets/img${intro.image.src.replace(/^\/images/, '').replace(/\.\w+$/, '')}\\.`),
    );
    await expect(img).toHaveAttribute('alt', intro.image.alt.trim());
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);

    expect(cards.cards).toHaveLength(6);
    await expect(page.locator(`#${cards.id} article`)).toHaveCount(6);
    for (const c of cards.cards) {
      const article = page.locator(`#${cards.id}-${c.id}`);
      await expect(article.getByRole('heading', { level: 3, name: c.title })).toBeVisible();
      await expect(article).toContainText(c.text.slice(0, 40));
      await expect(article.locator(`use[href$="#${c.icon}"]`)).toHaveCount(1);
    }
    expect([areas.title, areas.items.length]).toEqual(['Key Compliance Areas', 8]);
    await expect(page.locator(`#${areas.id}`).getByRole('heading', { level: 2 })).toHaveText(areas.title);
    await expect(page.locator(`#${areas.id} li`)).toHaveCount(8);
    expect([benefits.title, benefits.items.length]).toEqual(['Benefits of Our Services', 6]);
    await expect(page.locator(`#${benefits.id}`).getByRole('heading', { level: 2 })).toHaveText(benefits.title);
    await expect(page.locator(`#${benefits.id} li`)).toHaveCount(6);
    const last = page.locator(`#${closing.id}`).getByRole('link', { name: closing.buttons[0].label, exact: true });
    await expect(last).toHaveAttribute('href', '/contact');
    await last.click();
    await expect(page).toHaveURL(/\/contact$/);
    log.expectClean();
  });

  test('an intro image that fails to load shows "Image not loading"', async ({ page }) => {
    await page.route(variantsOf(intro.image.src), (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/services/hr/compliance');
    const section = page.locator(`#${intro.id}`);
    await section.scrollIntoViewIfNeeded();
    expect(site.labels.imageFallback).toBe('Image not loading');
    await expect(section.getByText(site.labels.imageFallback, { exact: true })).toBeVisible();
    await expect(section.locator('img')).toHaveCount(0);
  });
});

test.describe('payroll management page', () => {
  test('renders its one paragraph and a way to get started', async ({ page }) => {
    const text = of<{ id: string; paragraphs: string[] }>(payroll, 'text');
    expect(text.paragraphs).toHaveLength(1);
    await open(page, payroll.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(of<{ title: string }>(payroll, 'hero').title);
    const paragraphs = page.locator(`#${text.id} p`);
    await expect(paragraphs).toHaveCount(1);
    await expect(paragraphs).toHaveText(text.paragraphs[0].trim());
    await expect(page.locator('main').getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('finance centre of excellence', () => {
  const stats = of<{ id: string; items: { value: string; label: string }[] }>(coe, 'stats');
  const steps = of<{ id: string; steps: { title: string; duration: string }[] }>(coe, 'steps');
  const aboutStats = of<{ items: { value: string; label: string }[] }>(about, 'stats', 'centre-of-excellence');

  test('shows 50% three times and 400,000+ professionals, labelled as on the About page', async ({ page }) => {
    expect(stats.items).toEqual(aboutStats.items.map(({ value, label }) => expect.objectContaining({ value, label })));
    await open(page, '/finance-coe');
    const block = page.locator(`#${stats.id}`);
    await expect(block.locator('dd').filter({ hasText: /^50%$/ })).toHaveCount(3);
    await expect(block.locator('dd').filter({ hasText: /^400,000\+$/ })).toHaveCount(1);
    for (const item of stats.items) await expect(block.getByText(item.label, { exact: true })).toBeVisible();
    await expect(block.getByText(/professionals/i)).toBeVisible();
  });

  test('explains build, operate and transfer with durations, and leads to /contact', async ({ page }) => {
    await open(page, '/finance-coe');
    expect(steps.steps.map((s) => s.title)).toEqual(['Build', 'Operate', 'Transfer']);
    const block = page.locator(`#${steps.id}`);
    for (const s of steps.steps) {
      await expect(block.getByRole('heading', { level: 3, name: s.title, exact: true })).toBeVisible();
      await expect(block).toContainText(s.duration);
    }
    const cta = of<{ id: string; buttons: Link[] }>(coe, 'cta');
    await page.locator(`#${cta.id}`).getByRole('link', { name: cta.buttons[0].label }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('structured data', () => {
  const pages = [overview, hr, compliance, payroll, coe];
  const paths = pages.flatMap((p) => [p.route, ...(p.aliases ?? [])].map((path) => ({ path, page: p })));
  for (const { path, page: p } of paths) {
    test(`${path} has Service JSON-LD in its HTML`, async ({ request }) => {
      expect(p.meta.service).toBeDefined();
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      const service = blocks.flat().find((b) => b['@type'] === 'Service');
      expect(service).toBeDefined();
      expect(service.name).toBe(p.meta.service!.name);
      expect(service.serviceType).toEqual(p.meta.service!.serviceType);
      expect(service.areaServed).toEqual({ '@type': 'Country', name: 'India' });
      expect(service.provider).toMatchObject({ '@type': 'Organization', name: site.organisation.name });
      expect(service.url).toBe(`${site.seo.siteUrl}${p.route}`);
    });
  }
});
