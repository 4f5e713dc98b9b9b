/**
 * The mistake classes made in the real pages: each test takes a real page file, makes one mistake in it (as an
 * editor would), loads the whole real site and expects exactly one error, located where the mistake was made,
 * naming the block by its id and type and offering the value that was there before as the did-you-mean. The
 * pages, blocks and values are read from the real content, so the test follows the content as it changes.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isScalar, type Document, type Node } from 'yaml';
import { loadContent } from '../../../src/content/load';
import { repoRoot } from '../../fixtures/site';

type Path = (string | number)[];
type Obj = Record<string, unknown>;
interface Section {
  id: string;
  type: string;
  [k: string]: unknown;
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) =>
      statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : /\.ya?ml$/.test(n) ? [join(dir, n)] : [],
    );
}
const real = new Map(
  walk(join(repoRoot, 'pages')).map((f) => [relative(repoRoot, f).split('\\').join('/'), readFileSync(f, 'utf8')]),
);
const pageFiles = [...real.keys()].filter((f) => !/^pages\/(_|collections\/)/.test(f));

/** The first real page section (with its file and index) that `pick` accepts; pick returns what the test needs. */
function find<T>(pick: (s: Section) => T | undefined): { file: string; index: number; section: Section; found: T } {
  for (const file of pageFiles) {
    const sections = (parseDocument(real.get(file)!).toJS() as { sections?: Section[] }).sections ?? [];
    for (const [index, section] of sections.entries()) {
      const found = pick(section);
      if (found !== undefined) return { file, index, section, found };
    }
  }
  throw new Error('no real page has what this test needs');
}

/** A copy of a text with one change made through the YAML document (so the result is still valid YAML). */
function edited(text: string, change: (doc: Document) => void): string {
  const doc = parseDocument(text);
  change(doc);
  return doc.toString({ lineWidth: 0 });
}

/** line:col of the node (or of its key) at a data path in a text. */
function place(text: string, path: Path, key = false): string {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const parent = doc.getIn(path.slice(0, -1), true) as { items: { key: Node; value: Node }[] } & Node;
  const last = path[path.length - 1];
  const node =
    typeof last === 'number'
      ? (parent.items[last] as unknown as Node)
      : parent.items.find((p) => isScalar(p.key) && p.key.value === last)![key ? 'key' : 'value'];
  const { line, col } = lines.linePos(node.range![0]);
  return `${line}:${col}`;
}

/** The header lines of the errors of the real site with one file replaced (or added). */
function errorsWith(file: string, text: string): string[] {
  const files = new Map(real);
  files.set(file, text);
  // In file-name order, as the loader reads a folder.
  const content = loadContent(repoRoot, { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))) });
  return content.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.file}:${p.line}:${p.col}  ${p.where ? `${p.where}: ` : ''}${p.message}`);
}

const name = (s: Section) => `section "${s.id}" (${s.type})`;
const swapLastTwo = (v: string) => v.slice(0, -2) + v.slice(-1) + v.slice(-2, -1);

describe('mistakes made in the real pages', () => {
  it('the real site has no errors to start with', () => {
    expect(errorsWith(pageFiles[0], real.get(pageFiles[0])!)).toEqual([]);
  });

  it('unknown field: a misspelt field name', () => {
    const { file, index, section } = find((s) => (typeof s.title === 'string' ? true : undefined));
    const text = edited(real.get(file)!, (doc) => {
      const title = doc.getIn(['sections', index, 'title']);
      doc.deleteIn(['sections', index, 'title']);
      doc.setIn(['sections', index, 'titel'], title);
    });
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, ['sections', index, 'titel'], true)}  ${name(section)}: unknown field "titel" — did you mean "title"?`,
    ]);
  });

  it('missing required field: an FAQ answer left out', () => {
    const { file, index, section, found } = find((s) => {
      if (s.type !== 'faq') return undefined;
      const j = ((s.categories as Obj[] | undefined) ?? []).findIndex((c) => Array.isArray(c.items) && c.items.length);
      return j >= 0
        ? ['categories', j, 'items', 0]
        : Array.isArray(s.items) && s.items.length
          ? ['items', 0]
          : undefined;
    });
    const item = ['sections', index, ...found];
    const text = edited(real.get(file)!, (doc) => doc.deleteIn([...item, 'answer']));
    const where =
      found.length === 4
        ? `${name(section)} › categories[${Number(found[1]) + 1}] › items[1]`
        : `${name(section)} › items[1]`;
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, [...item, 'id'], true)}  ${where}: missing "answer"`,
    ]);
  });

  it('wrong type: a list where a text belongs', () => {
    const { file, index, section } = find((s) => (typeof s.title === 'string' ? true : undefined));
    const text = edited(real.get(file)!, (doc) =>
      doc.setIn(['sections', index, 'title'], doc.createNode(['One', 'Two'], { flow: true })),
    );
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, ['sections', index, 'title'])}  ${name(section)} › title: expected text, found a list`,
    ]);
  });

  it('unknown block type: a misspelt type', () => {
    const { file, index, section } = find(() => true);
    const wrong = `${section.type}x`;
    const text = edited(real.get(file)!, (doc) => doc.setIn(['sections', index, 'type'], wrong));
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, ['sections', index, 'type'])}  section "${section.id}" (${wrong}): unknown block type "${wrong}" — did you mean "${section.type}"?`,
    ]);
  });

  it('bad enum value: a misspelt colour', () => {
    const { file, index, section, found } = find((s) => {
      const j = ((s.categories as Obj[] | undefined) ?? []).findIndex((c) => typeof c.color === 'string');
      return j >= 0 ? j : undefined;
    });
    const path = ['sections', index, 'categories', found, 'color'];
    const colour = String(parseDocument(real.get(file)!).getIn(path));
    const text = edited(real.get(file)!, (doc) => doc.setIn(path, swapLastTwo(colour)));
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, path)}  ${name(section)} › categories[${found + 1}] › color: the text "${swapLastTwo(colour)}" is not one of the allowed values — did you mean "${colour}"?`,
    ]);
  });

  it('broken internal link: two letters swapped in a button address', () => {
    const { file, index, section, found } = find((s) => {
      const k = ((s.buttons as Obj[] | undefined) ?? []).findIndex(
        (b) =>
          typeof b.href === 'string' &&
          /^\/[a-z-]+$/.test(b.href) &&
          pageFiles.some((f) => real.get(f)!.includes(`route: ${String(b.href)}\n`)),
      );
      return k >= 0 ? k : undefined;
    });
    const path = ['sections', index, 'buttons', found, 'href'];
    const href = String(parseDocument(real.get(file)!).getIn(path));
    const text = edited(real.get(file)!, (doc) => doc.setIn(path, swapLastTwo(href)));
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, path)}  ${name(section)} › buttons[${found + 1}] › href: the link to ${swapLastTwo(href)} matches no page — did you mean ${href}?`,
    ]);
  });

  it('missing image: a picture written with the wrong file extension', () => {
    const { file, index, section } = find((s) =>
      typeof (s.image as Obj | undefined)?.src === 'string' && /\.webp$/.test(String((s.image as Obj).src))
        ? true
        : undefined,
    );
    const path = ['sections', index, 'image', 'src'];
    const src = String((section.image as Obj).src);
    const wrong = src.replace(/\.webp$/, '.png');
    const text = edited(real.get(file)!, (doc) => doc.setIn(path, wrong));
    expect(errorsWith(file, text)).toEqual([
      `${file}:${place(text, path)}  ${name(section)} › image › src: the file public${wrong} does not exist — did you mean ${src}?`,
    ]);
  });

  it('duplicate route: a page copied without changing its route', () => {
    const file = pageFiles.find((f) => !/^aliases:/m.test(real.get(f)!) && !/\$id/.test(real.get(f)!))!;
    const copy = file.replace(/\.yaml$/, '-copy.yaml');
    const text = real.get(file)!;
    const route = /^route: (\S+)$/m.exec(text)![1];
    const first = [file, copy].sort()[0];
    const second = first === file ? copy : file;
    expect(errorsWith(copy, text)).toEqual([
      `${second}:${place(text, ['route'])}  route: the address ${route} is already used by ${first}`,
    ]);
  });

  it('YAML syntax: a field indented one space too far', () => {
    const { file, section } = find(() => true);
    const rows = real.get(file)!.split('\n');
    const idLine = rows.findIndex((r, i) => r === `    id: ${section.id}` && rows[i - 1]?.startsWith('  - type: '));
    expect(rows[idLine + 1]).toMatch(/^ {4}\w+:/);
    rows[idLine + 1] = ` ${rows[idLine + 1]}`;
    expect(errorsWith(file, rows.join('\n'))).toEqual([
      `${file}:${idLine + 2}:1  ${name(section)}: this line is indented further than "id" on the line above`,
    ]);
  });
});
