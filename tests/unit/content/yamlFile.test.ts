/**
 * Reading YAML (src/content/yamlFile.ts): js-yaml reads the data of a valid file, yaml reads it with positions
 * for messages. Both must give the same data, on the project's files, a generated site and the YAML 1.1 forms
 * that the two libraries' default schemas read differently.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseYamlFile, readYamlFile } from '../../../src/content/yamlFile';
import { generateSite } from '../../../tools/bench/generate';
import { loadSite, pageHead, repoRoot, yaml } from '../../fixtures/site';

const dir = mkdtempSync(join(tmpdir(), 'yaml-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((n) =>
    statSync(join(folder, n)).isDirectory()
      ? yamlFilesUnder(join(folder, n))
      : /\.ya?ml$/.test(n)
        ? [join(folder, n)]
        : [],
  );
}

/** The data each reader gives, or the messages when it gives none. */
function bothReadings(text: string): [unknown, unknown] {
  const fast = readYamlFile('pages/a.yaml', text);
  const full = parseYamlFile('pages/a.yaml', text);
  return [fast.source?.data ?? fast.problems, full.source?.data ?? full.problems];
}

describe('readYamlFile', () => {
  it('gives the data yaml gives on every file of the project, the fixtures and a generated site', () => {
    const site = generateSite(repoRoot, join(dir, 'site'), 60);
    const files = [
      ...yamlFilesUnder(join(repoRoot, 'pages')),
      ...yamlFilesUnder(join(repoRoot, 'tests/fixtures')),
      ...yamlFilesUnder(join(site.root, 'pages')),
    ];
    expect(files.length).toBeGreaterThan(80);
    for (const file of files) {
      const [fast, full] = bothReadings(readFileSync(file, 'utf8'));
      expect(fast, relative(repoRoot, file)).toEqual(full);
    }
  });

  it('reads YAML 1.1 forms as YAML 1.2 does: yes, dates, leading zeros and sexagesimals stay text or decimal', () => {
    const text = yaml(
      'a: yes',
      'b: no',
      'c: on',
      'd: 2026-11-25',
      'e: 012',
      'f: 0o17',
      'g: 1:20',
      'h: 0x1F',
      'i: ~',
      'j: .inf',
      'k: 1_000',
      'l: True',
      'm: "2026-11-25"',
    );
    const [fast, full] = bothReadings(text);
    expect(fast).toEqual(full);
    expect(fast).toMatchObject({ a: 'yes', d: '2026-11-25', e: 12, f: 15, g: '1:20', i: null, k: '1_000', l: true });
  });

  it('leaves the located messages to yaml: a duplicate key, a tab, an empty file', () => {
    for (const text of [yaml('route: /a', 'route: /b'), yaml('meta:', '\ttitle: x'), '', '# only a comment\n']) {
      const fast = readYamlFile('pages/a.yaml', text);
      expect(fast.source).toBeUndefined();
      expect(fast.problems).toEqual(parseYamlFile('pages/a.yaml', text).problems);
      expect(fast.problems[0].line).toBeGreaterThan(0);
    }
  });

  it('reports an alias without its anchor at its place, with no stack trace', () => {
    const { source, problems } = readYamlFile(
      'pages/a.yaml',
      yaml('route: /a', 'meta:', '  title: *heading', '  description: &text Some words.', 'intro: *text'),
    );
    expect(source).toBeUndefined();
    expect(problems).toMatchObject([
      {
        severity: 'error',
        file: 'pages/a.yaml',
        line: 3,
        col: 10,
        length: 8,
        message: 'the alias *heading names no anchor above it',
      },
    ]);
  });

  it('still counts the route of a page with such a mistake: links to it are not reported too', () => {
    const broken = yaml('route: /a', 'meta:', '  title: *heading');
    const linking = yaml(
      ...pageHead('/b'),
      '  - type: cta',
      '    id: next',
      '    title: Next',
      '    buttons:',
      '      - { label: Read more, href: /a }',
    );
    const content = loadSite({ 'pages/a.yaml': broken, 'pages/b.yaml': linking });
    expect(
      content.problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line} ${p.message}`),
    ).toEqual(['pages/a.yaml:3 the alias *heading names no anchor above it']);
  });

  it('gives the positions of a valid file for its messages', () => {
    const source = readYamlFile('pages/a.yaml', yaml('route: /a', 'meta:', '  title: x')).source!;
    expect(source.data).toEqual({ route: '/a', meta: { title: 'x' } });
    expect(source.lines.linePos(source.text.indexOf('title'))).toEqual({ line: 3, col: 3 });
    expect(source.doc.toJS()).toEqual(source.data);
  });
});
