/**
 * How the search index is fed to Pagefind: a few dozen pages at a time, never the whole site at once (sent at once,
 * 10,000 pages' messages waited in Node and in Pagefind together, hundreds of MB more at the peak), every page
 * still indexed, the index written after the last, and a page Pagefind refuses reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const pagefind = vi.hoisted(() => ({
  waiting: 0,
  mostWaiting: 0,
  added: [] as string[],
  addedWhenWritten: -1,
  refuse: '',
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
      writeFiles: async () => {
        pagefind.addedWhenWritten = pagefind.added.length;
        return { errors: [] };
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
  Object.assign(pagefind, { waiting: 0, mostWaiting: 0, added: [], addedWhenWritten: -1, refuse: '' });
});

describe('feeding the search index', () => {
  it('hands Pagefind a few dozen pages at a time, indexes every page and writes the index after the last', async () => {
    await expect(indexSite(site, join(site, 'out'))).resolves.toEqual({ pages: PAGES, records: 0 });
    expect(pagefind.mostWaiting).toBeGreaterThan(1);
    expect(pagefind.mostWaiting).toBeLessThanOrEqual(64);
    expect(new Set(pagefind.added).size).toBe(PAGES);
    expect(pagefind.addedWhenWritten).toBe(PAGES);
  });

  it('says which page Pagefind could not index, and writes no index', async () => {
    pagefind.refuse = '/page-7';
    await expect(indexSite(site, join(site, 'out'))).rejects.toThrow('/page-7 could not be read');
    expect(pagefind.addedWhenWritten).toBe(-1);
  });
});
