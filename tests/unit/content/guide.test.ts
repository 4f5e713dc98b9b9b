/**
 * Every YAML snippet of docs/editing.md is valid: each ```yaml block carries a `<!-- check: kind -->` marker on
 * the line before it, and is placed where that kind belongs in an in-memory copy of the real site (the real
 * pages, site file, schemas and public/ files), which must then load with zero errors.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadContent } from '../../../src/content/load';
import { formatProblem } from '../../../src/content/format';
import { repoRoot } from '../../fixtures/site';

const KINDS = ['section', 'faq-item', 'blog-item', 'page', 'nav-item', 'footer-link', 'none'] as const;
type Kind = (typeof KINDS)[number];

interface Snippet {
  kind: string | undefined;
  line: number;
  text: string;
}

/** The ```yaml blocks of a Markdown text, each with the check marker on the last non-blank line before it. */
function yamlSnippets(markdown: string): Snippet[] {
  const lines = markdown.split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i])) continue;
    let j = i - 1;
    while (j >= 0 && lines[j].trim() === '') j--;
    const kind = j >= 0 ? /^<!--\s*check:\s*([a-z-]+)\s*-->$/.exec(lines[j].trim())?.[1] : undefined;
    const end = lines.findIndex((l, k) => k > i && /^```\s*$/.test(l));
    expect(end, `the yaml block at line ${i + 1} is closed`).toBeGreaterThan(i);
    out.push({ kind, line: i + 1, text: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return out;
}

/** Removes the common leading indentation, then indents every non-blank line by `n` spaces. */
function reindent(text: string, n: number): string {
  const rows = text.split('\n');
  const common = Math.min(...rows.filter((r) => r.trim()).map((r) => r.length - r.trimStart().length));
  return `${rows.map((r) => (r.trim() ? ' '.repeat(n) + r.slice(common) : '')).join('\n')}\n`;
}

function realFiles(): Map<string, string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const full = join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : /\.ya?ml$/.test(name) ? [full] : [];
      });
  return new Map(
    walk(join(repoRoot, 'pages')).map((f) => [relative(repoRoot, f).split('\\').join('/'), readFileSync(f, 'utf8')]),
  );
}

/** Inserts `block` after the first line matching `at` that follows the first line matching `after`. */
function insertAfter(text: string, after: RegExp, at: RegExp, block: string): string {
  const rows = text.split('\n');
  const start = rows.findIndex((r) => after.test(r));
  const i = rows.findIndex((r, k) => k >= start && at.test(r));
  expect(start >= 0 && i >= 0, `found ${at} after ${after} in the site file`).toBe(true);
  return [...rows.slice(0, i + 1), block.replace(/\n$/, ''), ...rows.slice(i + 1)].join('\n');
}

const PAGE_HEAD =
  'route: /guide-check\nmeta:\n  title: Guide check\n  description: A page built by the guide test around one snippet.\nsections:\n';

/** The file set with one snippet placed where it belongs, and the file it went into. */
function placed(
  kind: Exclude<Kind, 'none'>,
  text: string,
  base: Map<string, string>,
): { files: Map<string, string>; file: string } {
  const files = new Map(base);
  const site = files.get('pages/_site.yaml')!;
  switch (kind) {
    case 'section':
      files.set('pages/guide-check.yaml', PAGE_HEAD + reindent(text, 2));
      return { files, file: 'pages/guide-check.yaml' };
    case 'faq-item':
      files.set(
        'pages/guide-check.yaml',
        `${PAGE_HEAD}  - type: faq\n    id: guide-faq\n    items:\n${reindent(text, 6)}`,
      );
      return { files, file: 'pages/guide-check.yaml' };
    case 'blog-item':
      files.set('pages/collections/blog.yaml', `items:\n${reindent(text, 2)}`);
      return { files, file: 'pages/collections/blog.yaml' };
    case 'page':
      return { files, file: pageFile(text) };
    case 'nav-item':
      files.set('pages/_site.yaml', insertAfter(site, /^header:/, /^ {2}nav:\s*$/, reindent(text, 4)));
      return { files, file: 'pages/_site.yaml' };
    case 'footer-link':
      files.set('pages/_site.yaml', insertAfter(site, /^footer:/, /^ {6}links:\s*$/, reindent(text, 8)));
      return { files, file: 'pages/_site.yaml' };
  }
}

/** Where a page snippet is stored in the test site: the file npm run new-page would create for its route. */
function pageFile(text: string): string {
  const route = /^route:\s*(\S+)/m.exec(text)?.[1];
  expect(route, 'a page snippet has a route: line').toBeTruthy();
  return `pages${route}.yaml`;
}

const guide = readFileSync(join(repoRoot, 'docs', 'editing.md'), 'utf8');
const snippets = yamlSnippets(guide);

describe('docs/editing.md', () => {
  it('marks every yaml snippet with a known <!-- check: kind --> comment', () => {
    const unmarked = snippets
      .filter((s) => !s.kind || !(KINDS as readonly string[]).includes(s.kind))
      .map((s) => `line ${s.line}: ${s.kind ?? 'no marker'}`);
    expect(unmarked).toEqual([]);
  });

  it('has a checked example for each editing task', () => {
    const kinds = new Set(snippets.map((s) => s.kind));
    for (const k of ['section', 'faq-item', 'blog-item', 'page', 'nav-item']) expect(kinds, k).toContain(k);
  });

  // The page snippets are part of the site every other snippet is checked in, so a menu entry for the guide's
  // new page resolves.
  const base = realFiles();
  for (const s of snippets.filter((x) => x.kind === 'page')) base.set(pageFile(s.text), s.text);

  for (const s of snippets.filter(
    (x) => x.kind && x.kind !== 'none' && (KINDS as readonly string[]).includes(x.kind),
  )) {
    it(`snippet at line ${s.line} (${s.kind}) is valid where it belongs`, () => {
      const { files, file } = placed(s.kind as Exclude<Kind, 'none'>, s.text, base);
      const content = loadContent(repoRoot, { files });
      const errors = content.problems.filter((p) => p.severity === 'error');
      expect(errors.map((p) => formatProblem(p, content.texts.get(p.file))).join('\n\n')).toBe('');
      expect(content.texts.has(file)).toBe(true);
      if (s.kind === 'page') expect(content.pages.some((p) => p.source.file === file)).toBe(true);
    });
  }
});

describe('yamlSnippets', () => {
  it('finds a snippet without a marker, so the marker test can fail', () => {
    const found = yamlSnippets('Text\n\n```yaml\na: 1\n```\n\n<!-- check: page -->\n```yaml\nb: 2\n```\n');
    expect(found.map((s) => s.kind)).toEqual([undefined, 'page']);
    expect(found[1].text).toBe('b: 2');
  });
});
