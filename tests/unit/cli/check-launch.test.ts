/**
 * `npm run check-launch` on the project as it is (every kind of placeholder found, located, exit code 1), with
 * --report (same list, exit code 0), and on a copy of pages/ with every placeholder replaced (nothing, exit 0);
 * on a site with translations, out-of-date ones and sections awaiting a native speaker's check are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../fixtures/site';
import { fullItemTranslation, translatedSite } from '../../fixtures/translatedSite';
import { checkLaunch } from '../../../cli/check-launch/check-launch';
import { findPlaceholders } from '../../../cli/check-launch/placeholders';
import { pageText } from '../../../src/content/newPage';

function run(args: string[]): { code: number | null; output: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/check-launch/check-launch.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 20000,
  });
  return { code: r.status, output: r.stdout + r.stderr };
}

/** Each kind of value the issue names, as it reads in the site's files today. */
const KINDS: [string, RegExp][] = [
  ['e-mail address', /^pages\/_site\.yaml:\d+:\d+ {2}organisation\.email = info@example\.com {2}placeholder e-mail/m],
  ['phone numbers', /^pages\/_site\.yaml:\d+:\d+ {2}organisation\.phones\.0 = \+91 80 0000 0001 {2}placeholder phone/m],
  ['WhatsApp number', /organisation\.whatsapp\.number = 9000000000 {2}placeholder WhatsApp/],
  ['postal address', /organisation\.address\.street = .*Example Road.*placeholder postal address/],
  ['social links', /organisation\.social\.3\.href = https:\/\/x\.com\/example {2}placeholder social link/],
  ['site address', /seo\.siteUrl = https:\/\/vishwas\.example\.com {2}placeholder site address: canonical/],
  ['e-mail service ids', /contactForm\.serviceId = example-service-id {2}placeholder e-mail service id/],
  [
    'off-site targets',
    /links\.newsLive = https:\/\/www\.youtube\.com\/@example-vishwas-news\/live {2}placeholder off-site target/,
  ],
  ['partners', /^pages\/index\.yaml:\d+:5 {2}illustrative logos "trusted-partners"/m],
  ['leaders', /^pages\/about\.yaml:\d+:5 {2}illustrative cardGrid "leadership"/m],
  ['testimonials', /^pages\/services\/vishwas-job\.yaml:\d+:5 {2}illustrative testimonials/m],
  ['case-study figures', /^pages\/resources\/case-studies\.yaml:\d+:5 {2}illustrative caseStudies/m],
];

describe('check-launch on the project as it is', () => {
  const result = run([]);
  it.each(KINDS)('lists the %s', (_kind, pattern) => {
    expect(result.output).toMatch(pattern);
  });
  it('exits 1 while any remain, and 0 with --report', () => {
    expect(result.code).toBe(1);
    const report = run(['--report']);
    expect(report.code).toBe(0);
    expect(report.output).toContain('organisation.email = info@example.com');
  });
  it('gives the right line and column', () => {
    const site = readFileSync(join(repoRoot, 'pages/_site.yaml'), 'utf8').split('\n');
    const finding = checkLaunch(repoRoot).find((f) => f.what.startsWith('seo.siteUrl'))!;
    expect(site[finding.line - 1].slice(finding.col - 1)).toBe('https://vishwas.example.com');
  });
});

describe('the rules', () => {
  it("list a new page's placeholder description until it is replaced", () => {
    const text = pageText('/careers', 'Careers');
    expect(findPlaceholders('pages/careers.yaml', text).map((f) => f.what)).toEqual([
      expect.stringMatching(/^meta\.description = Replace this sentence/),
    ]);
    expect(
      findPlaceholders('pages/careers.yaml', text.replace(/description: .*/, 'description: Work with us.')),
    ).toEqual([]);
  });

  it('leave prose alone and catch example hosts anywhere', () => {
    const text =
      'intro: For example, a company with one member.\nbuttons:\n  - { label: Shop, href: "https://shop.example.com/x" }\nphone: "+91 80 4123 5678"\n';
    const found = findPlaceholders('pages/x.yaml', text);
    expect(found.map((f) => [f.line, f.what])).toEqual([[3, 'buttons.0.href = https://shop.example.com/x']]);
  });
});

describe('check-launch on a copy with every placeholder replaced and every translation checked', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'check-launch-'));
    // The schemas too: the translations are checked against their English pages.
    for (const dir of ['pages', 'schema']) cpSync(join(repoRoot, dir), join(copy, dir), { recursive: true });
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
    for (const file of walk(join(copy, 'pages'))) {
      const text = readFileSync(file, 'utf8')
        .replace(/^\s*illustrative: true\n/gm, '')
        // Every translated section checked by a native speaker.
        .replace(/^\s*awaitingCheck: true\n/gm, '')
        .replace(/info@example\.com/g, 'hello@vishwasgroup.in')
        .replace(/"\+91 80 0000 000(\d)"/g, '"+91 80 4123 567$1"')
        .replace(/"\+91 90000 00003"/, '"+91 98450 12345"')
        .replace(/number: "9000000000"/, 'number: "9845012345"')
        .replace(/100 Example Road/, '12, 100 Feet Road')
        .replace(/example-(public-key|service-id|template-id)/g, 'vg_$1')
        .replace(/@example-/g, '@')
        .replace(/com\.example\./g, 'in.vishwasgroup.')
        .replace(/\/example-vishwas-pe\//, '/vishwas-pe/')
        .replace(/\.example\.com/g, '.vishwasgroup.in')
        .replace(/\/example\b/g, '/vishwasgroup');
      writeFileSync(file, text);
    }
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('finds nothing and exits 0', () => {
    expect(checkLaunch(copy)).toEqual([]);
    const r = run(['--content', copy]);
    expect(r.code).toBe(0);
    expect(r.output).toContain('nothing left to replace');
  });
});

describe('check-launch on a site with translations', () => {
  let site: { dir: string; root: string };
  beforeAll(() => {
    site = translatedSite();
    const file = join(site.root, 'pages/translations/kn/about.yaml');
    const text = readFileSync(file, 'utf8')
      .replace(/^madeFrom: \w+$/m, 'madeFrom: abcdefabcdef')
      .replace(/^ {2}about-intro:\n/m, '  about-intro:\n    awaitingCheck: true\n');
    writeFileSync(file, text);
    const article = join(site.root, 'pages/translations/kn/collections/blog/2.yaml');
    mkdirSync(join(article, '..'), { recursive: true });
    writeFileSync(
      article,
      fullItemTranslation(site.root, 'blog', 2)
        .replace(/^madeFrom: \w+$/m, 'madeFrom: abcdefabcdef')
        .replace(/^item:\n/m, 'item:\n  awaitingCheck: true\n'),
    );
  });
  afterAll(() => rmSync(site.dir, { recursive: true, force: true }));

  it('lists out-of-date translations and sections or articles awaiting a native speaker, at their lines', () => {
    const found = checkLaunch(site.root)
      .filter((f) => f.file.startsWith('pages/translations/'))
      .map((f) => `${f.file}:${f.line}:${f.col}  ${f.what}`);
    const text = readFileSync(join(site.root, 'pages/translations/kn/about.yaml'), 'utf8').split('\n');
    const flag = text.indexOf('    awaitingCheck: true') + 1;
    expect(found).toEqual([
      'pages/translations/kn/about.yaml:1:1  out-of-date Kannada translation',
      `pages/translations/kn/about.yaml:${flag}:5  Kannada section "about-intro" awaiting a native speaker's check`,
      'pages/translations/kn/collections/blog/2.yaml:1:1  out-of-date Kannada translation',
      "pages/translations/kn/collections/blog/2.yaml:3:3  Kannada article awaiting a native speaker's check",
    ]);
  });
});
