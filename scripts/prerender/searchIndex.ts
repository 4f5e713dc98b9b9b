/**
 * The site search's index, made at build time from the built site with Pagefind (its Node API runs the
 * pagefind binary as a service), written to <site>/pagefind/ so the search works on any static host.
 *
 * - Every page's HTML is indexed (its <main>, without menus and search boxes), once: a page whose canonical
 *   link names another address (an alias such as /hr/payroll-updates) is left out, so a result is not listed
 *   twice.
 * - A catalogue's details appear only after a click, so each service and subsection is a record of its own,
 *   with the address that opens it (`/services/financial?service=registrations&sub=gst`), its title and the
 *   text of its detail, read from the page's data file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { dataKeyOf } from '../../src/runtime/contract.js';
import { catalogueRecords, type PageDataLike } from './searchRecords.js';

/** Where a page's canonical link points, as a path (undefined when the page has none). */
export function canonicalPath(html: string): string | undefined {
  const m = /<link rel="canonical" href="([^"]+)"/.exec(html);
  if (!m) return undefined;
  try {
    return new URL(m[1]).pathname.replace(/(.)\/$/, '$1');
  } catch {
    return undefined;
  }
}

/**
 * The part of a page the index reads: its <main> (Pagefind's root here), as a document of its own. A built page
 * is mostly head (styles, boot data); sending only <main> to the indexer is a fraction of the bytes.
 */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start < 0 || end < start ? html : `<html lang="en"><body>${html.slice(start, end + 7)}</body></html>`;
}

/** The address of dist/<rel>/index.html: /<rel>, or / for the root. */
export function pathOfFile(rel: string): string {
  const dir = rel.split(sep).join('/').replace(/(^|\/)index\.html$/, '');
  return `/${dir}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => join(e.parentPath, e.name));
}

export interface IndexResult { pages: number; records: number; skipped: number }

/** Indexes the site built in `dir` and writes the index to dir/pagefind. */
export async function indexSite(dir: string): Promise<IndexResult> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav', 'aside', '[role="search"]', '[data-search-skip]'],
    forceLanguage: 'en',
    // A result's excerpt comes from its page's fragment file; above 500 pages several pages share one, so a big
    // site writes 500 of them instead of one per page (1,000 pages: 0.7 s instead of 1.2-1.4 s to write).
    maxFragments: 500,
  });
  if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
  const result: IndexResult = { pages: 0, records: 0, skipped: 0 };
  const adding: Promise<{ errors: string[] }>[] = [];
  for (const file of htmlFiles(dir)) {
    const path = pathOfFile(relative(dir, file));
    if (path.startsWith('/pagefind')) continue;
    const html = readFileSync(file, 'utf8');
    const canonical = canonicalPath(html);
    if (canonical !== undefined && canonical !== path) { result.skipped++; continue; }
    adding.push(index.addHTMLFile({ url: path, content: mainOf(html) }));
    result.pages++;
    // Only a page showing a catalogue has details that need records of their own.
    const data = html.includes('data-catalogue-view') ? pageData(dir, path) : undefined;
    for (const record of data ? catalogueRecords(path, data) : []) {
      adding.push(index.addCustomRecord({ ...record, language: 'en' }));
      result.records++;
    }
  }
  const problems = (await Promise.all(adding)).flatMap((r) => r.errors);
  if (problems.length) throw new Error(`the search index could not be made: ${problems.slice(0, 3).join('; ')}`);
  const written = await index.writeFiles({ outputPath: join(dir, 'pagefind') });
  if (written.errors.length) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
  await pagefind.close();
  return result;
}

/** The page data file the build wrote for `path` (dist/_data/<key>.json), if it is there. */
function pageData(dir: string, path: string): PageDataLike | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, '_data', `${dataKeyOf(path)}.json`), 'utf8')) as PageDataLike;
  } catch {
    return undefined;
  }
}
