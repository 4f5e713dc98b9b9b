/**
 * The search index per language (src/build/searchIndex.ts, src/search/pagefind.ts): on a site with Kannada pages
 * (under /kn, `_site.kn.json` beside `_site.json`), Pagefind writes the English pages' index in pagefind/ and the
 * Kannada pages' in pagefind/kn/, each of its own language only; a one-language site's index holds every page in one
 * language as before; a page searches the index of its own language.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexSite, languageOfPath, otherLanguages } from '../../../src/build/searchIndex';
import { indexFolder } from '../../../src/search/pagefind';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A built site of these pages (address → [lang, words]) and these files. */
function site(pages: Record<string, [string, string]>, files: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-languages-'));
  dirs.push(dir);
  for (const [path, [lang, words]] of Object.entries(pages)) {
    const file = join(dir, path === '/' ? '' : path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<!DOCTYPE html><html lang="${lang}"><head><title>${words}</title></head><body><main><h1>${words}</h1><p>${words}</p></main></body></html>`,
    );
  }
  for (const file of files) writeFileSync(join(dir, file), '{}');
  return dir;
}

const entry = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
const counts = (dir: string) =>
  Object.fromEntries(Object.entries(entry(dir).languages).map(([lang, l]) => [lang, l.page_count]));

describe('the search index per language', () => {
  it('writes the English pages’ index in pagefind/ and the Kannada pages’ in pagefind/kn/', async () => {
    const dir = site(
      {
        '/': ['en', 'Accounting services in Bengaluru'],
        '/about': ['en', 'About the group'],
        '/kn': ['kn', 'ಬೆಂಗಳೂರಿನಲ್ಲಿ ಲೆಕ್ಕಪತ್ರ ಸೇವೆಗಳು'],
        '/kn/about': ['kn', 'ನಮ್ಮ ಬಗ್ಗೆ'],
        '/knowledge': ['en', 'An English page whose address starts with kn'],
      },
      ['_site.json', '_site.kn.json'],
    );
    expect(otherLanguages(dir)).toEqual(['kn']);
    await expect(indexSite(dir)).resolves.toMatchObject({ pages: 5, records: 0, parts: 2 });
    expect(counts(join(dir, 'pagefind'))).toEqual({ en: 3 });
    expect(counts(join(dir, 'pagefind/kn'))).toEqual({ kn: 2 });
    expect(JSON.parse(readFileSync(join(dir, 'pagefind/kn/parts.json'), 'utf8'))).toEqual([]);
  }, 60_000);

  it('a one-language site has one index, of its language', async () => {
    const dir = site({ '/': ['en', 'Accounting services'], '/about': ['en', 'About the group'] }, ['_site.json']);
    expect(otherLanguages(dir)).toEqual([]);
    await indexSite(dir);
    expect(counts(join(dir, 'pagefind'))).toEqual({ en: 2 });
  }, 60_000);

  it('finds a page’s language by its address, and the index a page searches', () => {
    expect(languageOfPath('/kn/about', ['hi', 'kn'], 'en')).toBe('kn');
    expect(languageOfPath('/kn', ['hi', 'kn'], 'en')).toBe('kn');
    expect(languageOfPath('/knowledge', ['hi', 'kn'], 'en')).toBe('en');
    expect(indexFolder('kn', '/kn/about')).toBe('/pagefind/kn/');
    expect(indexFolder('kn', '/kn')).toBe('/pagefind/kn/');
    expect(indexFolder('en', '/about')).toBe('/pagefind/');
    expect(indexFolder('en', '/en-route')).toBe('/pagefind/');
    expect(indexFolder('../x', '/../x/a')).toBe('/pagefind/');
  });
});
