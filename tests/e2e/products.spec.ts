import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';
import { theme } from '../../src/theme/theme';

interface Link {
  label: string;
  href: string;
}
interface Card {
  id: string;
  title: string;
  text?: string;
  badge?: string;
  features?: string[];
}
interface Plan {
  id: string;
  name: string;
  price: string;
  period?: string;
  description?: string;
  features?: string[];
  highlighted?: boolean;
  badge?: string;
  href?: string;
}
interface Section {
  type: string;
  id: string;
  accent?: keyof typeof theme.accent;
  title?: string;
  backLink?: Link;
  buttons?: Link[];
  link?: Link;
  items?: ({ value: string; label: string } & Plan & {
      title?: string;
      text: string;
      quote: string;
      role?: string;
      company?: string;
    })[];
  cards?: Card[];
  steps?: { title: string; text: string; duration?: string }[];
  action?: { label: string; href: string; accessibleLabel: string };
}
interface PageFile {
  route: string;
  meta: { title: string; service?: { name: string; serviceType: string | string[] } };
  sections: Section[];
}

/** A `site:<name>` link is the address of that name in the site file's links (as the engine resolves it). */
const resolveSiteLinks = (value: unknown): unknown =>
  typeof value === 'string' && value.startsWith('site:')
    ? (site.links as Record<string, string>)[value.slice(5)]
    : Array.isArray(value)
      ? value.map(resolveSiteLinks)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveSiteLinks(v)]))
        : value;
const load = (slug: string): PageFile =>
  resolveSiteLinks(
    parse(readFileSync(join(import.meta.dirname, '../../pages/services', `${slug}.yaml`), 'utf8')),
  ) as PageFile;
const slugs = [
  'vishwas-pe',
  'vishwas-job',
  'vishwas-sandalwood',
  'exam-mitra',
  'vishwas-news',
  'vishwas-world-mart',
] as const;
const pages = Object.fromEntries(slugs.map((s) => [s, load(s)])) as Record<(typeof slugs)[number], PageFile>;

const of = (p: PageFile, type: string) => p.sections.filter((s) => s.type === type);
const byId = (p: PageFile, id: string) => {
  const s = p.sections.find((x) => x.id === id);
  if (!s) throw new Error(`${p.route} has no section ${id}`);
  return s;
};
const titles = (s: Section) =>
  (s.cards ?? s.items ?? []).map((c) => ('title' in c && c.title) || ('name' in c && c.name) || '');
const figures = (p: PageFile) => of(p, 'stats').flatMap((s) => s.items!.map((i) => `${i.value} ${i.label}`));
const prices = (s: Section) => s.items!.map((i) => [i.name, i.price, ...(i.period ? [i.period] : [])].join(' / '));
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** The palette accent nearest (by hue direction) to the first colour of a computed background gradient. */
function nearestAccent(background: string): string {
  const m = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)|rgb\((\d+), (\d+), (\d+)/.exec(background);
  if (!m) throw new Error(`no colour in ${background}`);
  const c = m[1] ? [m[1], m[2], m[3]].map(Number) : [m[4], m[5], m[6]].map((v) => Number(v) / 255);
  const unit = (v: number[]) => {
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  const score = (hex: string) => unit(channels(hex)).reduce((sum, x, i) => sum + x * unit(c)[i], 0);
  return Object.entries(theme.accent).sort(([, a], [, b]) => score(b[0]) - score(a[0]))[0][0];
}

/** The page shows every block's figures, cards, prices, steps and quotes exactly as its YAML has them. */
async function expectRendered(page: Page, p: PageFile) {
  for (const s of p.sections) {
    const block = page.locator(`#${s.id}`);
    if (s.type === 'stats') {
      await expect(block.locator('dd')).toHaveText(s.items!.map((i) => i.value));
      await expect(block.locator('dt')).toHaveText(s.items!.map((i) => i.label));
    }
    if (s.type === 'cardGrid') {
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(s.cards!.map((c) => c.title));
      for (const c of s.cards!.filter((x) => x.badge))
        await expect(block.locator(`#${s.id}-${c.id}`)).toContainText(c.badge!);
    }
    if (s.type === 'pricing') {
      for (const item of s.items!) {
        const card = block.locator(`#${s.id}-${item.id}`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.name);
        await expect(card.locator('[data-price]')).toHaveText(item.price);
        if (item.period) await expect(card.locator('[data-period]')).toHaveText(item.period);
        if (item.features) await expect(card.locator('li')).toHaveText(item.features);
        if (s.action) {
          const href = item.href ?? s.action.href;
          const name = s.action.accessibleLabel.replace('{name}', item.name);
          const button = card.getByRole('link', {
            name: /^https:/.test(href) ? `${name} ${site.labels.newTab}` : name,
            exact: true,
          });
          await expect(button).toHaveAttribute('href', href);
          await expect(button).toContainText(s.action.label);
        }
      }
    }
    if (s.type === 'list') await expect(block.locator('li strong')).toHaveText(s.items!.map((i) => i.title!));
    if (s.type === 'steps')
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(s.steps!.map((x) => x.title));
    if (s.type === 'testimonials') {
      await expect(block.locator('figure blockquote')).toHaveText(s.items!.map((i) => i.quote.trim()));
      for (const i of s.items!) {
        const fig = block.locator(`#${s.id}-${i.id}`);
        await expect(fig.locator('figcaption strong')).toHaveText(i.name);
        await expect(fig.locator('[data-role]')).toHaveText(i.role!);
        await expect(fig.locator('[data-company]')).toHaveText(i.company!);
      }
    }
  }
}

/** Every link in the page's content goes somewhere real; web addresses open in a protected new tab. */
async function expectNoDeadClicks(page: Page) {
  const main = page.locator('main');
  const links = await main.locator('a').evaluateAll((as) =>
    as.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      text: (a.textContent ?? '').trim(),
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const l of links) {
    expect(l.href, `"${l.text}" has a destination`).toMatch(/^(\/|https:\/\/|mailto:|tel:|#.)/);
    expect(l.text, `${l.href} has words`).not.toBe('');
    if (/^https?:/.test(l.href!)) {
      expect(l.target, `${l.href} opens in a new tab`).toBe('_blank');
      expect(l.rel, `${l.href} is protected`).toBe('noopener noreferrer');
    }
    if (l.href!.startsWith('#')) await expect(page.locator(l.href!)).toHaveCount(1);
  }
  // Buttons that are not links must do something visible (disclosures say what they control).
  for (const b of await main.locator('button').all()) {
    expect(
      (await b.getAttribute('aria-controls')) ??
        (await b.getAttribute('aria-expanded')) ??
        (await b.getAttribute('type')),
    ).toBeTruthy();
  }
}

test.describe('product-line pages', () => {
  for (const slug of slugs) {
    const p = pages[slug];
    const hero = of(p, 'hero')[0];

    test(`${p.route}: figures, cards, prices, steps and quotes from its YAML, with no dead clicks`, async ({
      page,
    }) => {
      const log = watchConsole(page);
      await page.goto(p.route);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title!);
      await expectRendered(page, p);
      await expectNoDeadClicks(page);
      for (const b of hero.buttons!) {
        await expect(page.locator(`#${hero.id}`).getByRole('link', { name: b.label })).toHaveAttribute('href', b.href);
      }
      log.expectClean();
    });

    test(`${p.route}: carries its own accent colour from the YAML`, async ({ page }) => {
      expect(hero.accent, 'the hero names an accent').toBeTruthy();
      await page.goto(p.route);
      const background = await page.locator(`#${hero.id}`).evaluate((el) => getComputedStyle(el).backgroundImage);
      for (const s of p.sections.filter((x) => x.accent && x.type === 'pricing')) {
        const color = await page
          .locator(`#${s.id} [data-price]`)
          .first()
          .evaluate((el) => getComputedStyle(el).color);
        expect(color).toBe(rgb(theme.accent[s.accent!][0]));
      }
      expect(nearestAccent(background)).toBe(hero.accent);
      await page.goto('/privacy');
      const plain = await page
        .locator('h1')
        .locator('xpath=ancestor::section[1]')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background, "differs from the site's usual banner").not.toBe(plain);
    });

    test(`${p.route}: Back to Home leads to /`, async ({ page }) => {
      expect(hero.backLink).toEqual({ label: 'Back to Home', href: '/' });
      await page.goto(p.route);
      await waitForHydration(page);
      const back = page.getByRole('link', { name: hero.backLink!.label });
      await expect(back).toHaveAttribute('href', '/');
      await back.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`${p.route}: the raw HTML carries Service structured data`, async ({ request }) => {
      test.skip(test.info().project.name !== 'desktop', 'same HTML for every viewport');
      const html = await (await request.get(p.route)).text();
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      const service = jsonLd.find((d) => d['@type'] === 'Service');
      expect(service, 'Service JSON-LD').toBeTruthy();
      expect(service.name).toBe(p.meta.service!.name);
      expect(service.serviceType).toEqual(p.meta.service!.serviceType);
      expect(service.areaServed).toEqual({ '@type': 'Country', name: 'India' });
      expect(service.provider.name).toBe(site.organisation.name);
    });
  }

  test('external buttons open in a new tab without access to this page', async ({ page, context }) => {
    await context.route(/^https:\/\/(?!localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
    );
    const p = pages['vishwas-pe'];
    await page.goto(p.route);
    await waitForHydration(page);
    const download = of(p, 'hero')[0].buttons![0];
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator(`#${of(p, 'hero')[0].id}`)
        .getByRole('link', { name: download.label })
        .click(),
    ]);
    await expect(popup).toHaveURL(download.href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toContain(p.route);
  });
});

test('off-site buttons take their targets from the site file, never a search on another site', () => {
  for (const slug of slugs) {
    const text = readFileSync(join(import.meta.dirname, '../../pages/services', `${slug}.yaml`), 'utf8');
    expect(text, slug).not.toMatch(/href: "?https:/);
    expect(JSON.stringify(pages[slug]), slug).not.toMatch(/results\?search_query|store\/search|\/search\?term/);
  }
});

test.describe('the spec facts are what the YAML says', () => {
  test('Vishwas Pe: six operators, the seven bill categories, 50+ banks, 256-bit encryption, 24-hour refunds and 24/7 support', () => {
    const p = pages['vishwas-pe'];
    expect(titles(byId(p, 'mobile-operators'))).toEqual(['Airtel', 'Jio', 'Vi', 'BSNL', 'MTNL Delhi', 'MTNL Mumbai']);
    expect(titles(byId(p, 'bill-categories'))).toEqual([
      'Electricity',
      'Water',
      'Gas',
      'Internet',
      'DTH Recharge',
      'Landline',
      'Insurance Premiums',
    ]);
    const methods = byId(p, 'payment-methods');
    expect(methods.cards!.find((c) => c.id === 'net-banking')!.badge).toBe('50+ banks');
    const all = JSON.stringify(p.sections);
    expect(all).toContain('256-bit encryption');
    expect(all).toContain('within 24 hours');
    expect(figures(p)).toContain('24/7 Customer support');
    const [downloadApp, website, ios] = of(p, 'hero')[0].buttons!;
    expect([downloadApp.label, website.label, ios.label]).toEqual([
      'Download App',
      'Visit Website',
      'Download for iOS',
    ]);
    expect(downloadApp.href).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
    expect(ios.href).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(byId(p, 'transaction-timeline').steps!.at(-1)!.duration).toBe('Within 24 hours');
  });

  test('Vishwas Job: 50K+ jobs, 10K+ companies, 1M+ job seekers, 95% success, seven services, two testimonials, four steps', () => {
    const p = pages['vishwas-job'];
    expect(figures(p)).toEqual([
      '50K+ Active Jobs',
      '10K+ Companies',
      '1M+ Job Seekers',
      '95% Success Rate (within 3 months)',
    ]);
    expect(titles(byId(p, 'job-services'))).toEqual([
      'Job Search',
      'Resume Builder',
      'Career Counselling',
      'Interview Prep',
      'Skill Development',
      'Company Insights',
      'AI Job Matching',
    ]);
    expect(titles(byId(p, 'career-development'))).toEqual([
      'Resume Building',
      'Career Counseling',
      'Interview Preparation',
    ]);
    expect(of(p, 'testimonials')[0].items).toHaveLength(2);
    expect(byId(p, 'how-it-works').steps!.map((s) => s.title)).toEqual([
      'Create Profile',
      'Search Jobs',
      'Get Matched',
      'Land Your Job',
    ]);
    expect(of(p, 'hero')[0].buttons!.map((b) => b.label)).toEqual(['Find Jobs', 'For Employers']);
  });

  test('Vishwas Sandalwood: four priced services, the quality promise, White Gold with its video and the 500-acre target', () => {
    const p = pages['vishwas-sandalwood'];
    expect(prices(byId(p, 'sandalwood-services'))).toEqual([
      'Farm Setup Consultation / ₹15,000',
      'Soil Testing & Analysis / ₹5,000',
      'Crop Management / ₹25,000/year',
      'Market Access Support / ₹10,000',
    ]);
    expect(titles(byId(p, 'quality-assurance'))).toEqual(['Purity Guarantee', 'Certified Quality', 'Safe Delivery']);
    expect(byId(p, 'sandalwood-features').cards).toHaveLength(6);
    const whiteGold = byId(p, 'white-gold');
    expect(whiteGold.title).toContain('White Gold');
    expect(whiteGold.link!.href).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(figures(p)).toEqual(['500 acres Plantation target', '5 years To reach it']);
  });

  test('Exam Mitra: figures, six features, eight categories and the three plans with Standard as Most Popular', () => {
    const p = pages['exam-mitra'];
    expect(figures(p)).toEqual(['50K+ Question Papers', '10K+ Mock Tests', '1M+ Students', '95% Success Rate']);
    expect(byId(p, 'exam-mitra-features').cards).toHaveLength(6);
    expect(titles(byId(p, 'exam-categories'))).toEqual([
      'UPSC Civil Services',
      'SSC CGL',
      'Banking',
      'Railway',
      'Defense',
      'State PSC',
      'Engineering',
      'Medical',
    ]);
    const plans = byId(p, 'study-plans');
    expect(prices(plans)).toEqual([
      'Basic / ₹999 / 3 Months',
      'Standard / ₹2,499 / 6 Months',
      'Premium / ₹4,999 / 12 Months',
    ]);
    expect(plans.items!.filter((i) => i.highlighted).map((i) => [i.name, i.badge])).toEqual([
      ['Standard', 'Most Popular'],
    ]);
    expect(plans.items!.map((i) => i.features)).toEqual([
      ['1000+ Question Papers', '50 Mock Tests', 'Basic Study Materials'],
      ['5000+ Question Papers', '200 Mock Tests', 'Complete Study Materials', 'Online Classes'],
      [
        'Unlimited Question Papers',
        'Unlimited Mock Tests',
        'All Study Materials',
        'Live Classes',
        'Personal Mentoring',
      ],
    ]);
    expect(byId(p, 'how-it-works').steps).toHaveLength(4);
    expect(of(p, 'hero')[0].buttons!.map((b) => b.label)).toEqual(['Start Preparing', 'Free Demo']);
  });

  test('Vishwas News: figures, six features, the ten categories and four formats', () => {
    const p = pages['vishwas-news'];
    expect(figures(p)).toEqual([
      '1M+ Daily Viewers',
      '50K+ Articles Published',
      '24/7 News Coverage',
      '95% Accuracy Rate',
    ]);
    expect(byId(p, 'vishwas-news-features').cards).toHaveLength(6);
    expect(titles(byId(p, 'news-categories'))).toEqual([
      'Politics',
      'Business',
      'Technology',
      'Sports',
      'Entertainment',
      'Health',
      'Science',
      'World News',
      'Regional',
      'Opinion',
    ]);
    expect(byId(p, 'news-formats').cards).toHaveLength(4);
    expect(of(p, 'hero')[0].buttons!.map((b) => b.label)).toEqual(['Watch Live', 'Download App']);
  });

  test('Vishwas World Mart: six features and the four services with their prices', () => {
    const p = pages['vishwas-world-mart'];
    expect(byId(p, 'world-mart-features').cards).toHaveLength(6);
    expect(prices(byId(p, 'world-mart-services'))).toEqual([
      'Grocery Delivery / Free',
      'Membership / ₹299/year',
      'Walk-in Shopping / Always Free',
      'Online Catalogue / Free',
    ]);
    expect(of(p, 'hero')[0].buttons!.map((b) => b.label)).toEqual(['Shop Now', 'Visit Website']);
  });
});

test.describe('highlighted plan', () => {
  test('exactly the YAML highlighted plan stands out and wears its badge', async ({ page }) => {
    const p = pages['exam-mitra'];
    const plans = byId(p, 'study-plans');
    const chosen = plans.items!.find((i) => i.highlighted)!;
    await page.goto(p.route);
    const highlighted = page.locator(`#${plans.id} [data-highlighted]`);
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toHaveAttribute('id', `${plans.id}-${chosen.id}`);
    await expect(highlighted).toContainText(chosen.badge!);
    const borders = await page
      .locator(`#${plans.id} article`)
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).borderTopWidth));
    const index = plans.items!.indexOf(chosen);
    expect(borders[index]).toBe('2px');
    borders.forEach((b, i) => {
      if (i !== index) expect(b).toBe('1px');
    });
    for (const other of plans.items!.filter((i) => i !== chosen)) {
      await expect(page.locator(`#${plans.id}-${other.id}`)).not.toContainText(chosen.badge!);
    }
  });
});
