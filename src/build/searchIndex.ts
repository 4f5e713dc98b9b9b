/**
 * The site search's index, made from the built site with Pagefind into <site>/pagefind/. Every page's <main> is
 * indexed once (an alias, whose canonical link names another address, is left out). Content a block shows only
 * after a click (a catalogue's details) is a record of its own, as the block's block.ts declares (`search`): with
 * the address that opens it (`/services/financial?service=registrations&sub=gst`), its title and the words of its
 * detail (from the data file).
 *
 * A large site's index is made in parts of at most PART_PAGES pages, one after the other (Pagefind holds every word
 * of a part in memory while it writes it: 10,000 pages in one part took 1.2–1.5 GB, in parts of 4,000 about 0.6 GB).
 * The first part is <site>/pagefind/ itself, the others pagefind/part-<n>/, and pagefind/parts.json lists those
 * others; the site's search merges them in the browser (src/search/pagefind.ts).
 *
 * A site in several languages has an index per language, as a page searches its own language's pages (Pagefind
 * picks a language's index by `<html lang>`): the default language's in <site>/pagefind/, each other's in
 * <site>/pagefind/<code>/ (made the same way, in parts), its pages those under /<code>. The other languages are the
 * codes of the site settings' files the build writes per language (`_site.<code>.json`); a one-language site has
 * none, and its index is as it was.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { dataKeyOf } from '../contract/pageData.js';
import { declaredBlocks } from '../generated/blocks.js';
import type { DeclaredBlock, SearchPart } from '../contract/blockDeclaration.js';
import { digestBasis, hasPart, linkPart, partDigest, type SearchParts } from './searchParts.js';

type Part = SearchParts['languages'][string][number];

export interface PageDataLike {
  sections?: { type?: string }[];
}
interface SearchRecord {
  url: string;
  content: string;
  meta: { title: string };
}

/** Names, icons, colours and addresses in the data are not words a visitor reads. */
const NOT_WORDS = new Set([
  'id',
  'type',
  'icon',
  'color',
  'href',
  'src',
  'file',
  'variant',
  'tone',
  'mode',
  'accent',
  'kind',
  'width',
  'height',
  'columns',
  'initialCount',
  'cardStyle',
  'download',
  'embedUrl',
]);

/** Every text a visitor reads in a value, in order, tags taken out of HTML fragments. */
export function wordsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string')
    out.push(
      value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) wordsOf(v, out);
  }
  return out;
}

function record(part: SearchPart): SearchRecord {
  return {
    url: part.url,
    meta: { title: part.title },
    content: [part.title, part.description ?? '', ...wordsOf(part.detail ?? [])].filter(Boolean).join('\n'),
  };
}

/** The blocks that add search records (block.ts's `search`), by type. */
const searchable = (blocks: readonly DeclaredBlock[]) =>
  new Map(blocks.filter((b) => b.search).map((b) => [b.type as string, b.search!]));

/** The records the blocks on the page at `path` add of their own (a catalogue's services and subsections). */
export function blockRecords(
  path: string,
  data: PageDataLike,
  blocks: readonly DeclaredBlock[] = declaredBlocks,
): SearchRecord[] {
  const search = searchable(blocks);
  const out: SearchRecord[] = [];
  for (const section of data.sections ?? []) {
    const parts = search.get(section.type ?? '')?.parts(section as never, path) ?? [];
    for (const part of parts) out.push(record(part));
  }
  return out;
}

/** Where a page's canonical link points, as a path (undefined when the page has none). */
export function canonicalPath(html: string): string | undefined {
  const m = /<link rel="canonical" href="([^"]+)"/.exec(html);
  return m && URL.canParse(m[1]) ? new URL(m[1]).pathname.replace(/(.)\/$/, '$1') : undefined;
}

/** A page's <main>, Pagefind's root here, as a document of its own in `lang`: a fraction of the built page's bytes. */
function mainOf(html: string, lang: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start < 0 || end < start ? html : `<html lang="${lang}"><body>${html.slice(start, end + 7)}</body></html>`;
}

/** The language codes besides the default of the site built in `dir`: those of its `_site.<code>.json` files. */
export function otherLanguages(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => /^_site\.([a-z]{2,3})\.json$/.exec(name)?.[1] ?? [])
    .sort();
}

/** The language of a page at `path`: the code it starts with, of `others`, or `fallback` (the default's). */
export function languageOfPath(path: string, others: string[], fallback: string): string {
  const first = path.split('/')[1] ?? '';
  return others.includes(first) ? first : fallback;
}

/** The default language's code, from the home page's `<html lang>` (en when it names none). */
function defaultLanguage(dir: string): string {
  const home = join(dir, 'index.html');
  const lang = existsSync(home) ? /<html[^>]*\blang="([a-z]{2,3})\b/.exec(readFileSync(home, 'utf8'))?.[1] : undefined;
  return lang ?? 'en';
}

/** The address of dist/<rel>/index.html: /<rel>, or / for the root. */
export function pathOfFile(rel: string): string {
  return `/${rel
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')}`;
}

/**
 * How many pages and records are handed to Pagefind before waiting for them to be indexed: sent all at once, 10,000
 * pages' messages wait in both processes together (Node's copies and Pagefind's queue), hundreds of MB more.
 */
const IN_FLIGHT = 64;

/** The most pages in one part of the index (see above). */
export const PART_PAGES = 3000;

/** The file in the index's folder that lists its other parts' folders (["part-2/", …]; none for a small site). */
export const PARTS_FILE = 'parts.json';

/** A page of the site to index: its file, that file relative to the site's folder, and its address. */
interface PageFile {
  file: string;
  rel: string;
  path: string;
}

/**
 * The site's pages to index, in the order of their addresses (so a part of the index holds the same pages from one
 * build to the next: searchParts.ts), each with its file (aliases left out later).
 */
export function pageFiles(dir: string): PageFile[] {
  const pages: PageFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(dir, file);
    const path = pathOfFile(rel);
    if (!path.startsWith('/pagefind')) pages.push({ file, rel, path });
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** An index to take unchanged parts from (the previous release's, kept in the output), with its record. */
export interface IndexReuse {
  from: string;
  parts: SearchParts;
}

/** What an index holds, how many of its parts were linked from the one it replaces, and its record's parts. */
export interface Indexed {
  pages: number;
  records: number;
  parts: number;
  reused: number;
  made: SearchParts['languages'];
}

/**
 * Indexes the site built in `dir` and writes the index to dir/pagefind, or to `outputPath`, in parts of at most
 * `partPages` pages.
 */
export async function indexSite(
  dir: string,
  outputPath = join(dir, 'pagefind'),
  partPages = PART_PAGES,
  reuse?: IndexReuse,
): Promise<Indexed> {
  const pagefind = await import('pagefind');
  const others = otherLanguages(dir);
  const fallback = defaultLanguage(dir);
  const byLanguage = new Map<string, PageFile[]>([[fallback, []]]);
  for (const page of pageFiles(dir)) {
    const lang = languageOfPath(page.path, others, fallback);
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), page]);
  }
  const result: Indexed = { pages: 0, records: 0, parts: 0, reused: 0, made: {} };
  const basis = digestBasis(dir, partPages);
  for (const [lang, files] of byLanguage) {
    const key = lang === fallback ? '' : lang;
    // A language's first part is its folder itself: the other parts' folders and, in the default language's,
    // the other languages' are not of it.
    const notOfFirst = (name: string) =>
      name === PARTS_FILE || /^part-\d+$/.test(name) || (!key && others.includes(name));
    const parts: Part[] = [];
    for (let start = 0; start === 0 || start < files.length; start += partPages) {
      const n = parts.length + 1;
      const at = (root: string) => join(root, key, n === 1 ? '' : `part-${n}`);
      const part = files.slice(start, start + partPages);
      const digest = partDigest(
        basis,
        part.map((f) => f.rel),
      );
      const was = reuse?.parts.languages[key]?.[n - 1];
      if (reuse && digest && was?.digest === digest && hasPart(at(reuse.from))) {
        linkPart(at(reuse.from), at(outputPath), n === 1 ? notOfFirst : () => false);
        parts.push(was);
        result.reused++;
      } else parts.push({ digest, ...(await indexPart(pagefind, dir, part, at(outputPath), lang)) });
    }
    const folder = join(outputPath, key);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, PARTS_FILE), `${JSON.stringify(parts.slice(1).map((_, i) => `part-${i + 2}/`))}\n`);
    for (const part of parts) {
      result.pages += part.pages;
      result.records += part.records;
    }
    result.parts += parts.length;
    result.made[key] = parts;
  }
  await pagefind.close();
  return result;
}

/** Indexes `files` (pages of the site in `dir`, in `lang`) as one Pagefind index written to `outputPath`, then lets it go. */
async function indexPart(
  pagefind: typeof import('pagefind'),
  dir: string,
  files: PageFile[],
  outputPath: string,
  lang: string,
): Promise<{ pages: number; records: number }> {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav', 'aside', '[role="search"]', '[data-search-skip]'],
    forceLanguage: lang,
    // A result's excerpt comes from its page's fragment file; above 500 pages several pages share one, so a big
    // site writes 500 of them instead of one per page (1,000 pages: 0.7 s instead of 1.2-1.4 s to write).
    maxFragments: 500,
  });
  if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
  const result = { pages: 0, records: 0 };
  const markers = [...searchable(declaredBlocks).values()].map((s) => s.marker);
  const adding: Promise<{ errors: string[] }>[] = [];
  const problems: string[] = [];
  const settle = async () => {
    for (const added of await Promise.all(adding.splice(0))) problems.push(...added.errors);
  };
  for (const { file, path } of files) {
    if (adding.length >= IN_FLIGHT) await settle();
    const html = readFileSync(file, 'utf8');
    const canonical = canonicalPath(html);
    if (canonical !== undefined && canonical !== path) continue;
    adding.push(index.addHTMLFile({ url: path, content: mainOf(html, lang) }));
    result.pages++;
    // Only a page showing a block that adds records (its marker in the markup) has records of its own.
    if (!markers.some((marker) => html.includes(marker))) continue;
    const data = JSON.parse(readFileSync(join(dir, '_data', `${dataKeyOf(path)}.json`), 'utf8')) as PageDataLike;
    for (const record of blockRecords(path, data)) {
      adding.push(index.addCustomRecord({ ...record, language: lang }));
      result.records++;
    }
  }
  await settle();
  if (problems.length) throw new Error(`the search index could not be made: ${problems.slice(0, 3).join('; ')}`);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  return result;
}
