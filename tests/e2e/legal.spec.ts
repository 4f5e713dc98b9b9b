import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  closing?: string[];
  contact?: { text: string; address?: boolean };
}
interface LegalBlock {
  type: 'legalDocument';
  id: string;
  contentsTitle: string;
  backToContentsLabel?: string;
  dates: { label: string; date: string }[];
  sections: LegalSection[];
}
interface PageFile {
  route: string;
  sections: ({ type: string; id: string; title?: string } & Partial<LegalBlock>)[];
}

const load = (file: string): PageFile => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const documentOf = (p: PageFile) => p.sections.find((s) => s.type === 'legalDocument') as LegalBlock;
const privacyPage = load('privacy.yaml');
const termsPage = load('terms.yaml');
const privacy = documentOf(privacyPage);
const terms = documentOf(termsPage);

const heading = (s: LegalSection, i: number) => `${i + 1}. ${s.title}`;
const contents = (page: Page, block: LegalBlock) => page.getByRole('navigation', { name: block.contentsTitle });
const anchor = (block: LegalBlock, s: LegalSection) => `${block.id}-${s.id}`;

/** Waits until the page has stopped scrolling, then returns the top of the element relative to the viewport. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(50);
  }
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/** The document shows its numbered sections, in order, as h2 headings with the YAML's titles. */
async function expectSections(page: Page, block: LegalBlock) {
  const sections = page.locator(`#${block.id} section`);
  await expect(sections).toHaveCount(block.sections.length);
  await expect(sections.locator('h2')).toHaveText(block.sections.map((s, i) => heading(s, i)));
  await expect(contents(page, block).getByRole('link')).toHaveText(block.sections.map((s, i) => heading(s, i)));
}

/** Each contents link points at an existing section, and following it scrolls that section to the top of the screen. */
async function expectContentsJump(page: Page, block: LegalBlock) {
  const viewport = page.viewportSize()!;
  for (const [i, s] of block.sections.entries()) {
    const link = contents(page, block).getByRole('link', { name: heading(s, i), exact: true });
    await expect(link).toHaveAttribute('href', `#${anchor(block, s)}`);
    await expect(page.locator(`#${anchor(block, s)}`)).toHaveCount(1);
    const before = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${anchor(block, s)}$`));
    const top = await settledTop(page, `#${anchor(block, s)}`);
    const after = await page.evaluate(() => window.scrollY);
    expect(after, `${s.title}: the page scrolled`).not.toBe(before);
    expect(top, `${s.title} is at the top of the screen, below the header`).toBeGreaterThanOrEqual(0);
    expect(top, `${s.title} is at the top of the screen`).toBeLessThan(viewport.height / 3);
    // Back to the contents with the section's own link (on phones the contents are not sticky).
    await page
      .locator(`#${anchor(block, s)}`)
      .getByRole('link', { name: block.backToContentsLabel! })
      .click();
    const contentsTop = await settledTop(page, `#${block.id}-contents`);
    expect(contentsTop).toBeLessThan(viewport.height);
  }
}

test.describe('privacy policy', () => {
  test("has the spec's 11 numbered sections, in order", async ({ page }) => {
    const log = watchConsole(page);
    expect(privacy.sections.map((s) => s.title)).toHaveLength(11);
    const expected = [
      /who we are/i,
      /information.*collect/i,
      /use/i,
      /legal basis/i,
      /shar/i,
      /storage.*security/i,
      /rights/i,
      /cookies/i,
      /third-party links/i,
      /changes/i,
      /contact/i,
    ];
    privacy.sections.forEach((s, i) => {
      expect(s.title).toMatch(expected[i]);
    });
    await page.goto(privacyPage.route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.sections[0].title!);
    await expectSections(page, privacy);
    log.expectClean();
  });

  test('shows its effective and last-updated dates from the YAML', async ({ page }) => {
    expect(privacy.dates).toEqual([
      { label: 'Effective date', date: '16 August 2025' },
      { label: 'Last updated', date: '14 August 2025' },
    ]);
    await page.goto(privacyPage.route);
    const dates = page.locator(`#${privacy.id} dl`).first();
    await expect(dates.locator('dt')).toHaveText(privacy.dates.map((d) => d.label));
    await expect(dates.locator('dd')).toHaveText(privacy.dates.map((d) => d.date));
  });

  test('the contents links jump to their sections', async ({ page }) => {
    await page.goto(privacyPage.route);
    await waitForHydration(page);
    await expectContentsJump(page, privacy);
  });

  test("links to the site's e-mail address from the site file", async ({ page }) => {
    await page.goto(privacyPage.route);
    const contact = privacy.sections.find((s) => s.contact)!;
    const mail = page.locator(`#${anchor(privacy, contact)}`).getByRole('link', { name: site.organisation.email });
    await expect(mail).toHaveAttribute('href', `mailto:${site.organisation.email}`);
    const phone = page.locator(`#${anchor(privacy, contact)}`).getByRole('link', { name: site.organisation.phones[0] });
    await expect(phone).toHaveAttribute('href', `tel:${site.organisation.phones[0].replace(/[^+0-9]/g, '')}`);
    await expect(page.locator(`#${anchor(privacy, contact)} address`)).toContainText(
      site.organisation.address.postalCode,
    );
    const raw = readFileSync(join(import.meta.dirname, '../../pages/privacy.yaml'), 'utf8');
    expect(raw, 'the address is not typed twice').not.toContain(site.organisation.email);
  });
});

test.describe('terms of service', () => {
  test("has the spec's 15 sections, with Bengaluru courts' jurisdiction", async ({ page }) => {
    const log = watchConsole(page);
    expect(terms.sections).toHaveLength(15);
    const expected = [
      /scope/i,
      /engagement/i,
      /professional responsibilities/i,
      /client responsibilities/i,
      /fees/i,
      /confidentiality/i,
      /intellectual property/i,
      /liability/i,
      /compliance with laws/i,
      /termination/i,
      /third-party services/i,
      /website/i,
      /governing law/i,
      /changes/i,
      /contact/i,
    ];
    terms.sections.forEach((s, i) => {
      expect(s.title).toMatch(expected[i]);
    });
    await page.goto(termsPage.route);
    await waitForHydration(page);
    await expectSections(page, terms);
    const law = terms.sections.find((s) => s.id === 'governing-law')!;
    const sentence = law.paragraphs!.join(' ').match(/[^.]*courts in Bengaluru[^.]*\./)?.[0];
    expect(sentence, 'the YAML names the Bengaluru courts').toBeTruthy();
    await expect(page.locator(`#${anchor(terms, law)}`)).toContainText(sentence!.trim());
    log.expectClean();
  });

  test("shows the same dates and the site's e-mail address", async ({ page }) => {
    expect(terms.dates).toEqual(privacy.dates);
    await page.goto(termsPage.route);
    const dates = page.locator(`#${terms.id} dl`).first();
    await expect(dates.locator('dd')).toHaveText(terms.dates.map((d) => d.date));
    await expect(page.locator(`#${terms.id}`).getByRole('link', { name: site.organisation.email })).toHaveAttribute(
      'href',
      `mailto:${site.organisation.email}`,
    );
  });

  test('the contents links jump to their sections', async ({ page }) => {
    await page.goto(termsPage.route);
    await waitForHydration(page);
    await expectContentsJump(page, terms);
  });
});
