import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { parse } from 'yaml';
import { projectRoot } from '../../src/common/projectPaths';
import { isMobile, waitForHydration, watchConsole } from './helpers';
import { ports } from './ports';

/**
 * The site in Kannada and Hindi beside English, as a visitor meets it: the language switcher keeps them on the page
 * (a language the page is not in is named, not linked, with "Not yet translated"), `<html lang>` follows the page
 * (also after a move inside a language), each page names its other languages in its head and in the sitemap, an
 * unknown address under /kn/ answers in Kannada, and a translation whose English page changed since says so.
 */

const siteWords = parse(readFileSync(join(projectRoot, 'pages/_site.yaml'), 'utf8')) as {
  labels: { language: string; notTranslated: string; outOfDate: string };
  languages: { code: string; name: string; words?: Record<string, string> }[];
};
const [, kannada, hindi] = siteWords.languages;
/** A site label in Kannada (its words), or in English where it has none. */
const inKannada = (english: string) => kannada.words?.[english] ?? english;

/** The head's hreflang alternates of the page shown: [hreflang, path] pairs, in order. */
function alternatesOf(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
}

/** Opens the language switcher (the header's on a computer, the phone menu's on a phone) and returns it. */
async function openSwitcher(page: Page, info: TestInfo) {
  if (isMobile(info)) {
    await page.locator('button[aria-controls="mobile-menu"]').click();
    return page.locator('#mobile-menu [role="group"][aria-labelledby="mobile-menu-language"]');
  }
  const switcher = page.locator('header [data-language-switcher]');
  await switcher.locator('summary').click();
  return switcher;
}

test.describe('the site in several languages', () => {
  test('the switcher takes the visitor to the same page in Kannada and back, with <html lang> to match', async ({
    page,
  }, info) => {
    const console = watchConsole(page);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await waitForHydration(page);
    let switcher = await openSwitcher(page, info);
    await expect(switcher.locator('[aria-current="true"]')).toHaveText('English');
    await expect(switcher.locator('[aria-current="true"] [lang="en"]')).toHaveCount(1);
    const settings = page.waitForResponse((r) => r.url().endsWith('/_site.kn.json'));
    await switcher.getByRole('link', { name: kannada.name }).click();
    await expect(page).toHaveURL(/\/kn\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    expect((await settings).status()).toBe(200);
    await waitForHydration(page);
    // The layout is in Kannada too.
    await expect(page.locator('#main')).toBeVisible();
    switcher = await openSwitcher(page, info);
    await expect(switcher.locator('[aria-current="true"] [lang="kn"]')).toHaveText(kannada.name);
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    console.expectClean();
  });

  test('a page not translated offers its other languages as names, not links, saying it is not translated', async ({
    page,
  }, info) => {
    await page.goto('/gallery');
    await waitForHydration(page);
    const switcher = await openSwitcher(page, info);
    for (const language of [kannada, hindi]) {
      await expect(switcher.locator(`[lang="${language.code}"]`)).toHaveText(language.name);
      await expect(switcher.locator(`a[hreflang="${language.code}"]`)).toHaveCount(0);
    }
    await expect(switcher.getByText(siteWords.labels.notTranslated)).toHaveCount(2);
    // Nothing on the page links to a Kannada or Hindi address it does not have.
    await expect(page.locator('a[href^="/kn/gallery"], a[href^="/hi/gallery"]')).toHaveCount(0);
  });

  test('the head names the page in every language it is in, and English as the default', async ({ page }) => {
    await page.goto('/kn/about');
    const alternates = await alternatesOf(page);
    expect(alternates).toEqual([
      ['en', '/about'],
      ['kn', '/kn/about'],
      ['hi', '/hi/about'],
      ['x-default', '/about'],
    ]);
    // A page in English only names itself, as English and as the default.
    await page.goto('/gallery');
    const own = await alternatesOf(page);
    expect(own).toEqual([
      ['en', '/gallery'],
      ['x-default', '/gallery'],
    ]);
  });

  test('the sitemap lists each page with its addresses in every language it is in', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (path: string) =>
      new RegExp(`<url><loc>[^<]*${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? 'missing';
    for (const path of ['/about', '/kn/about', '/hi/about']) {
      const links = entry(path);
      expect(links, path).toMatch(/hreflang="kn" href="[^"]*\/kn\/about"/);
      expect(links, path).toMatch(/hreflang="hi" href="[^"]*\/hi\/about"/);
      expect(links, path).toMatch(/hreflang="x-default" href="[^"]*\/about"/);
    }
    expect(entry('/gallery')).toMatch(/hreflang="en" href="[^"]*\/gallery"/);
    expect(entry('/gallery')).toMatch(/hreflang="x-default" href="[^"]*\/gallery"/);
    expect(entry('/gallery')).not.toMatch(/hreflang="(kn|hi)"/);
  });

  test('<html lang> and the switcher stay right when the visitor moves inside a language', async ({ page }, info) => {
    test.skip(isMobile(info), 'the header links are the same code on a phone');
    await page.goto('/kn');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.locator('header nav a[href="/kn/about"]').click();
    await expect(page).toHaveURL(/\/kn\/about$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true); // moved by the app
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    const switcher = page.locator('header [data-language-switcher]');
    await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute('href', '/about');
    await expect(switcher.locator('a[hreflang="hi"]')).toHaveAttribute('href', '/hi/about');
    // A link to another language's page loads that page (its settings and fonts), not a move inside this one.
    await switcher.locator('summary').click();
    await switcher.locator('a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the header switcher closes on Escape and on a press outside, before and after a move inside the site', async ({
    page,
  }, info) => {
    test.skip(isMobile(info), 'the phone menu has its own list');
    await page.goto('/kn');
    await waitForHydration(page);
    // The prerendered switcher (its code not loaded yet).
    const switcher = page.locator('header [data-language-switcher]');
    const details = switcher.locator('details');
    await switcher.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(switcher.locator('summary')).toBeFocused();
    // After a move inside the site, the switcher rendered by the app, with the new page's addresses.
    await page.locator('header nav a[href="/kn/about"]').click();
    await expect(page).toHaveURL(/\/kn\/about$/);
    await expect(switcher.locator('a[hreflang="hi"]')).toHaveAttribute('href', '/hi/about');
    await switcher.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await page.locator('#main').click({ position: { x: 5, y: 5 } });
    await expect(details).not.toHaveAttribute('open');
    await switcher.locator('summary').click();
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
  });

  test('an unknown address under /kn/ answers with the not-found page in Kannada', async ({ page }) => {
    const response = await page.goto('/kn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/kn\/no-such-page$/);
    await expect(page.locator('#main a[href="/kn"]')).toHaveCount(1);
  });
});

/** Blog article 1 as its Kannada translation has it. */
const kannadaArticle = (
  parse(readFileSync(join(projectRoot, 'pages/translations/kn/collections/blog/1.yaml'), 'utf8')) as {
    item: { title: string };
  }
).item;

/** The article page's words in Kannada. */
const kannadaArticlePage = parse(
  readFileSync(join(projectRoot, 'pages/translations/kn/resources/blog/article.yaml'), 'utf8'),
) as { notFound: { title: string; link: { label: string } } };

/** The Kannada blog listing's words (its filter's first button). */
const kannadaListing = Object.values(
  (
    parse(readFileSync(join(projectRoot, 'pages/translations/kn/resources/blog.yaml'), 'utf8')) as {
      sections: Record<string, { allLabel?: string }>;
    }
  ).sections,
).find((s) => s.allLabel) as { allLabel: string };

test.describe('a blog article in several languages', () => {
  test('the switcher takes the visitor from an article to its translation, its date and labels in Kannada', async ({
    page,
  }, info) => {
    const console = watchConsole(page);
    await page.goto('/resources/blog/1');
    await waitForHydration(page);
    const switcher = await openSwitcher(page, info);
    await switcher.getByRole('link', { name: kannada.name }).click();
    await expect(page).toHaveURL(/\/kn\/resources\/blog\/1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kannadaArticle.title);
    // Its date written by the language (ಮಾರ್ಚ್ 15, 2024), its way back to the Kannada listing.
    await expect(page.locator('#main')).toContainText('ಮಾರ್ಚ್');
    await expect(page.locator('#main a[href="/kn/resources/blog"]').first()).toBeVisible();
    // Its category in Kannada, by the site's shared words.
    await expect(page.locator('#main').getByText(inKannada('Financial Planning'), { exact: true })).toBeVisible();
    console.expectClean();
  });

  test('an article not translated is not offered in Kannada, and its Kannada address is not found', async ({
    page,
  }, info) => {
    await page.goto('/resources/blog/2');
    await waitForHydration(page);
    const switcher = await openSwitcher(page, info);
    await expect(switcher.locator('a[hreflang="kn"]')).toHaveCount(0);
    await expect(switcher.getByText(siteWords.labels.notTranslated)).toHaveCount(2);
    const response = await page.goto('/kn/resources/blog/2');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    // In the words of the article page's translation, with the way back to the Kannada listing.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kannadaArticlePage.notFound.title);
    const back = page.locator('#main').getByRole('link', { name: kannadaArticlePage.notFound.link.label });
    await expect(back).toHaveAttribute('href', '/kn/resources/blog');
  });

  test('the Kannada listing opens a translated article in Kannada, and an English one as an English page', async ({
    page,
  }) => {
    await page.goto('/kn/resources/blog');
    await waitForHydration(page);
    // An article not in Kannada: its English words say so, the Kannada labels around them do not; categories are
    // named in Kannada on every card (the site's shared words), and on the filter buttons.
    const untranslated = page.locator('article[data-article="2"]');
    await expect(untranslated.locator('h3')).toHaveAttribute('lang', 'en');
    await expect(untranslated.locator('[lang="en"]', { hasText: 'Priya Menon' })).toHaveCount(1);
    await expect(untranslated).not.toHaveAttribute('lang');
    await expect(page.locator('article[data-article="1"] h3')).not.toHaveAttribute('lang');
    const planning = inKannada('Financial Planning');
    expect(planning).not.toBe('Financial Planning');
    await expect(page.locator('article[data-article="1"]').getByText(planning, { exact: true })).not.toHaveAttribute(
      'lang',
    );
    await expect(page.locator('article').getByText('Financial Planning', { exact: true })).toHaveCount(0);
    const chip = page.getByRole('button', { name: planning, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article[data-article="1"]')).toBeVisible();
    await expect(untranslated).toBeHidden(); // article 2 is about tax, not financial planning
    await page.getByRole('button', { name: kannadaListing.allLabel, exact: true }).click();
    await expect(untranslated).toBeVisible();
    await expect(untranslated.getByRole('link')).toHaveAttribute('href', '/resources/blog/2');
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.locator('article[data-article="1"]').getByRole('link', { name: kannadaArticle.title }).click();
    await expect(page).toHaveURL(/\/kn\/resources\/blog\/1$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true); // moved by the app
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kannadaArticle.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/kn\/resources\/blog$/);
    await page.locator('article[data-article="2"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/resources\/blog\/2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the head and the sitemap name the article in every language it is in', async ({ page, request }) => {
    await page.goto('/kn/resources/blog/1');
    const alternates = await alternatesOf(page);
    expect(alternates).toEqual([
      ['en', '/resources/blog/1'],
      ['kn', '/kn/resources/blog/1'],
      ['hi', '/hi/resources/blog/1'],
      ['x-default', '/resources/blog/1'],
    ]);
    const xml = await (await request.get('/sitemap.xml')).text();
    const entry = /<url><loc>[^<]*\/kn\/resources\/blog\/1<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(entry).toMatch(/hreflang="hi" href="[^"]*\/hi\/resources\/blog\/1"/);
  });
});

test.describe('a translation whose English page changed since', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the note is the same on a phone');
  const url = `http://localhost:${ports.site + 20}`;
  let dir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A copy of the content whose English About page has a new title; its Kannada translation is as it was.
    dir = mkdtempSync(join(tmpdir(), 'languages-out-of-date-'));
    const root = join(dir, 'site');
    cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
    cpSync(join(projectRoot, 'schema'), join(root, 'schema'), { recursive: true });
    symlinkSync(join(projectRoot, 'public'), join(root, 'public'), 'dir');
    const about = join(root, 'pages/about.yaml');
    const text = readFileSync(about, 'utf8');
    const title = 'The story behind Vishwas Group';
    expect(text).toContain(`title: ${title}`);
    writeFileSync(about, text.replace(`title: ${title}`, `title: ${title}, told anew`));
    execFileSync(process.execPath, ['src/build/launch.mjs', 'build', '--content', root, '--out', join(dir, 'out')], {
      cwd: projectRoot,
      stdio: 'pipe',
      env: { ...process.env, SITE_SEARCH: 'off' },
    });
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/serve.ts', '--dir', join(dir, 'out'), '--port', String(ports.site + 20)],
      { cwd: projectRoot, stdio: 'ignore' },
    );
    await expect
      .poll(async () => (await fetch(`${url}/`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('says so in Kannada on the translation, linking to the English page; the others say nothing', async ({
    page,
  }) => {
    await page.goto(`${url}/kn/about`);
    const note = page.getByRole('note');
    await expect(note).toContainText(inKannada(siteWords.labels.outOfDate));
    await waitForHydration(page);
    await expect(note).toBeVisible();
    await page.goto(`${url}/kn`);
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto(`${url}/about`);
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto(`${url}/kn/about`);
    await page.getByRole('note').getByRole('link').click();
    await expect(page).toHaveURL(`${url}/about`);
    await expect(page.locator('h1')).toContainText('told anew');
  });
});
