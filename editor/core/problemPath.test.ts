/** A check parses the draft's YAML a fixed number of times, however many problems it has (it was once per problem). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const counted = vi.hoisted(() => ({ parses: 0 }));
vi.mock('yaml', async (original) => {
  const yaml = await original<typeof import('yaml')>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      counted.parses++;
      return yaml.parseDocument(...args);
    },
  };
});

const { checkDraft } = await import('./check.js');
const { problemPaths } = await import('./problemPath.js');
const { parse, parseDocument } = await import('yaml');

const root = join(import.meta.dirname, '../..');
const text = readFileSync(join(root, 'pages/about.yaml'), 'utf8');

function parsesFor(unknown: number): number {
  const data = parse(text) as Record<string, unknown>;
  for (let i = 0; i < unknown; i++) data[`unknown${i}`] = i;
  counted.parses = 0;
  const { problems } = checkDraft(root, 'pages/about.yaml', text, data);
  expect(problems.length).toBe(Math.min(unknown, 200));
  return counted.parses;
}

describe('checking a draft with many problems', () => {
  it('parses the same number of times for 5 problems as for 150', () => {
    parsesFor(1); // warms the schemas
    expect(parsesFor(150)).toBe(parsesFor(5));
  });

  it('finds every path from the document given, parsing nothing', () => {
    const doc = parseDocument('a: 1\nb:\n  c: 2\n');
    counted.parses = 0;
    const pathOf = problemPaths('a: 1\nb:\n  c: 2\n', doc);
    expect([pathOf(1, 1, 'x'), pathOf(3, 3, 'x'), pathOf(2, 1, 'missing "d"')]).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(counted.parses).toBe(0);
  });
});
