/**
 * Validation results kept per file by content (src/content/fileChecks.ts, checkStore.ts): a second run on the same
 * content reads no file again and says exactly what the first said; and a kept result never makes a mistake pass.
 * After each change below, a run with every unchanged file kept gives the same problems, at the same places, as a
 * run that keeps nothing: a changed schema, a changed file, a deleted page that unchanged pages link to, a renamed
 * page, a named link removed from the site file, rows that are not this code's, a database file that is not one;
 * and the manifest made from kept results is the one made without.
 * The store keeps at most its bound of rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { loadContent } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { defaultCheckStoreFile, NO_STORE, openCheckStore, type CheckStore } from '../../../src/content/checkStore';
import type { Problem } from '../../../src/content/types';
import { repoRoot } from '../../fixtures/site';
import { copySite } from '../../fixtures/siteCopy';

let dir: string;
let root: string;
let storeFile: string;
let store: CheckStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kept-checks-'));
  root = join(dir, 'site');
  copySite(root);
  storeFile = join(dir, 'cache', 'checks.db');
  store = openCheckStore(storeFile);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A run that keeps results in the test's store (after a first that filled it), and one that keeps nothing. */
function runs(): { kept: ReturnType<typeof loadContent>; cold: ReturnType<typeof loadContent> } {
  const kept = loadContent(root, { store, freshSchemas: true });
  const cold = loadContent(root, { store: NO_STORE, freshSchemas: true });
  return { kept, cold };
}

const errors = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
const page = (file: string) => join(root, 'pages', file);
const files = () => loadContent(root, { store: NO_STORE }).texts.size;

describe('kept validation results', () => {
  it('stand for every file of a second run, which finds the same problems', () => {
    const first = loadContent(root, { store });
    expect(first.kept).toBe(0);
    const { kept, cold } = runs();
    expect(kept.kept).toBe(files() - 1); // all but the pending list, which is always read
    expect(kept.problems).toEqual(cold.problems);
    expect(kept.pages.map((p) => p.data)).toEqual(cold.pages.map((p) => p.data));
    expect(kept.site?.data).toEqual(cold.site?.data);
  });

  it('do not stand for any file once a schema changed', () => {
    loadContent(root, { store });
    const file = join(root, 'schema', 'page.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { required: string[] };
    writeFileSync(file, JSON.stringify({ ...schema, required: [...schema.required, 'owner'] }));
    const { kept, cold } = runs();
    expect(kept.kept).toBe(0);
    expect(errors(kept.problems).length).toBeGreaterThan(10);
    expect(kept.problems).toEqual(cold.problems);
  });

  it('do not stand for a changed file, whose mistake is placed as without them', () => {
    loadContent(root, { store });
    writeFileSync(page('about.yaml'), readFileSync(page('about.yaml'), 'utf8').replace(/^meta:/m, 'metta:'));
    const { kept, cold } = runs();
    expect(kept.kept).toBe(files() - 2);
    expect(errors(kept.problems).map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual(['pages/about.yaml:3:1']);
    expect(kept.problems).toEqual(cold.problems);
  });

  it('still find the broken links of unchanged pages when the page they link to is deleted', () => {
    loadContent(root, { store });
    rmSync(page('contact.yaml'));
    const { kept, cold } = runs();
    expect(kept.kept).toBe(files() - 1);
    const broken = errors(kept.problems).filter((p) => p.message.startsWith('the link to /contact matches no page'));
    expect(new Set(broken.map((p) => p.file)).size).toBeGreaterThan(3);
    expect(broken.every((p) => p.line > 1 && p.col > 1 && p.where !== '')).toBe(true);
    expect(kept.problems).toEqual(cold.problems);
  });

  it("name a renamed page's own problems by its new name", () => {
    const text = [
      'route: /twins',
      'meta:',
      '  title: Twins',
      '  description: A page with two sections that share an id, for the test.',
      'sections:',
      '  - type: hero',
      '    id: intro',
      '    title: One',
      '  - type: hero',
      '    id: intro',
      '    title: Two',
      '',
    ].join('\n');
    writeFileSync(page('twins.yaml'), text);
    expect(errors(loadContent(root, { store }).problems).map((p) => `${p.file}:${p.line}`)).toEqual([
      'pages/twins.yaml:10',
    ]);
    renameSync(page('twins.yaml'), page('pair.yaml'));
    const { kept, cold } = runs();
    expect(kept.kept).toBe(files() - 1);
    expect(errors(kept.problems).map((p) => `${p.file}:${p.line}`)).toEqual(['pages/pair.yaml:10']);
    expect(kept.problems).toEqual(cold.problems);
  });

  it("still find links to a named off-site address the site file no longer has, and put the others in pages' data", () => {
    loadContent(root, { store });
    const siteFile = page('_site.yaml');
    const site = readFileSync(siteFile, 'utf8');
    const name = /^links:\n {2}([\w-]+):/m.exec(site)?.[1];
    expect(name, 'the site file names off-site links').toBeDefined();
    const before = runs();
    const linked = before.kept.pages.find((p) => JSON.stringify(p.source.text).includes(`site:${name}`));
    expect(linked, `a page links to site:${name}`).toBeDefined();
    expect(JSON.stringify(linked!.data)).not.toContain('site:');
    expect(before.kept.pages.map((p) => p.data)).toEqual(before.cold.pages.map((p) => p.data));
    writeFileSync(siteFile, site.replace(new RegExp(`^ {2}${name}:.*\\n`, 'm'), ''));
    const { kept, cold } = runs();
    expect(errors(kept.problems).some((p) => p.message.startsWith(`the site file has no link named "${name}"`))).toBe(
      true,
    );
    expect(kept.problems).toEqual(cold.problems);
  });

  it('make the same manifest as a run that keeps nothing, named links in a collection page resolved', () => {
    const file = page('resources/blog/article.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Back to Blog, href: /resources/blog }',
        'Back to Blog, href: site:newsLive }',
      ),
    );
    loadContent(root, { store });
    const { kept, cold } = runs();
    expect(kept.kept).toBe(files() - 1);
    const [fromKept, fromCold] = [buildManifest(kept), buildManifest(cold)];
    expect(fromKept).toEqual(fromCold);
    const article = fromKept.routes.find((r) => r.notFound);
    expect(article?.notFound?.link.href).toMatch(/^https:\/\/www\.youtube\.com\//);
  });

  it("ignore rows that are not this code's, and a database file that is not one", () => {
    const first = loadContent(root, { store });
    const db = new Database(storeFile);
    const rows = db.prepare('SELECT key, value FROM checks').all() as { key: string; value: string }[];
    expect(rows.length).toBe(files() - 1);
    const spoil = db.prepare('UPDATE checks SET value = ? WHERE key = ?');
    /** Rows of other shapes: each is what this code writes but for one thing. */
    const spoilers: ((row: { v: number; kind: string; facts: Record<string, unknown> }) => unknown)[] = [
      () => 'not json',
      (row) => ({ ...row, v: 0 }),
      (row) => ({ ...row, kind: row.kind === 'site' ? 'page' : 'site' }),
      (row) => ({ ...row, facts: { ...row.facts, refs: [['link', 3, '/x', 0]] } }),
      (row) => ({ ...row, facts: { ...row.facts, more: true } }),
      (row) => ({ ...row, extra: 1 }),
      (row) => ({ ...row, facts: { ...row.facts, idProblems: [{ severity: 'fatal' }] } }),
      (row) => ({ ...row, facts: { ...row.facts, dated: [{ s: 0, i: 0, date: 'May 2026', status: 1 }] } }),
      (row) => ({ ...row, facts: { ...row.facts, images: {} } }),
    ];
    rows.forEach(({ key, value }, i) => {
      const spoilt = spoilers[i % spoilers.length](JSON.parse(value));
      spoil.run(typeof spoilt === 'string' ? spoilt : JSON.stringify(spoilt), key);
    });
    db.close();
    const spoilt = loadContent(root, { store: openCheckStore(storeFile) });
    expect(spoilt.kept).toBe(0);
    expect(spoilt.problems).toEqual(first.problems);
    // A file that is not a database is replaced by one.
    rmSync(`${storeFile}-wal`, { force: true });
    rmSync(`${storeFile}-shm`, { force: true });
    writeFileSync(storeFile, 'this is not a database '.repeat(100));
    const replaced = openCheckStore(storeFile);
    expect(loadContent(root, { store: replaced }).problems).toEqual(first.problems);
    expect(loadContent(root, { store: replaced }).kept).toBe(files() - 1);
  });

  it('keep at most their bound of rows', () => {
    const small = openCheckStore(storeFile, 20);
    loadContent(root, { store: small });
    const db = new Database(storeFile);
    const { n } = db.prepare('SELECT count(*) AS n FROM checks').get() as { n: number };
    db.close();
    expect(files()).toBeGreaterThan(20);
    expect(n).toBeLessThanOrEqual(20);
  });

  it('live in the build cache: node_modules/.cache, or SITE_BUILD_CACHE when it is set', () => {
    const before = process.env.SITE_BUILD_CACHE;
    try {
      delete process.env.SITE_BUILD_CACHE;
      expect(defaultCheckStoreFile()).toBe(join(repoRoot, 'node_modules', '.cache', 'site-checks', 'checks.db'));
      process.env.SITE_BUILD_CACHE = join(dir, 'build-cache');
      expect(defaultCheckStoreFile()).toBe(join(dir, 'build-cache', 'site-checks', 'checks.db'));
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_CACHE;
      else process.env.SITE_BUILD_CACHE = before;
    }
  });
});
