/**
 * `npm run audit`: the quality gate. Every path in dist/_paths.json and the not-found pages, served as
 * `npm start` serves them, get the checks of visit.ts, html-validate, the Nu HTML Checker (nu.ts, one Java run for
 * all the pages), links, headings and SEO; Lighthouse scores config.ts's routes; the development server is visited
 * for hydration warnings. Prints the tables and every problem; exits 1 on any.
 * Env: SITE_DIST (build folder, default dist/), PW_PORT_OFFSET (moves the ports), CHROMIUM_PATH.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { projectRoot, distDir } from '../../src/common/projectPaths.js';
import { ports, concurrency, notFoundPaths, lighthouseRoutes, chromiumPath, chromiumFlags } from './config.js';
import { startSite, startDev, type Child } from './server.js';
import { readSiteFacts } from './siteFacts.js';
import { devCheck, visit } from './visit.js';
import { validateHtml } from './html.js';
import { checkWithNu, type NuDocument } from './nu.js';
import { checkHeadings } from './headings.js';
import { checkLinks, createFetchCache, httpFetcher } from './links.js';
import { checkConsole, type Expected404 } from './console.js';
import { checkSeo, sitemapLocs, type PageSeo } from './seo.js';
import { runLighthouse } from './lighthouse.js';
import { pool } from './pool.js';
import { columns, emptyRow, routeTable, lighthouseTable, details, missedTargets, type RouteRow } from './table.js';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[audit ${elapsed()}] ${line}`);

async function main(): Promise<number> {
  const facts = readSiteFacts(projectRoot);
  const children: Child[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    log(`serving ${distDir} on port ${ports.site} (building first if it is missing or stale)`);
    const site = await startSite(ports.site, distDir);
    children.push(site);
    const built = JSON.parse(readFileSync(join(distDir, '_paths.json'), 'utf8')) as string[];
    const paths = [...built, ...notFoundPaths];
    const expected404 = (path: string): Expected404 | undefined =>
      notFoundPaths.includes(path)
        ? { documentUrl: site.url + path, path, logMessage: facts.notFoundLogMessage }
        : undefined;
    const fetcher = createFetchCache(httpFetcher);
    const rows = new Map<string, RouteRow>(paths.map((p) => [p, emptyRow(p)]));
    const seoPages: PageSeo[] = [];
    const served: NuDocument[] = [];

    log(`checking ${paths.length} paths in the browser, ${concurrency} at a time`);
    await pool(paths, concurrency, async (path) => {
      const row = rows.get(path)!;
      const notFound = notFoundPaths.includes(path);
      const v = await visit(browser, site.url, path, notFound ? 404 : 200, path === paths[0]);
      const html = await (await fetch(v.url)).text();
      served.push({ name: path, html });
      row.problems.html.push(...(await validateHtml(html, path)));
      row.problems.axe.push(...v.axe);
      row.problems.headings.push(...checkHeadings(v.facts.headings));
      row.problems.links.push(
        ...(await checkLinks(
          {
            pageUrl: v.url,
            origin: site.url,
            siteUrl: facts.siteUrl,
            refs: v.facts.refs,
            ids: new Set(v.facts.ids),
            blank: v.facts.blank,
          },
          fetcher,
        )),
      );
      row.problems.console.push(...v.load, ...checkConsole(v.console, expected404(path)));
      row.problems.seo.push(...v.linkTexts);
      const mainPath = facts.aliases.get(path);
      seoPages.push({
        path,
        kind: notFound ? 'notFound' : mainPath ? 'alias' : 'route',
        mainPath,
        title: v.facts.title,
        description: v.facts.description,
        canonicals: v.facts.canonicals,
      });
      const failed = columns.filter((c) => row.problems[c].length);
      const states = v.states.length ? ` (axe also on: ${v.states.join(', ')})` : '';
      log(`${path}: ${failed.length ? `problems in ${failed.join(', ')}` : 'ok'}${states}`);
    });
    log(`fetched ${fetcher.size()} distinct internal URLs`);

    log(`the Nu HTML Checker on ${served.length} pages`);
    const nu = await checkWithNu(served);
    for (const [path, problems] of nu.perDocument) rows.get(path)!.problems.nu.push(...problems);
    log('Nu HTML Checker done');

    const sitemap = sitemapLocs(await (await fetch(`${site.url}/sitemap.xml`)).text());
    const seo = checkSeo(seoPages, facts.siteUrl, sitemap);
    for (const [path, problems] of seo.perRoute) rows.get(path)?.problems.seo.push(...problems);

    log(`Lighthouse on ${lighthouseRoutes.length} routes`);
    const lighthouse = await runLighthouse(site.url, lighthouseRoutes, log);

    log(`starting the development server on port ${ports.dev}`);
    const dev = await startDev(ports.dev);
    children.push(dev);
    await pool(paths, concurrency, async (path) => {
      rows.get(path)!.problems.dev.push(...(await devCheck(browser, dev.url, path, expected404(path))));
    });
    log('development server checked');

    const all = [...rows.values()];
    const problems = details(all, lighthouse, [...seo.global, ...nu.other.map((p) => `nu: ${p}`)]);
    console.log(`\n${routeTable(all)}\n`);
    console.log(`${lighthouseTable(lighthouse)}\n`);
    const missed = missedTargets(lighthouse);
    if (missed.length)
      console.log(
        `Timing targets missed on this machine, now (figures, not failures):\n${missed.map((m) => `  ${m}`).join('\n')}\n`,
      );
    for (const p of problems) console.log(p);
    const failedRoutes = all.filter((r) => columns.some((c) => r.problems[c].length)).length;
    const failedLh = lighthouse.filter((r) => r.problems.length).length;
    console.log(
      `\naudit: ${all.length} paths, ${failedRoutes} with problems; Lighthouse ${lighthouse.length} routes, ${failedLh} under the bar, ${missed.length} timing targets missed; ${problems.length} problems in all (${elapsed()})`,
    );
    return problems.length ? 1 : 0;
  } finally {
    await browser.close();
    for (const c of children) c.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
