/**
 * The search index after a publish is made again only where the publish reached (src/build/searchParts.ts): with
 * Pagefind itself on a small site in parts of 10 pages, a page changed (its build record's hash with it) makes its
 * part anew and links the others from the index it replaces, the result the same files as an index made from
 * nothing; other code, or an index without its record, is made whole.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUTS_FILE } from '../../../src/build/incremental';
import { indexInPlace } from '../../../src/build/indexOnly';
import { indexSite, pageFiles } from '../../../src/build/searchIndex';
import { readSearchParts, SEARCH_PARTS_FILE } from '../../../src/build/searchParts';
import { differingFiles } from '../../fixtures/siteEdits';

const PAGES = 30;
const PART = 10;
let dir: string;
let site: string;
const pages: Record<string, string> = {};

function writePage(i: number, words: string) {
  mkdirSync(join(site, `page-${i}`), { recursive: true });
  writeFileSync(
    join(site, `page-${i}`, 'index.html'),
    `<html lang="en"><body><main><h1>Page ${i}</h1><p>${words}</p></main></body></html>`,
  );
  pages[`page-${i}/index.html`] = `inputs of page ${i}: ${words}`;
}
/** The build's record, as the build writes it: each page's inputs, the code's fingerprint, the shared inputs. */
function writeRecord(code = 'the code') {
  mkdirSync(join(site, '_deploy'), { recursive: true });
  writeFileSync(join(site, INPUTS_FILE), JSON.stringify({ format: 2, code, shared: 'shared', pages }));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-parts-'));
  site = join(dir, 'site');
  writeFileSync(
    join(mkdirSync(site, { recursive: true }) ?? site, 'index.html'),
    '<html lang="en"><main>Home</main></html>',
  );
  pages['index.html'] = 'home';
  for (let i = 0; i < PAGES - 1; i++) writePage(i, `words of page ${i}`);
  writeRecord();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The index made from nothing, in parts of PART, for comparison. */
async function fromNothing(): Promise<string> {
  const out = join(dir, `fresh-${Date.now()}`);
  await indexSite(site, out, PART);
  return out;
}

describe('the search index after a publish', () => {
  it('makes again only the part of the page that changed, the same files as an index made from nothing', async () => {
    expect(await indexInPlace(site, PART)).toMatchObject({ pages: PAGES, parts: 3, reused: 0 });
    const before = readSearchParts(site)!.languages[''].map((p) => p.digest);
    expect(before).toHaveLength(3);
    // The page changes, and so does its hash in the record: one part of three is indexed.
    const changed = 17;
    writePage(changed, 'an entirely new paragraph about sandalwood');
    writeRecord();
    expect(await indexInPlace(site, PART)).toMatchObject({ pages: PAGES, parts: 3, reused: 2 });
    const inPart = Math.floor(pageFiles(site).findIndex((p) => p.path === `/page-${changed}`) / PART);
    const after = readSearchParts(site)!.languages[''].map((p) => p.digest);
    expect(after.map((d, n) => d === before[n])).toEqual([0, 1, 2].map((n) => n !== inPart));
    expect(differingFiles(join(site, 'pagefind'), await fromNothing())).toEqual([]);
  }, 60_000);

  it('makes every part again for other code, or for an index without its record', async () => {
    writeRecord('other code');
    expect(await indexInPlace(site, PART)).toMatchObject({ parts: 3, reused: 0 });
    expect(await indexInPlace(site, PART)).toMatchObject({ parts: 3, reused: 3 });
    rmSync(join(site, SEARCH_PARTS_FILE));
    expect(await indexInPlace(site, PART)).toMatchObject({ parts: 3, reused: 0 });
    // A part the record names but the index lacks is made again.
    cpSync(join(site, 'pagefind'), join(dir, 'kept'), { recursive: true });
    rmSync(join(site, 'pagefind', 'part-2'), { recursive: true });
    expect(await indexInPlace(site, PART)).toMatchObject({ parts: 3, reused: 2 });
    expect(differingFiles(join(site, 'pagefind'), await fromNothing())).toEqual([]);
    expect(JSON.parse(readFileSync(join(site, 'pagefind', 'parts.json'), 'utf8'))).toEqual(['part-2/', 'part-3/']);
  }, 60_000);
});
