/**
 * How the search index is fed to Pagefind: a few dozen pages at a time, never the whole site at once (sent at once,
 * 10,000 pages' messages waited in Node and in Pagefind together, hundreds of MB more at the peak), every page
 * still indexed, the index written after the last, and a page Pagefind refuses reported; a large site's index made in
 * parts, one after the other, each let go once written, the others listed for the browser to merge.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const pagefind = vi.hoisted(() => ({
  waiting: 0,
  mostWaiting: 0,
  added: [] as string[],
  addedWhenWritten: -1,
  refuse: '',
  /** Each index written: where, how many pages were added by then, and whether it was let go before the next. */
  written: [] as { to: string; added: number }[],
  deleted: 0,
}));

vi.mock('pagefind', () => ({
  createIndex: async () => ({
    errors: [],
    index: {
      addHTMLFile: async ({ url }: { url: string }) => {
        pagefind.waiting++;
        pagefind.mostWaiting = Math.max(pagefind.mostWaiting, pagefind.waiting);
        await new Promise((resolve) => setTimeout(resolve, 0));
        pagefind.waiting--;
        pagefind.added.push(url);
        return { errors: url === pagefind.refuse ? [`${url} could not be read`] : [] };
      },
      addCustomRecord: async () => ({ errors: [] }),
      writeFiles: async ({ outputPath }: { outputPath: string }) => {
        pagefind.addedWhenWritten = pagefind.added.length;
        pagefind.written.push({ to: outputPath, added: pagefind.added.length });
        return { errors: [] };
      },
      deleteIndex: async () => {
        pagefind.deleted++;
        return null;
      },
    },
  }),
  close: async () => null,
}));

const { indexSite } = await import('../../../src/build/searchIndex');

const PAGES = 300;
const site = mkdtempSync(join(tmpdir(), 'search-feeding-'));
for (let i = 0; i < PAGES; i++) {
  mkdirSync(join(site, `page-${i}`));
  writeFileSync(join(site, `page-${i}`, 'index.html'), `<html><body><main><h1>Page ${i}</h1></main></body></html>`);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

beforeEach(() => {
  Object.assign(pagefind, {
    waiting: 0,
    mostWaiting: 0,
    added: [],
    addedWhenWritten: -1,
    refuse: '',
    written: [],
    deleted: 0,
  });
});

describe('feeding the search index', () => {
  it('hands Pagefind a few dozen pages at a time, indexes every page and writes the index after the last', async () => {
    await expect(indexSite(site, join(site, 'out'))).resolves.toMatchObject({ pages: PAGES, records: 0, parts: 1 });
    expect(JSON.parse(readFileSync(join(site, 'out', 'parts.json'), 'utf8'))).toEqual([]);
    expect(pagefind.mostWaiting).toBeGreaterThan(1);
    expect(pagefind.mostWaiting).toBeLessThanOrEqual(64);
    expect(new Set(pagefind.added).size).toBe(PAGES);
    expect(pagefind.addedWhenWritten).toBe(PAGES);
  });

  it('makes a large index in parts, one after the other, each let go once written, and lists the others', async () => {
    const out = join(site, 'out-parts');
    await expect(indexSite(site, out, 120)).resolves.toMatchObject({ pages: PAGES, records: 0, parts: 3 });
    expect(pagefind.written).toEqual([
      { to: out, added: 120 },
      { to: join(out, 'part-2'), added: 240 },
      { to: join(out, 'part-3'), added: 300 },
    ]);
    expect(pagefind.deleted).toBe(3);
    expect(new Set(pagefind.added).size).toBe(PAGES);
    expect(JSON.parse(readFileSync(join(out, 'parts.json'), 'utf8'))).toEqual(['part-2/', 'part-3/']);
  });

  it('says which page Pagefind could not index, and writes no index', async () => {
    pagefind.refuse = '/page-7';
    await expect(indexSite(site, join(site, 'out'))).rejects.toThrow('/page-7 could not be read');
    expect(pagefind.addedWhenWritten).toBe(-1);
  });
});
