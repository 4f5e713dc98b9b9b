/**
 * The fast path of reading YAML (src/engine/blockYaml.ts, src/engine/readYaml.ts) against the full parser it
 * stands in for (yaml's parseDocument + toJS, src/engine/yamlFile.ts): whatever it accepts it reads exactly as
 * yaml does; what it does not handle it hands to the full parser; positions are made when a message needs them.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { NOT_SIMPLE, readBlockYaml } from '../../src/engine/blockYaml';
import { readYamlFile } from '../../src/engine/readYaml';
import { parseYamlFile, locate, nodeAt } from '../../src/engine/yamlFile';
import { repoRoot, yaml } from '../fixtures/site';

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return yamlFilesUnder(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

/** What the full parser makes of a text: its data, or that it has errors. */
function fullRead(text: string): { data?: unknown; errors: number } {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  return doc.errors.length ? { errors: doc.errors.length } : { data: doc.toJS(), errors: 0 };
}

describe('the block-style reader', () => {
  const files = [...yamlFilesUnder(join(repoRoot, 'pages')), ...yamlFilesUnder(join(repoRoot, 'tests/fixtures'))];

  it('reads every content and fixture file it accepts exactly as yaml does', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fast = readBlockYaml(text);
      if (fast === NOT_SIMPLE) continue;
      expect(fullRead(text), relative(repoRoot, file)).toEqual({ data: fast, errors: 0 });
    }
  });

  it('accepts the project\'s pages, so the fast path is the usual one', () => {
    const pages = yamlFilesUnder(join(repoRoot, 'pages'));
    const slow = pages.filter((f) => readBlockYaml(readFileSync(f, 'utf8')) === NOT_SIMPLE).map((f) => relative(repoRoot, f));
    expect(slow).toEqual([]);
  });

  // Each text is read by both parsers; the fast one must agree with yaml or step aside.
  const agreeing = [
    yaml('a: 1', 'b: -2', 'c: 1.5', 'd: true', 'e: False', 'f: ~', 'g: null', 'h:', 'i: "1"', "j: 'x''s'", 'k: 24/7', 'l: 2024-01-05'),
    yaml('title: Back to {title}  # a comment', 'url: https://example.com/a?b=1#c', 'price: ₹2,499', 'emoji: 🙂 ok'),
    yaml('list:', '- a', '- b', 'map:', '  - x: 1', '    y: [a, "b, c", 3]', '  - { label: A, href: /b }', 'empty: []', 'none: {}'),
    yaml('text: |', '  line one', '', '  line three', '    indented', 'folded: >-', '  one', '  two', '', '  three', 'next: x'),
    yaml('esc: "tab\\there \\"q\\" \\u00e9"', 'single: \'a "b" c\'', '# comment', '   # indented comment', 'z: end'),
    yaml('nested:', '  deeper:', '    - - a', 'after: 1'),
    yaml('a: x', '  continued on the next line'),
    yaml('a: &anchor 1', 'b: *anchor'),
    yaml('"quoted key": 1'),
    yaml('a: 0x1F', 'b: 1e3', 'c: .5', 'd: +1', 'e: 007', 'f: -0'),
    yaml('a: 1', 'a: 2'),
    yaml('a: "unclosed'),
    yaml('a: b: c'),
    yaml('a:', '\tb: 1'),
    yaml('---', 'a: 1'),
    yaml('a: [1, 2'),
    yaml('text: |+', '  keep', '', 'b: 1'),
    yaml('? complex', ': key'),
    yaml('__proto__: 1'),
    'a: 1\r\nb: 2\r\n',
    '',
    '# only a comment\n',
  ];

  it('agrees with yaml on tricky texts, or hands them to it', () => {
    let accepted = 0;
    for (const text of agreeing) {
      const fast = readBlockYaml(text);
      if (fast === NOT_SIMPLE) continue;
      accepted++;
      expect(fullRead(text), JSON.stringify(text)).toEqual({ data: fast, errors: 0 });
    }
    expect(accepted).toBeGreaterThanOrEqual(5);
  });

  it('notes a list with two entries of the same id (so the cross-check walks only such files), as the cross-check compares ids', () => {
    const noted = (...lines: string[]) => {
      const notes = { repeatedIds: false };
      expect(readBlockYaml(yaml(...lines), notes)).not.toBe(NOT_SIMPLE);
      return notes.repeatedIds;
    };
    expect(noted('sections:', '  - id: a', '  - id: b', '  - type: x')).toBe(false);
    expect(noted('sections:', '  - id: a', '    cards:', '      - id: x', '      - id: y', '  - id: b', '    cards:', '      - id: x')).toBe(false);
    expect(noted('sections:', '  - id: a', '  - id: b', '  - id: a')).toBe(true);
    expect(noted('sections:', '  - id: a', '    cards:', '      - id: x', '      - title: y', '      - id: x')).toBe(true);
    expect(noted('items: [{ id: 1 }, { id: "1" }]')).toBe(true);
    expect(noted('items:', '  - id: 7', '  - id: 8', 'other: [{ id: 7 }]')).toBe(false);
  });

  it('notes repeated ids exactly where a walk over the data finds them, on every file it reads', () => {
    /** Whether some list in `value` has two entries with the same id (the cross-check's rule). */
    const repeats = (value: unknown): boolean => {
      if (Array.isArray(value)) {
        const ids = value.map((item: unknown) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
          .filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
        return new Set(ids).size < ids.length || value.some(repeats);
      }
      return !!value && typeof value === 'object' && Object.values(value).some(repeats);
    };
    const texts = [...files.map((f) => readFileSync(f, 'utf8')), yaml('a:', '  - id: x', '  - id: x')];
    let withRepeats = 0;
    for (const text of texts) {
      const notes = { repeatedIds: false };
      const data = readBlockYaml(text, notes);
      if (data === NOT_SIMPLE) continue;
      expect(notes.repeatedIds, text.slice(0, 80)).toBe(repeats(data));
      if (notes.repeatedIds) withRepeats++;
    }
    expect(withRepeats).toBeGreaterThanOrEqual(1);
  });

  it('hands over what yaml rejects', () => {
    for (const text of agreeing.filter((t) => fullRead(t).errors)) expect(readBlockYaml(text), JSON.stringify(text)).toBe(NOT_SIMPLE);
  });
});

describe('readYamlFile', () => {
  it('gives what parseYamlFile gives for broken files: the same messages, no data', () => {
    const broken = [
      yaml('route: /a', 'meta:', '  title: "About us', '  description: A page.', 'sections: []'),
      yaml('route: /a', 'meta:', '    title: About us', '  description: A page.'),
      yaml('route: /a', 'meta:', '  title: About us', '  title: About them'),
      yaml('route: /a', 'meta:', '\tdescription: A page.'),
      '',
      yaml('# nothing here'),
    ];
    for (const text of broken) {
      const fast = readYamlFile('pages/a.yaml', text);
      const full = parseYamlFile('pages/a.yaml', text);
      expect(fast.problems, JSON.stringify(text)).toEqual(full.problems);
      expect(fast.problems.length, JSON.stringify(text)).toBeGreaterThan(0);
      expect(fast.source).toBeUndefined();
    }
  });

  it('gives the same data as parseYamlFile, and positions when a message asks for them', () => {
    const text = yaml('route: /a', 'meta:', '  title: About us', 'sections:', '  - type: hero', '    id: intro', '    title: Hello');
    const fast = readYamlFile('pages/a.yaml', text).source!;
    const full = parseYamlFile('pages/a.yaml', text).source!;
    expect(fast.data).toEqual(full.data);
    const at = (s: typeof fast) => locate(s, nodeAt(s, ['sections', 0, 'title']).node);
    expect(at(fast)).toEqual(at(full));
    expect(at(fast).line).toBe(7);
  });

  it('does not throw on a file whose unclosed quote the parser reports oddly', () => {
    const text = yaml('route: /services/a', '    backLink:', '      viewDetails: "View Details', '      subsectionCount: "{count} services"', '\tid: overview', '            paragraphs:', '              - We keep your books', '          - type: list');
    expect(() => readYamlFile('pages/a.yaml', text)).not.toThrow();
    expect(readYamlFile('pages/a.yaml', text).problems.length).toBeGreaterThan(0);
  });
});
