/**
 * `npm run new-page`: the scaffolding function run against a throw-away copy of pages/ (schema/ and public/
 * linked from the project), and the command itself for its plain messages and exit codes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../../src/content/load';
import { createPage, NewPageError, pageText, suggestRoute } from '../../../cli/new-page';
import { repoRoot } from '../../fixtures/site';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-page-'));
  cpSync(join(repoRoot, 'pages'), join(root, 'pages'), { recursive: true });
  symlinkSync(join(repoRoot, 'schema'), join(root, 'schema'), 'dir');
  symlinkSync(join(repoRoot, 'public'), join(root, 'public'), 'dir');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function refusal(route: string, title = 'Audit support'): string {
  try {
    createPage(root, route, title);
  } catch (e) {
    expect(e).toBeInstanceOf(NewPageError);
    return (e as Error).message;
  }
  throw new Error(`${route} was not refused`);
}

describe('createPage', () => {
  it('creates pages/<route>.yaml that validates with zero errors, with a hero and a call to action to /contact', () => {
    const result = createPage(root, '/services/audit', 'Audit support');
    expect(result.file).toBe('pages/services/audit.yaml');
    const text = readFileSync(join(root, result.file), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/page.schema.json');
    const content = loadContent(root);
    expect(content.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const page = content.pages.find((p) => p.source.file === result.file)!;
    expect(page.data.route).toBe('/services/audit');
    expect(page.data.meta.title).toBe('Audit support');
    expect(page.data.meta.description).toMatch(/^Replace this sentence/);
    expect(page.data.sitemap).not.toBe(false);
    const [hero] = page.data.sections as { type: string; title?: string; buttons?: { href: string }[] }[];
    expect(hero).toMatchObject({ type: 'hero', title: 'Audit support' });
    expect(
      page.data.sections.some((s) =>
        (s as { buttons?: { href: string }[] }).buttons?.some((b) => b.href === '/contact'),
      ),
    ).toBe(true);
  });

  it('writes the right relative schema path for a top-level page and quotes a title with a colon', () => {
    const result = createPage(root, '/pricing-guide', 'Pricing: a guide');
    expect(readFileSync(join(root, result.file), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../schema/page.schema.json',
    );
    expect(loadContent(root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('refuses a route taken by a page, an alias or a collection item, and an existing file; writes nothing', () => {
    expect(refusal('/services')).toMatch(/\/services is already used by pages\/services\/index\.yaml/);
    expect(refusal('/financial/compliance-guides')).toMatch(/already an alias of pages\/resources\/faqs\.yaml/);
    expect(refusal('/resources/blog/1')).toMatch(/item of pages\/collections\/blog\.yaml/);
    expect(refusal('/about')).toMatch(/pages\/about\.yaml already exists/);
    expect(existsSync(join(root, 'pages', 'services.yaml'))).toBe(false);
  });

  it('refuses a route that is not lowercase-hyphen form, suggesting one', () => {
    expect(refusal('/Services/Audit_Support')).toMatch(/did you mean \/services\/audit-support\?/);
    expect(refusal('services/audit')).toMatch(/not a page address/);
    expect(refusal('/services/audit/')).toMatch(/not a page address/);
    expect(refusal('')).toMatch(/Give the address/);
    expect(refusal('/services/audit', '')).toMatch(/title of 3 to 70 characters/);
    expect(existsSync(join(root, 'pages', 'services', 'audit.yaml'))).toBe(false);
  });

  it('suggests routes and builds page text', () => {
    expect(suggestRoute('/HR/Payroll Updates')).toBe('/hr/payroll-updates');
    expect(pageText('/a/b/c', 'Deep page')).toContain('$schema=../../../schema/page.schema.json');
  });
});

describe('npm run new-page (the command)', () => {
  function run(args: string[]) {
    return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'cli', 'new-page.ts'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 20000,
    });
  }
  it('exits 1 with a plain message, no stack trace, on a bad route (and creates nothing)', () => {
    const r = run(['/Bad_Route', 'Bad route']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^✖ "\/Bad_Route" is not a page address.*did you mean \/bad-route\?/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(repoRoot, 'pages', 'bad-route.yaml'))).toBe(false);
  });
  it('exits 1 on a taken route', () => {
    const r = run(['/contact', 'Contact']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/pages\/contact\.yaml already exists/);
  });
});

describe('createPage and links', () => {
  it('refuses a page in a folder of pages/ linked outside, writing nothing there', async () => {
    const { mkdtempSync: temp, readdirSync, symlinkSync: link } = await import('node:fs');
    const outside = temp(join(tmpdir(), 'new-page-outside-'));
    try {
      link(outside, join(root, 'pages/linkdir'), 'dir');
      expect(() => createPage(root, '/linkdir/planted', 'Planted page')).toThrow(/through a link/);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
