/**
 * The site search's index, made from the built site with Pagefind into <site>/pagefind/. Every page's <main> is
 * indexed once (an alias, whose canonical link names another address, is left out). A catalogue's details show only
 * after a click, so each service and subsection is a record of its own with the address that opens it
 * (`/services/financial?service=registrations&sub=gst`), its title and the words of its detail (from the data file).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { dataKeyOf } from '../contract/pageData.js';

export interface PageDataLike { sections?: { type?: string; items?: EntryLike[] }[] }
interface EntryLike { id: string; title: string; description?: string; subsections?: EntryLike[]; sections?: unknown[] }
interface SearchRecord { url: string; content: string; meta: { title: string } }

/** Names, icons, colours and addresses in the data are not words a visitor reads. */
const NOT_WORDS = new Set(['id', 'type', 'icon', 'color', 'href', 'src', 'file', 'variant', 'tone', 'mode', 'accent', 'kind', 'width', 'height', 'columns', 'initialCount', 'cardStyle', 'download', 'embedUrl']);

/** Every text a visitor reads in a value, in order, tags taken out of HTML fragments. */
export function wordsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) wordsOf(v, out);
  }
  return out;
}

function record(url: string, entry: EntryLike): SearchRecord {
  return { url, meta: { title: entry.title }, content: [entry.title, entry.description ?? '', ...wordsOf(entry.sections ?? [])].filter(Boolean).join('\n') };
}

/** The records of every catalogue on the page at `path`. */
export function catalogueRecords(path: string, data: PageDataLike): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const section of data.sections ?? []) {
    if (section.type !== 'catalogue') continue;
    for (const entry of section.items ?? []) {
      const at = `${path}?service=${encodeURIComponent(entry.id)}`;
      out.push(record(at, entry));
      for (const sub of entry.subsections ?? []) out.push(record(`${at}&sub=${encodeURIComponent(sub.id)}`, sub));
    }
  }
  return out;
}

/** Where a page's canonical link points, as a path (undefined when the page has none). */
export function canonicalPath(html: string): string | undefined {
  const m = /<link rel="canonical" href="([^"]+)"/.exec(html);
  return m && URL.canParse(m[1]) ? new URL(m[1]).pathname.replace(/(.)\/$/, '$1') : undefined;
}

/** A page's <main>, Pagefind's root here, as a document of its own: a fraction of the built page's bytes. */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start < 0 || end < start ? html : `<html lang="en"><body>${html.slice(start, end + 7)}</body></html>`;
}

/** The address of dist/<rel>/index.html: /<rel>, or / for the root. */
export function pathOfFile(rel: string): string {
  return `/${rel.split(sep).join('/').replace(/(^|\/)index\.html$/, '')}`;
}

/** Indexes the site built in `dir` and writes the index to dir/pagefind. */
export async function indexSite(dir: string): Promise<{ pages: number; records: number }> {
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
  const result = { pages: 0, records: 0 };
  const adding: Promise<{ errors: string[] }>[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const path = pathOfFile(relative(dir, file));
    if (path.startsWith('/pagefind')) continue;
    const html = readFileSync(file, 'utf8');
    const canonical = canonicalPath(html);
    if (canonical !== undefined && canonical !== path) continue;
    adding.push(index.addHTMLFile({ url: path, content: mainOf(html) }));
    result.pages++;
    // Only a page showing a catalogue has details that need records of their own.
    if (!html.includes('data-catalogue-view')) continue;
    const data = JSON.parse(readFileSync(join(dir, '_data', `${dataKeyOf(path)}.json`), 'utf8')) as PageDataLike;
    for (const record of catalogueRecords(path, data)) {
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
