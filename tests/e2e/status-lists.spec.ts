import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

type Item = {
  id: string;
  title: string;
  date: string;
  status: string;
  priority?: 'high' | 'medium' | 'low';
  impact?: 'high' | 'medium' | 'low';
  jurisdiction?: string;
  category?: string;
  eventType?: string;
  attendees?: number;
  agenda?: string[];
  actionHref?: string;
};
type Group = { status: string; title: string; action?: { label: string; href: string; accessibleLabel: string } };
type Block = {
  id: string;
  type: string;
  groups: Group[];
  items: Item[];
  labels?: { priority?: Record<string, string>; impact?: Record<string, string>; attendees?: string; agenda?: string };
  counts?: { tiles: { category: string; label: string }[] };
};
type PageFile = { route: string; aliases?: string[]; sections: (Block & { title?: string })[] };

const load = (file: string): PageFile => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const listOf = (p: PageFile) => p.sections.find((s) => s.type === 'statusList')!;
const fill = (t: string, v: Record<string, string | number>) =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));
const menus = site.resourceMenus as { prefix: string; title: string; links: { label: string; href: string }[] }[];

const calendarPage = load('resources/compliance-calendar.yaml');
const calendar = listOf(calendarPage);
const eventsPage = load('resources/events.yaml');
const events = listOf(eventsPage);
const taxPage = load('financial/tax-updates.yaml');
const taxList = listOf(taxPage);
const contactForm = parse(readFileSync(join(import.meta.dirname, '../../pages/contact.yaml'), 'utf8')).sections.find(
  (s: { type: string }) => s.type === 'contactForm',
);

const group = (page: Page, g: Group) => page.getByRole('region', { name: g.title, exact: true });
const card = (page: Page, block: Block, item: Item) => page.locator(`#${block.id}-${item.id}`);

/** Each group shows exactly the items of its status, in the YAML's order, as h3 headings. */
async function expectSplit(page: Page, block: Block) {
  for (const g of block.groups) {
    const expected = block.items.filter((i) => i.status === g.status).map((i) => i.title);
    expect(expected.length, `${g.status} has items`).toBeGreaterThan(0);
    await expect(group(page, g).getByRole('heading', { level: 3 })).toHaveText(expected);
  }
}

/** The side menu of the path's prefix, with the path's own link marked current. */
async function expectSideMenu(page: Page, path: string, prefix: string) {
  const menu = menus.find((m) => m.prefix === prefix)!;
  const side = page.getByRole('complementary');
  await expect(side.getByRole('heading', { name: menu.title })).toBeVisible();
  await expect(side.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
}

test.describe('compliance calendar', () => {
  test('splits the deadlines into upcoming and completed lists', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(calendarPage.route);
    await waitForHydration(page);
    expect(calendar.groups.map((g) => g.status)).toEqual(['upcoming', 'completed']);
    await expectSplit(page, calendar);
    log.expectClean();
  });

  test('the Tax, GST, TDS and Payroll tiles, and one for every other category listed, count the items of each', async ({
    page,
  }) => {
    await page.goto(calendarPage.route);
    const tiles = calendar.counts!.tiles;
    expect(tiles.map((t) => t.category).slice(0, 4)).toEqual(['Tax', 'GST', 'TDS', 'Payroll']);
    // Every category the list shows has its tile (Corporate: the registrar's filings).
    expect(new Set(tiles.map((t) => t.category))).toEqual(new Set(calendar.items.map((i) => i.category)));
    for (const tile of tiles) {
      const count = calendar.items.filter((i) => i.category === tile.category).length;
      expect(count, tile.category).toBeGreaterThan(0);
      const shown = page.locator(`#${calendar.id} [data-category="${tile.category}"]`);
      await expect(shown.locator('dt')).toHaveText(tile.label);
      await expect(shown.locator('dd')).toHaveText(String(count));
    }
  });

  test('every deadline shows its date and its priority, jurisdiction and category in words', async ({ page }) => {
    await page.goto(calendarPage.route);
    const jurisdictions = new Set(calendar.items.map((i) => i.jurisdiction));
    expect([...jurisdictions].sort()).toEqual(['Australia', 'India']);
    expect(new Set(calendar.items.map((i) => i.priority)).size).toBe(3);
    for (const item of calendar.items) {
      const c = card(page, calendar, item);
      await expect(c).toContainText(item.date);
      await expect(c.locator('[data-badge="priority"]')).toHaveText(calendar.labels!.priority![item.priority!]);
      await expect(c.locator('[data-badge="jurisdiction"]')).toHaveText(item.jurisdiction!);
      await expect(c.locator('[data-badge="category"]')).toHaveText(item.category!);
    }
  });

  test('priority badges differ in colour as well as words', async ({ page }) => {
    await page.goto(calendarPage.route);
    const colourOf = async (level: string) => {
      const item = calendar.items.find((i) => i.priority === level)!;
      return card(page, calendar, item)
        .locator('[data-badge="priority"]')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    const colours = new Set([await colourOf('high'), await colourOf('medium'), await colourOf('low')]);
    expect(colours.size).toBe(3);
  });

  test('/hr/payroll-updates shows the calendar with the HR Resources menu and a canonical link to the calendar', async ({
    page,
  }) => {
    expect(calendarPage.aliases).toContain('/hr/payroll-updates');
    await page.goto('/hr/payroll-updates');
    await waitForHydration(page);
    await expectSideMenu(page, '/hr/payroll-updates', '/hr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(calendarPage.sections[0].title!);
    await expectSplit(page, calendar);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.seo.siteUrl}${calendarPage.route}`,
    );
  });
});

test.describe('events', () => {
  const upcoming = events.groups.find((g) => g.status === 'upcoming')!;
  const past = events.groups.find((g) => g.status === 'completed')!;

  test('upcoming and past events are listed apart, with type, date, time, place, attendees and agenda', async ({
    page,
  }) => {
    await page.goto(eventsPage.route);
    await expectSplit(page, events);
    expect(new Set(events.items.map((i) => i.eventType))).toEqual(
      new Set(['Conference', 'Webinar', 'Workshop', 'Bootcamp', 'Symposium']),
    );
    for (const item of events.items) {
      const c = card(page, events, item);
      await expect(c.locator('[data-badge="event-type"]')).toHaveText(item.eventType!);
      await expect(c).toContainText(item.date);
      await expect(c).toContainText(fill(events.labels!.attendees!, { count: item.attendees! }));
      await expect(c.getByRole('heading', { name: events.labels!.agenda! })).toBeVisible();
      await expect(c.locator('ol > li')).toHaveText(item.agenda!);
    }
  });

  test('each upcoming event has Register Now and each past event View Recording, and both lead somewhere real', async ({
    page,
    request,
  }) => {
    await page.goto(eventsPage.route);
    for (const [g, type] of [
      [upcoming, /text\/html/],
      [past, /application\/pdf/],
    ] as const) {
      expect(g.action!.label).toBe(g === upcoming ? 'Register Now' : 'View Recording');
      for (const item of events.items.filter((i) => i.status === g.status)) {
        const link = card(page, events, item).getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveText(g.action!.label);
        await expect(link).toHaveAccessibleName(fill(g.action!.accessibleLabel, { title: item.title }));
        const href = (await link.getAttribute('href'))!;
        expect(href).toBe(item.actionHref ?? g.action!.href);
        const res = await request.get(href);
        expect(res.status(), href).toBe(200);
        expect(res.headers()['content-type'], href).toMatch(type);
      }
    }
  });

  test('Register Now opens the contact form', async ({ page }) => {
    await page.goto(eventsPage.route);
    await waitForHydration(page);
    const first = events.items.find((i) => i.status === 'upcoming')!;
    await card(page, events, first).getByRole('link', { name: upcoming.action!.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: contactForm.submitLabel })).toBeVisible();
  });

  test('/hr/training shows the events with the HR Resources menu and a canonical link to the events page', async ({
    page,
  }) => {
    expect(eventsPage.aliases).toContain('/hr/training');
    await page.goto('/hr/training');
    await waitForHydration(page);
    await expectSideMenu(page, '/hr/training', '/hr');
    await expectSplit(page, events);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.seo.siteUrl}${eventsPage.route}`,
    );
  });
});

test.describe('tax updates', () => {
  test('effective and upcoming updates are listed apart, each with jurisdiction, priority and impact', async ({
    page,
  }) => {
    await page.goto(taxPage.route);
    await waitForHydration(page);
    expect(taxList.groups.map((g) => g.status)).toEqual(['effective', 'upcoming']);
    await expectSplit(page, taxList);
    expect(new Set(taxList.items.map((i) => i.jurisdiction))).toEqual(new Set(['India', 'Australia']));
    for (const item of taxList.items) {
      const c = card(page, taxList, item);
      await expect(c).toContainText(item.date);
      await expect(c.locator('[data-badge="jurisdiction"]')).toHaveText(item.jurisdiction!);
      await expect(c.locator('[data-badge="priority"]')).toHaveText(taxList.labels!.priority![item.priority!]);
      await expect(c.locator('[data-badge="impact"]')).toHaveText(taxList.labels!.impact![item.impact!]);
    }
    await expectSideMenu(page, taxPage.route, '/financial');
  });
});
