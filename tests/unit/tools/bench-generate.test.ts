/**
 * A small run of the benchmark's generator (tools/bench/generate.ts): a generated site is valid, uses every
 * block type in schema/blocks (read from the folder), has the page count it was asked for, and pages of 5-7
 * blocks and 3-6 KB of YAML; `npm run validate -- --content <dir>` checks it like the project's own content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite, type GeneratedSite } from '../../../tools/bench/generate';
import { loadContent, type LoadedContent } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { repoRoot } from '../../fixtures/site';

const PAGES = 20;
let dir: string;
let site: GeneratedSite;
let content: LoadedContent;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-test-'));
  site = generateSite(repoRoot, join(dir, 'site'), PAGES);
  content = loadContent(site.root);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every `type` of an object with a type and an id anywhere in the data (blocks, and a few entries like them). */
function blockTypes(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) blockTypes(v, out);
  else if (value && typeof value === 'object') {
    const { type, id } = value as { type?: unknown; id?: unknown };
    if (typeof type === 'string' && typeof id === 'string') out.add(type);
    for (const v of Object.values(value)) blockTypes(v, out);
  }
  return out;
}

describe('the benchmark generator', () => {
  it('makes a valid site', () => {
    expect(
      content.problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line} ${p.where}: ${p.message}`),
    ).toEqual([]);
    expect(content.site).toBeDefined();
  });

  it('makes as many pages as asked for, blog items and aliases included', () => {
    expect(site.pages).toBe(PAGES);
    expect(buildManifest(content).paths).toHaveLength(PAGES);
    expect(content.collections.get('blog')?.data.items).toHaveLength(site.blogItems);
  });

  it('has a blog article with the id 404 (the not-found page must not take its address)', () => {
    expect(content.collections.get('blog')?.data.items.map((i) => i.id)).toContain(404);
  });

  it('uses every block type in schema/blocks, catalogue details included', () => {
    const types = readdirSync(join(repoRoot, 'schema/blocks'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace('.schema.json', ''))
      .sort();
    expect(types.length).toBeGreaterThan(0);
    const used = new Set(content.pages.flatMap((p) => [...blockTypes(p.data.sections)]));
    expect(types.filter((t) => !used.has(t))).toEqual([]);
    const catalogue = content.pages.flatMap((p) => p.data.sections).find((s) => s.type === 'catalogue') as
      | { items: { subsections?: { sections: unknown[] }[] }[] }
      | undefined;
    expect(catalogue?.items.some((i) => i.subsections?.every((sub) => sub.sections.length > 0))).toBe(true);
  });

  it('writes pages of 5-7 blocks and 3-6 KB of YAML', () => {
    const pages = content.pages.filter((p) => !p.data.collection);
    expect(pages.length).toBeGreaterThan(PAGES / 2);
    for (const page of pages) {
      const bytes = Buffer.byteLength(readFileSync(join(site.root, page.source.file), 'utf8'));
      expect(page.data.sections.length, page.source.file).toBeGreaterThanOrEqual(5);
      expect(page.data.sections.length, page.source.file).toBeLessThanOrEqual(7);
      expect(bytes, page.source.file).toBeGreaterThanOrEqual(3 * 1024);
      expect(bytes, page.source.file).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it('makes different pages from the same examples', () => {
    const texts = new Set(content.pages.map((p) => JSON.stringify(p.data.sections)));
    expect(texts.size).toBe(content.pages.length);
  });

  it('is checked by `npm run validate -- --content <dir>`', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/validate.ts', '--content', site.root], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`${content.pages.length} pages`);
  });
});
