/**
 * The round trip the save path promises on every page file of the project: saved with no edit, the bytes are
 * identical; saved with one scalar changed, exactly one line changes, and only in that value.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { updateYamlText } from './yamlSave.js';

const root = join(import.meta.dirname, '../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const rel = `${dir}/${name}`;
      if (statSync(join(root, rel)).isDirectory()) return yamlFiles(rel);
      return name.endsWith('.yaml') ? [rel] : [];
    });
}

type Path = (string | number)[];
interface Leaf {
  path: Path;
  value: string | number;
}

function leaves(value: unknown, path: Path = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [];
}

function setIn(data: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Several scalars of a file at different depths: meta.title, the deepest string, a middle and a last one, a number. */
function picks(text: string, data: unknown): Leaf[] {
  const lines = text.split('\n');
  const oneLine = leaves(data).filter(
    (l) =>
      typeof l.value === 'number' ||
      (!l.value.includes('\n') && lines.some((line) => line.includes(l.value as string) && line.length < 70)),
  );
  const strings = oneLine.filter((l) => typeof l.value === 'string');
  const chosen = [
    strings.find((l) => l.path.join('.') === 'meta.title'),
    [...strings].sort((a, b) => b.path.length - a.path.length)[0],
    strings[Math.floor(strings.length / 2)],
    strings.at(-1),
    oneLine.find((l) => typeof l.value === 'number'),
  ];
  return [...new Set(chosen.filter((l): l is Leaf => l !== undefined))];
}

function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

const files = yamlFiles('pages');

describe('saving every page file through updateYamlText', () => {
  it('finds the page files, the site file, the pending file and the collections', () => {
    expect(files).toContain('pages/_site.yaml');
    expect(files).toContain('pages/_pending.yaml');
    expect(files.some((f) => f.startsWith('pages/collections/'))).toBe(true);
  });

  it.each(files)('%s: no edit gives the same bytes', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(updateYamlText(text, parse(text))).toBe(text);
  });

  it.each(files)('%s: one scalar changed changes one line, only in that value', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const data = parse(text) as unknown;
    const chosen = picks(text, data);
    if (chosen.length === 0) {
      // A file with no scalar (an empty list): one value added to the list changes its one line.
      const [key] = Object.keys(data as object);
      const next = { ...(data as object), [key!]: ['/added'] };
      const { removed, added } = changedLines(text, updateYamlText(text, next));
      expect({ removed, added }).toEqual({ removed: [`${key}: []`], added: [`${key}: [/added]`] });
    }
    for (const leaf of chosen) {
      const value = typeof leaf.value === 'number' ? leaf.value + 1 : `${leaf.value} edited`;
      const next = setIn(data, leaf.path, value);
      const saved = updateYamlText(text, next);
      expect(parse(saved)).toEqual(next);
      const { removed, added } = changedLines(text, saved);
      expect({ path: leaf.path, removed: removed.length, added: added.length }).toEqual({
        path: leaf.path,
        removed: 1,
        added: 1,
      });
      if (typeof leaf.value === 'number') expect(added[0]).toBe(removed[0]!.replace(String(leaf.value), String(value)));
      else expect(added[0]!.replace(' edited', '')).toBe(removed[0]);
    }
  });
});
