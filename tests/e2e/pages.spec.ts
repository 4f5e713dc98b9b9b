import { test, expect } from '@playwright/test';
import { builtPaths, site, waitForHydration, watchConsole } from './helpers';

const paths = builtPaths();

test.describe('every prerendered page', () => {
  test('the raw HTML carries its own head tags before any script runs', async ({ request }) => {
    test.setTimeout(Math.max(30_000, paths.length * 1_000));
    test.skip(test.info().project.name !== 'desktop', 'same HTML for every viewport');
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(html.match(/<title>/g)?.length, `${path} has one title`).toBe(1);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, `${path} description`).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${path} canonical`).toMatch(new RegExp(`^${site.seo.siteUrl}/`));
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(html, `${path} ${tag}`).toContain(`property="${tag}"`);
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:description'])
        expect(html, `${path} ${tag}`).toContain(`name="${tag}"`);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      expect(
        jsonLd.some((d) => d['@type'] === 'Organization' && d.name === site.organisation.name),
        `${path} Organization`,
      ).toBe(true);
      expect(html, `${path} readable before scripts`).toMatch(/<h1[^>]*>/);
      if (!canonical!.endsWith(path === '/' ? '/' : path)) continue; // aliases share their main page's head
      expect(titles.has(title!), `${path} title is unique (also on ${titles.get(title!)})`).toBe(false);
      expect(descriptions.has(description!), `${path} description is unique`).toBe(false);
      titles.set(title!, path);
      descriptions.set(description!, path);
    }
  });

  test('hydrate with no console errors, and every new-tab link is protected', async ({ page }) => {
    test.setTimeout(Math.max(60_000, paths.length * 4_000));
    for (const path of paths) {
      const log = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      const unsafe = await page.locator('a[target="_blank"]:not([rel="noopener noreferrer"])').count();
      expect(unsafe, `${path}: target=_blank without rel="noopener noreferrer"`).toBe(0);
      log.expectClean();
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('client navigation updates the title, the meta tags, the canonical link and the alternates', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const before = await page.title();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).not.toHaveTitle(before);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.seo.siteUrl}/contact`);
    // One of each meta tag (the page's, not the site's beside it), and the page's addresses in the other languages.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Monday to Saturday/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('link[rel="alternate"][hreflang="kn"]')).toHaveAttribute(
      'href',
      `${site.seo.siteUrl}/kn/contact`,
    );
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(4);
  });

  test('sitemap.xml lists every main route once and robots.txt points to it', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'once');
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of ['/', '/about', '/contact', '/resources/blog/1']) expect(locs).toContain(`${site.seo.siteUrl}${p}`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.seo.siteUrl}/sitemap.xml`);
  });

  test('the server answers compressed text', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'once');
    const res = await request.get('/about', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
  });
});
