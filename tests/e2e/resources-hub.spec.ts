import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

const hub = parse(readFileSync(join(import.meta.dirname, '../../pages/resources.yaml'), 'utf8'));
const section = <T>(type: string): T => hub.sections.find((s: { type: string }) => s.type === type);
const grid = section<{
  id: string;
  cards: { id: string; title: string; badge: string; link: { label: string; href: string } }[];
}>('cardGrid');
const quick = section<{
  id: string;
  title: string;
  lists: { id: string; title: string; links: { label: string; href: string }[] }[];
}>('linkLists');
const newsletter = section<{
  id: string;
  title: string;
  emailLabel: string;
  emailPlaceholder: string;
  buttonLabel: string;
  mailSubject: string;
  mailBody: string;
  confirmation: string;
}>('newsletter');

/** Records the mailto: addresses the page hands to the browser instead of leaving for the e-mail program. */
async function recordMailto(p: Page) {
  await p.addInitScript(() => {
    const w = window as unknown as { mailtos: string[] };
    w.mailtos = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) w.mailtos.push(this.href);
      else click.call(this);
    };
  });
}
const mailtos = (p: Page) => p.evaluate(() => (window as unknown as { mailtos: string[] }).mailtos);

async function open(p: Page) {
  await p.goto('/resources');
  await waitForHydration(p);
}

test.describe('resources hub', () => {
  test('six cards show the spec counts and lead to their pages', async ({ page }) => {
    const log = watchConsole(page);
    await open(page);
    expect(grid.cards.map((c) => c.badge)).toEqual([
      '25+ Articles',
      '15+ Studies',
      '50+ Events',
      '30+ FAQs',
      '20+ FAQs',
      '10+ Events',
    ]);
    expect(grid.cards.map((c) => c.link.href)).toEqual([
      '/resources/blog',
      '/resources/case-studies',
      '/resources/compliance-calendar',
      '/resources/faqs',
      '/resources/faqs-india',
      '/resources/events',
    ]);
    await expect(page.locator(`#${grid.id} article`)).toHaveCount(6);
    for (const card of grid.cards) {
      const el = page.locator(`#${grid.id}-${card.id}`);
      await expect(el.getByRole('heading', { level: 3 })).toHaveText(card.title);
      await expect(el.getByText(card.badge, { exact: true })).toBeVisible();
      await expect(el.getByRole('link', { name: card.link.label })).toHaveAttribute('href', card.link.href);
    }
    await page.locator(`#${grid.id}-blog`).getByRole('link', { name: grid.cards[0].link.label }).click();
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    log.expectClean();
  });

  test('has one h1 and no side menu (the cards are the menu)', async ({ page }) => {
    await open(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const menuTitles = site.resourceMenus.map((m: { title: string }) => m.title) as string[];
    for (const title of menuTitles) await expect(page.getByRole('complementary', { name: title })).toHaveCount(0);
  });

  test('Quick Access lists its columns of links, and they navigate', async ({ page }) => {
    await open(page);
    const nav = page.getByRole('navigation', { name: quick.title });
    for (const list of quick.lists) {
      const column = page.locator(`#${quick.id}-${list.id}`);
      await expect(column.getByRole('heading', { level: 3 })).toHaveText(list.title);
      const links = column.getByRole('link');
      await expect(links).toHaveCount(list.links.length);
      for (const [i, link] of list.links.entries()) {
        await expect(links.nth(i)).toHaveText(link.label);
        await expect(links.nth(i)).toHaveAttribute('href', link.href);
      }
    }
    const menus = site.resourceMenus as { prefix: string; links: { href: string }[] }[];
    const financial = quick.lists.find((l) => l.id === 'financial')!;
    expect(financial.links.map((l) => l.href)).toEqual(
      menus.find((m) => m.prefix === '/financial')!.links.map((l) => l.href),
    );
    expect(quick.lists.find((l) => l.id === 'hr')!.links.map((l) => l.href)).toEqual(
      menus.find((m) => m.prefix === '/hr')!.links.map((l) => l.href),
    );
    const cfo = financial.links.find((l) => l.href === '/financial/cfo-insights')!;
    await nav.getByRole('link', { name: cfo.label }).click();
    await expect(page).toHaveURL(/\/financial\/cfo-insights$/);
    await expect(page.getByRole('complementary').getByRole('link', { name: cfo.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('newsletter: a valid address opens a prepared e-mail to the site address and confirms', async ({ page }) => {
    await recordMailto(page);
    const log = watchConsole(page);
    await open(page);
    const box = page.locator(`#${newsletter.id}`);
    await expect(box.getByRole('heading', { name: newsletter.title })).toBeVisible();
    const field = box.getByLabel(newsletter.emailLabel);
    await expect(box.getByText(newsletter.emailLabel, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('placeholder', newsletter.emailPlaceholder);
    await expect(box.getByRole('status')).toHaveText('');
    const email = 'asha.rao@example.in';
    await field.fill(email);
    await box.getByRole('button', { name: newsletter.buttonLabel }).click();
    await expect(box.getByRole('status')).toHaveText(newsletter.confirmation);
    const sent = await mailtos(page);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.organisation.email);
    expect(url.searchParams.get('subject')).toBe(newsletter.mailSubject.replaceAll('{email}', email));
    expect(url.searchParams.get('body')).toBe(newsletter.mailBody.replaceAll('{email}', email));
    expect(url.searchParams.get('body')).toContain(email);
    await expect(page).toHaveURL(/\/resources$/);
    log.expectClean();
  });

  test('newsletter: the Enter key subscribes too, and typing again clears the confirmation', async ({ page }) => {
    await recordMailto(page);
    await open(page);
    const box = page.locator(`#${newsletter.id}`);
    const field = box.getByLabel(newsletter.emailLabel);
    await field.fill('finance@example.com.au');
    await field.press('Enter');
    await expect(box.getByRole('status')).toHaveText(newsletter.confirmation);
    expect(await mailtos(page)).toHaveLength(1);
    await field.pressSequentially('x');
    await expect(box.getByRole('status')).toHaveText('');
  });

  test('newsletter: an empty or invalid address is stopped by the browser and nothing opens', async ({ page }) => {
    await recordMailto(page);
    await open(page);
    const box = page.locator(`#${newsletter.id}`);
    const field = box.getByLabel(newsletter.emailLabel);
    const button = box.getByRole('button', { name: newsletter.buttonLabel });
    await button.click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await field.fill('not-an-email');
    await button.click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await field.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    await expect(field).toBeFocused();
    expect(await mailtos(page)).toEqual([]);
    await expect(box.getByRole('status')).toHaveText('');
  });
});
