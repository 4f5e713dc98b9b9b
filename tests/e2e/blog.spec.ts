import { test, expect, type Page, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => parse(readFileSync(join(root, file), 'utf8'));

interface Post {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  readTime: number;
  featured?: boolean;
}
const posts = read('pages/collections/blog.yaml').items as Post[];
const listing = read('pages/resources/blog.yaml');
const block = listing.sections.find((s: { type: string }) => s.type === 'blogList');
const categories = read('schema/collections/blog.schema.json').properties.items.items.properties.category
  .enum as string[];
const article = read('pages/resources/blog/article.yaml');
const shareLabels = article.sections.find((s: { type: string }) => s.type === 'blogArticle').share;

const countLine = (shown: number, total = posts.length) =>
  block.countLabel.replace('{shown}', String(shown)).replace('{total}', String(total));
const listingEl = (p: Page) => p.locator(`#${block.id}`);
const search = (p: Page) => p.getByRole('searchbox', { name: block.searchLabel });
const chip = (p: Page, name: string) =>
  p.getByRole('group', { name: block.filterLabel }).getByRole('button', { name, exact: true });
const cardTitles = (scope: Locator) => scope.locator('article h3');
const featuredArea = (p: Page) => listingEl(p).locator('[data-featured]');
const gridArea = (p: Page) => listingEl(p).locator('[data-grid]');

/** The titles the listing shows, featured first, in collection order (as a visitor reads them). */
async function shownTitles(p: Page): Promise<string[]> {
  return cardTitles(listingEl(p)).allInnerTexts();
}
const titlesOf = (list: Post[]) =>
  [...list.filter((q) => q.featured), ...list.filter((q) => !q.featured)].map((q) => q.title);

async function openListing(p: Page, path = '/resources/blog') {
  await p.goto(path);
  await waitForHydration(p);
}

test.describe('blog listing', () => {
  test('shows every article of the collection, the featured one apart from the grid, and the count line', async ({
    page,
  }) => {
    const log = watchConsole(page);
    await openListing(page);
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
    const featured = posts.filter((q) => q.featured);
    expect(featured.length).toBeGreaterThan(0);
    await expect(cardTitles(featuredArea(page))).toHaveText(featured.map((q) => q.title));
    await expect(cardTitles(gridArea(page))).toHaveText(posts.filter((q) => !q.featured).map((q) => q.title));
    for (const f of featured) await expect(gridArea(page).getByRole('heading', { name: f.title })).toHaveCount(0);
    await expect(featuredArea(page).getByText(block.featuredLabel)).toBeVisible();
    log.expectClean();
  });

  test('stat tiles count what the collection holds', async ({ page }) => {
    await openListing(page);
    const expected: Record<string, number> = {
      articles: posts.length,
      categories: new Set(posts.map((q) => q.category)).size,
      authors: new Set(posts.map((q) => q.author)).size,
      minutes: posts.reduce((sum, q) => sum + q.readTime, 0),
    };
    expect(block.stats.length).toBeGreaterThan(0);
    for (const stat of block.stats as { metric: string; label: string }[]) {
      const tile = listingEl(page).locator(`[data-metric="${stat.metric}"]`);
      await expect(tile.locator('dt')).toHaveText(stat.label);
      await expect(tile.locator('dd')).toHaveText(String(expected[stat.metric]));
      await expect(
        page
          .getByRole('group', { name: block.statsLabel })
          .getByRole('definition')
          .filter({ hasText: String(expected[stat.metric]) })
          .first(),
      ).toBeVisible();
      expect(expected[stat.metric]).toBeGreaterThan(0);
    }
  });

  test('search matches title, excerpt and author, whatever the case', async ({ page }) => {
    await openListing(page);
    const matches = (q: Post, term: string) =>
      [q.title, q.excerpt, q.author].some((f) => f.toLowerCase().includes(term.trim().toLowerCase()));
    const cases: [string, Post, keyof Post][] = [
      [posts[1].title.split(':')[0].toUpperCase(), posts[1], 'title'],
      [posts[2].excerpt.split(' ').slice(3, 6).join(' ').toLowerCase(), posts[2], 'excerpt'],
      [posts[4].author.toUpperCase(), posts[4], 'author'],
      [`  ${posts[0].author.split(' ')[1].toLowerCase()}  `, posts[0], 'author'],
    ];
    for (const [term, source, field] of cases) {
      expect(String(source[field]).toLowerCase()).toContain(term.trim().toLowerCase());
      const expected = posts.filter((q) => matches(q, term));
      expect(expected, term).toContain(source);
      expect(expected.length, term).toBeLessThan(posts.length);
      await search(page).fill(term);
      await expect(page.getByText(countLine(expected.length))).toBeVisible();
      expect(await shownTitles(page)).toEqual(titlesOf(expected));
    }
    const excerptOnly = posts[3].excerpt.split(' ').slice(-3).join(' ');
    expect(posts[3].title.toLowerCase()).not.toContain(excerptOnly.toLowerCase());
    await search(page).fill(excerptOnly);
    expect(await shownTitles(page)).toContain(posts[3].title);
    await search(page).fill('');
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
  });

  test('each category button filters, and shows that it is pressed', async ({ page }) => {
    await openListing(page);
    const all = chip(page, block.allLabel);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(categories).toHaveLength(6);
    for (const category of categories) {
      await chip(page, category).click();
      await expect(chip(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      for (const other of categories.filter((c) => c !== category))
        await expect(chip(page, other)).toHaveAttribute('aria-pressed', 'false');
      const expected = posts.filter((q) => q.category === category);
      await expect(page.getByText(countLine(expected.length))).toBeVisible();
      expect(await shownTitles(page)).toEqual(titlesOf(expected));
      await expect(featuredArea(page)).toHaveCount(expected.some((q) => q.featured) ? 1 : 0);
    }
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(await shownTitles(page)).toEqual(titlesOf(posts));
  });

  test('search and category apply together', async ({ page }) => {
    await openListing(page);
    const post = posts.find((q) => !q.featured)!;
    const term = post.author.toLowerCase();
    await search(page).fill(term);
    await chip(page, post.category).click();
    const both = posts.filter(
      (q) => q.category === post.category && [q.title, q.excerpt, q.author].some((f) => f.toLowerCase().includes(term)),
    );
    await expect(page.getByText(countLine(both.length))).toBeVisible();
    expect(await shownTitles(page)).toEqual(titlesOf(both));
    const otherCategory = categories.find(
      (c) => c !== post.category && !posts.some((q) => q.category === c && q.author.toLowerCase().includes(term)),
    )!;
    await chip(page, otherCategory).click();
    await expect(page.getByText(countLine(0))).toBeVisible();
    await expect(search(page)).toHaveValue(term);
  });

  test('nothing matching shows "No blog found" with the check-back note, and the reset button brings all back', async ({
    page,
  }) => {
    await openListing(page);
    await search(page).fill('no article mentions this qwxz');
    await expect(page.getByText(countLine(0))).toBeVisible();
    await expect(listingEl(page).getByRole('heading', { name: block.emptyTitle })).toBeVisible();
    await expect(listingEl(page).getByText(block.emptyText)).toBeVisible();
    await expect(cardTitles(listingEl(page))).toHaveCount(0);
    await listingEl(page).getByRole('button', { name: block.resetLabel }).click();
    await expect(search(page)).toHaveValue('');
    await expect(chip(page, block.allLabel)).toHaveAttribute('aria-pressed', 'true');
    expect(await shownTitles(page)).toEqual(titlesOf(posts));
    await expect(listingEl(page).getByRole('heading', { name: block.emptyTitle })).toHaveCount(0);
  });

  test('each card links to its article by its title, with category, date, reading time and author', async ({
    page,
  }) => {
    await openListing(page);
    for (const post of posts) {
      const card = listingEl(page).locator(`article[data-article="${post.id}"]`);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/resources/blog/${post.id}`);
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(block.readTimeLabel.replace('{minutes}', String(post.readTime)))).toBeVisible();
      await expect(card.getByText(post.author)).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    }
    const target = posts[2];
    await listingEl(page).getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/blog/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  });

  test('the listing is complete before JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/blog');
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
    for (const post of posts)
      await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/resources/blog/${post.id}`);
    await context.close();
  });

  test('/financial/cfo-insights shows the listing with the Financial Resources menu, and its canonical is the blog', async ({
    page,
  }) => {
    await openListing(page, '/financial/cfo-insights');
    await expect(page).toHaveURL(/\/financial\/cfo-insights$/);
    expect(await shownTitles(page)).toEqual(titlesOf(posts));
    const menu = site.resourceMenus.find((m: { prefix: string }) => m.prefix === '/financial');
    const side = page.getByRole('complementary', { name: menu.title });
    await expect(side.getByRole('heading', { name: menu.title })).toBeVisible();
    const own = menu.links.find((l: { href: string }) => l.href === '/financial/cfo-insights');
    await expect(side.getByRole('link', { name: own.label })).toHaveAttribute('aria-current', 'page');
    for (const link of menu.links.filter((l: { href: string }) => l !== own))
      await expect(side.getByRole('link', { name: link.label })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.seo.siteUrl}/resources/blog`);
    await chip(page, categories[0]).click();
    await expect(page.getByText(countLine(posts.filter((q) => q.category === categories[0]).length))).toBeVisible();
  });

  test('/resources/blog has the Resources menu with Blog marked current', async ({ page }) => {
    await openListing(page);
    const menu = site.resourceMenus.find((m: { prefix: string }) => m.prefix === '/');
    const side = page.getByRole('complementary', { name: menu.title });
    await expect(
      side.getByRole('link', { name: menu.links.find((l: { href: string }) => l.href === '/resources/blog').label }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

/** Share menus of an article: records window.open calls instead of opening real windows. */
test.describe('blog article share menus', () => {
  const post = posts[1];
  const url = `${site.seo.siteUrl}/resources/blog/${post.id}`;
  const menus = [
    { where: 'header', label: shareLabels.headerLabel },
    { where: 'author box', label: shareLabels.authorBoxLabel },
  ];
  const trigger = (p: Page, label: string) => p.getByRole('button', { name: label, exact: true });
  const menuOf = async (p: Page, label: string) =>
    p.locator(`[id="${await trigger(p, label).getAttribute('aria-controls')}"]`);

  async function openArticle(p: Page) {
    await p.addInitScript(() => {
      const w = window as unknown as {
        opened: { url: string; target: string; features: string; popup: { opener: unknown } }[];
      };
      w.opened = [];
      window.open = ((url: string, target: string, features: string) => {
        const popup = { opener: window as unknown };
        w.opened.push({ url, target, features, popup });
        return popup as unknown as Window;
      }) as typeof window.open;
    });
    await p.goto(`/resources/blog/${post.id}`);
    await waitForHydration(p);
  }
  const opened = (p: Page) =>
    p.evaluate(() =>
      (
        window as unknown as { opened: { url: string; target: string; features: string; popup: { opener: unknown } }[] }
      ).opened.map((o) => ({ ...o, popup: { opener: o.popup.opener === null ? null : 'set' } })),
    );

  for (const { where, label } of menus) {
    test(`${where}: the button opens the list, Escape closes it with focus back, a click outside closes it`, async ({
      page,
    }) => {
      await openArticle(page);
      const button = trigger(page, label);
      await button.scrollIntoViewIfNeeded();
      const menu = await menuOf(page, label);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      for (const name of [shareLabels.facebook, shareLabels.x, shareLabels.linkedin, shareLabels.copy])
        await expect(menu.getByRole('button', { name })).toBeVisible();
      await expect(menu.getByRole('link', { name: shareLabels.email })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('button', { name: shareLabels.facebook })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('button', { name: shareLabels.x })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('button', { name: shareLabels.linkedin })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test(`${where}: networks open 600x400 popups with the article's address`, async ({ page }) => {
      await openArticle(page);
      for (const [name, expected] of [
        [shareLabels.facebook, { base: 'https://www.facebook.com/sharer/sharer.php', params: { u: url } }],
        [shareLabels.x, { base: 'https://twitter.com/intent/tweet', params: { url, text: post.title } }],
        [shareLabels.linkedin, { base: 'https://www.linkedin.com/sharing/share-offsite/', params: { url } }],
      ] as const) {
        await trigger(page, label).click();
        await (await menuOf(page, label)).getByRole('button', { name }).click();
        await expect(await menuOf(page, label)).toBeHidden();
        const last = (await opened(page)).at(-1)!;
        const u = new URL(last.url);
        expect(u.origin + u.pathname).toBe(expected.base);
        expect(Object.fromEntries(u.searchParams)).toEqual(expected.params);
        expect(last.features.split(',').sort()).toEqual(['height=400', 'width=600']);
        expect(last.popup.opener).toBeNull();
      }
      expect(await opened(page)).toHaveLength(3);
    });

    test(`${where}: e-mail prepares a message with the title, the excerpt and "Read more:" with the address`, async ({
      page,
    }) => {
      await openArticle(page);
      await trigger(page, label).click();
      const href = await (await menuOf(page, label))
        .getByRole('link', { name: shareLabels.email })
        .getAttribute('href');
      expect(href!.startsWith('mailto:?')).toBe(true);
      const params = new URLSearchParams(href!.slice('mailto:?'.length));
      expect(params.get('subject')).toBe(post.title);
      expect(params.get('body')).toBe(`${post.excerpt}\n\n${shareLabels.readMore} ${url}`);
    });
  }

  test('Copy Link copies the address and reads "Copied!" for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const log = watchConsole(page);
    await openArticle(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await trigger(page, shareLabels.headerLabel).click();
    const menu = await menuOf(page, shareLabels.headerLabel);
    await menu.getByRole('button', { name: shareLabels.copy }).click();
    await expect(menu.getByRole('button', { name: shareLabels.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(1990);
    await expect(menu.getByRole('button', { name: shareLabels.copied })).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu.getByRole('button', { name: shareLabels.copy })).toBeVisible();
    expect(log.warnings.filter((w) => /clipboard/i.test(w))).toEqual([]);
    log.expectClean();
  });

  test('a refused clipboard is logged as a warning, the fallback copy is used and "Copied!" still shows', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { execCalls: string[] };
      w.execCalls = [];
      const exec = document.execCommand.bind(document);
      document.execCommand = (cmd: string, ...rest: unknown[]) => {
        w.execCalls.push(cmd);
        return exec(cmd, ...(rest as [boolean, string]));
      };
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    const log = watchConsole(page);
    await openArticle(page);
    await trigger(page, shareLabels.authorBoxLabel).click();
    const menu = await menuOf(page, shareLabels.authorBoxLabel);
    const copy = menu.getByRole('button', { name: shareLabels.copy });
    await copy.click();
    await expect(menu.getByRole('button', { name: shareLabels.copied })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { execCalls: string[] }).execCalls)).toEqual(['copy']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(log.warnings.some((w) => /clipboard/i.test(w))).toBe(true);
    await expect(page.locator('textarea')).toHaveCount(0);
    await expect(menu.getByRole('button', { name: shareLabels.copied })).toBeFocused();
    log.expectClean();
  });
});
