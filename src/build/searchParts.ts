/**
 * The search index after a publish, made again only where the publish reached. Each part of the index (searchIndex.ts)
 * holds a fixed run of a language's pages in the order of their addresses; the record SEARCH_PARTS_FILE (under the
 * output's _deploy/, never served) gives each part's digest: the build's record of its pages' inputs (incremental.ts:
 * the code's fingerprint, the inputs every page shares, each page's own), the Pagefind version and the part size.
 * A part whose digest is the same as that of the part at the same place of the index being replaced (the previous
 * release's, kept in the new output by `--search later`) is linked from it, not indexed: a one-page publish on a
 * 10,000-page site indexes one part of four. The record is removed before an index takes the place of another and
 * written after, so it never describes an index it was not made with (then every part is indexed).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { linkFile, linkTree, readInputs } from './incremental.js';

/** The record of the index in an output's pagefind/, beside the build's own record. */
export const SEARCH_PARTS_FILE = '_deploy/search-parts.json';
const FORMAT = 1;

/**
 * What SEARCH_PARTS_FILE holds: for each language's folder (relative to pagefind/, '' for the default's), its parts
 * in order, each with its digest (undefined: made without a build record, never linked) and what it holds.
 */
export interface SearchParts {
  format: number;
  languages: Record<string, { digest?: string; pages: number; records: number }[]>;
}

const require = createRequire(import.meta.url);
/** Pagefind's version (its package exports no package.json: found on the module paths). */
const pagefindVersion = () => {
  const folder = (require.resolve.paths('pagefind') ?? []).find((p) => existsSync(join(p, 'pagefind', 'package.json')));
  return folder
    ? (JSON.parse(readFileSync(join(folder, 'pagefind', 'package.json'), 'utf8')) as { version: string }).version
    : 'unknown';
};

/** What a part's digest is made from besides its pages: the site's build record (undefined when there is none). */
export function digestBasis(
  dir: string,
  partPages: number,
): { key: string; pages: Record<string, string> } | undefined {
  const read = readInputs(dir);
  if ('missing' in read) return undefined;
  const { code, shared, pages } = read.inputs;
  return { key: [FORMAT, code, shared, pagefindVersion(), partPages].join('\n'), pages };
}

/** The digest of a part of `files` (the output's HTML files, relative to it); undefined when a page has no record. */
export function partDigest(basis: ReturnType<typeof digestBasis>, files: string[]): string | undefined {
  if (!basis) return undefined;
  const hash = createHash('sha256').update(basis.key);
  for (const file of files) {
    const input = basis.pages[file];
    if (input === undefined) return undefined;
    hash.update(`\n${file}=${input}`);
  }
  return hash.digest('hex').slice(0, 32);
}

/** The record of the index in the output `dir`, or undefined. */
export function readSearchParts(dir: string): SearchParts | undefined {
  try {
    const parts = JSON.parse(readFileSync(join(dir, SEARCH_PARTS_FILE), 'utf8')) as SearchParts;
    return parts.format === FORMAT && parts.languages && typeof parts.languages === 'object' ? parts : undefined;
  } catch {
    return undefined;
  }
}

export function writeSearchParts(dir: string, languages: SearchParts['languages']): void {
  mkdirSync(join(dir, dirname(SEARCH_PARTS_FILE)), { recursive: true });
  writeFileSync(join(dir, SEARCH_PARTS_FILE), `${JSON.stringify({ format: FORMAT, languages })}\n`);
}

export function removeSearchParts(dir: string): void {
  rmSync(join(dir, SEARCH_PARTS_FILE), { force: true });
}

/**
 * Links a part of an index from `from` into `to`: every file under it, except, for a language's first part (its
 * folder itself), what belongs to the others (`skip`: the parts' folders, the list of parts, other languages' folders).
 */
export function linkPart(from: string, to: string, skip: (name: string) => boolean): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    if (entry.isFile()) linkFile(from, to, entry.name);
    else if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
  }
}

/** Whether the part folder `folder` of an index is there to link from. */
export const hasPart = (folder: string) => existsSync(join(folder, 'pagefind-entry.json'));
