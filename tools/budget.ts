/**
 * `npm run budget [-- --dir <built site>]`: every prerendered page's first-load JavaScript (gzip, 1 kB = 1,000
 * bytes) against its budget, and the fonts a language's page loads (WOFF2, compressed already) against theirs;
 * also fails when a JavaScript file carries a page's content (it travels as page data).
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distDir } from '../src/common/projectPaths.js';
import { bootDataIn } from '../src/client/boot.js';
import { htmlFileOf } from '../src/build/plan.js';
import { otherLanguages } from '../src/build/searchIndex.js';
import { LANGUAGE_NAMES_FAMILY } from '../src/build/fonts/languageNames.js';

export const BUDGET_KB = { home: 130, other: 120 } as const;
/** The fonts one page loads (its language's subsets, src/build/fonts/): English pages load none. */
export const FONT_BUDGET_KB = 60;

export interface RouteSize {
  route: string;
  files: string[];
  bytes: number;
  budget: number;
  /** The font files its head declares (a Kannada or Hindi page's subsets) and their bytes. */
  fonts: string[];
  fontBytes: number;
  /** The bytes of the languages' names' fonts it declares, fetched only when its switcher is opened. */
  nameFontBytes: number;
}

/**
 * The font files a page's @font-face rules name (the only fonts the site has: src/build/fonts/): those of its own
 * language, loaded with it, or (`names`) those of the languages' names, fetched only when its switcher shows them.
 */
export function fontFiles(html: string, which: 'own' | 'names' = 'own'): string[] {
  const end = html.indexOf('</head>');
  const head = end < 0 ? html : html.slice(0, end);
  const faces = [...head.matchAll(/@font-face\{[^}]*?font-family:"([^"]+)"[^}]*?src:url\(([^)\s]+\.woff2)\)/g)];
  return [...new Set(faces.filter((m) => (m[1] === LANGUAGE_NAMES_FAMILY) === (which === 'names')).map((m) => m[2]))];
}

/**
 * The JavaScript files a page loads on first load, from its HTML: its scripts and module preloads, and the chunks
 * its boot data lists for entry-client to fetch after the first paint (`preload`) and to evaluate (`start`).
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) found.add(m[1]);
  const boot = bootDataIn(html);
  for (const href of [...(boot?.preload ?? []), ...(boot?.start ?? [])]) found.add(href);
  return [...found];
}

/** Each page's first-load JavaScript in gzip bytes (the build's .gz of a file where there is one) and its budget. */
export function measure(dir: string): RouteSize[] {
  const gzipSizes = new Map<string, number>();
  const gzipSize = (url: string): number => {
    if (!gzipSizes.has(url)) {
      const file = join(dir, url.replace(/^\//, ''));
      gzipSizes.set(
        url,
        existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length,
      );
    }
    return gzipSizes.get(url)!;
  };
  const routes = JSON.parse(readFileSync(join(dir, '_paths.json'), 'utf8')) as string[];
  // Each language's home page (/, /kn, /hi) has the home page's budget.
  const homes = new Set(['/', ...otherLanguages(dir).map((code) => `/${code}`)]);
  const pages = [...routes.map((route) => ({ route, file: htmlFileOf(route) })), { route: '(404)', file: '404.html' }];
  return pages.map(({ route, file }) => {
    const html = readFileSync(join(dir, file), 'utf8');
    const files = firstLoadScripts(html);
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const fonts = fontFiles(html);
    const bytesOf = (files: string[]) =>
      files.reduce((sum, f) => sum + statSync(join(dir, f.replace(/^\//, ''))).size, 0);
    const fontBytes = bytesOf(fonts);
    return {
      route,
      files,
      bytes,
      budget: (homes.has(route) ? BUDGET_KB.home : BUDGET_KB.other) * 1000,
      fonts,
      fontBytes,
      nameFontBytes: bytesOf(fontFiles(html, 'names')),
    };
  });
}

/** Page content found in JavaScript files: each page's description and each article's opening text. */
export function contentInBundles(dir: string): string[] {
  const assets = join(dir, 'assets');
  const scripts = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, text: readFileSync(join(assets, f), 'utf8') }));
  const problems: string[] = [];
  const dataFiles = readdirSync(join(dir, '_data'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.json'),
  );
  for (const file of dataFiles) {
    const data = JSON.parse(readFileSync(join(dir, '_data', file), 'utf8')) as {
      path: string;
      head: { meta: { name?: string; content: string }[] };
      entry?: { content?: string };
    };
    const description = data.head.meta.find((m) => m.name === 'description')?.content;
    const samples = [
      description,
      data.entry?.content
        ?.replace(/<[^>]+>/g, ' ')
        .trim()
        .slice(0, 60),
    ].filter((s): s is string => !!s && s.length >= 30);
    for (const sample of samples) {
      const needle = JSON.stringify(sample.slice(0, 40)).slice(1, -1);
      for (const { f, text } of scripts)
        if (text.includes(needle)) problems.push(`${f} carries content of ${data.path}: "${sample.slice(0, 40)}…"`);
    }
  }
  return [...new Set(problems)];
}

function main() {
  const { dir } = parseArgs({ options: { dir: { type: 'string', default: distDir } } }).values;
  if (!existsSync(join(dir, '_paths.json'))) {
    console.error(`No built site in ${dir}: run npm run build first.`);
    process.exit(1);
  }
  const rows = measure(dir);
  const kb = (n: number) => (n / 1000).toFixed(1);
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const withFonts = rows.some((r) => r.fonts.length);
  const fontColumn = (r: RouteSize) =>
    withFonts ? `  ${(r.fonts.length ? `${kb(r.fontBytes)} kB` : '-').padStart(9)}` : '';
  console.log(
    `${'route'.padEnd(width)}  first-load JS (gzip)  budget   files${withFonts ? `      fonts (budget ${FONT_BUDGET_KB} kB)` : ''}`,
  );
  const fontsOver = (r: RouteSize) => r.fontBytes > FONT_BUDGET_KB * 1000;
  for (const r of rows) {
    const over = r.bytes > r.budget || fontsOver(r);
    console.log(
      `${r.route.padEnd(width)}  ${`${kb(r.bytes)} kB`.padStart(20)}  ${`${kb(r.budget)} kB`.padStart(7)}  ${String(r.files.length).padEnd(5)}${fontColumn(r)}${over ? '   OVER BUDGET' : ''}`,
    );
  }
  const over = rows.filter((r) => r.bytes > r.budget || fontsOver(r));
  const leaks = contentInBundles(dir);
  for (const l of leaks) console.error(l);
  const max = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const fonted = rows.filter((r) => r.fonts.length);
  const fontLine = fonted.length
    ? `; fonts on ${fonted.length} language pages, ${kb(Math.min(...fonted.map((r) => r.fontBytes)))}–${kb(Math.max(...fonted.map((r) => r.fontBytes)))} kB`
    : '; no page loads a font';
  const names = Math.max(...rows.map((r) => r.nameFontBytes));
  const namesLine = names ? `; the languages' names ${kb(names)} kB of fonts when a visitor opens the switcher` : '';
  console.log(
    `\n${rows.length} pages; largest ${max.route} at ${kb(max.bytes)} kB; ${over.length} over budget${fontLine}${namesLine}; ${leaks.length} content leaks into JavaScript`,
  );
  if (over.length || leaks.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
