import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { updateYamlText, YamlSaveError } from './yamlSave.js';

/** Saves `next` over `original`, checks it reads back as `next`, and returns the new text. */
// biome-ignore lint/suspicious/noExplicitAny: each test edits the data of its own YAML text, whatever its shape
function save(original: string, edit: (data: any) => unknown): string {
  const data = parse(original);
  const next = edit(data) ?? data;
  const text = updateYamlText(original, next);
  expect(parse(text)).toEqual(next);
  return text;
}

const page = `# yaml-language-server: $schema=../schema/page.schema.json
route: /about   # the address
meta:
  title: 'About us'
  description: >-
    The story of the group: a survey in 2017, a company in 2019, and the
    people behind it.

sections:
  # The first thing a visitor sees.
  - type: hero
    id: intro
    title: "Welcome"
    buttons:
      - { label: Contact us, href: /contact }

  # Where we come from.
  - type: text
    id: story
    count: 3
    tags: [a, b]
    body: |
      Line one.
      Line two.

  - type: faq
    id: faq
    items:
      - q: Why?
        a: Because.
`;

describe('updateYamlText', () => {
  it('returns the original text itself when the data is equal', () => {
    expect(updateYamlText(page, parse(page))).toBe(page);
  });

  it('keeps single quotes, double quotes and inline comments around a changed value', () => {
    const text = save(page, (d) => {
      d.meta.title = 'About the group';
      d.sections[0].title = 'Hello';
      d.route = '/about-us';
    });
    expect(text).toBe(
      page
        .replace("'About us'", "'About the group'")
        .replace('"Welcome"', '"Hello"')
        .replace('/about   #', '/about-us   #'),
    );
  });

  it('quotes a plain string that would read as another type, and writes numbers, booleans and null plain', () => {
    const text = save(page, (d) => {
      d.sections[1].id = '123';
      d.sections[1].count = 4.5;
      d.sections[2].id = true;
      d.sections[0].type = null;
    });
    expect(text).toContain('    id: "123"\n');
    expect(text).toContain('    count: 4.5\n');
    expect(text).toContain('  - type: null\n');
    expect(text).toContain('    id: true\n');
  });

  it('rewrites a literal block in its style and keeps the blank line after it', () => {
    const text = save(page, (d) => {
      d.sections[1].body = 'Line one.\nLine 2.\nLine three.\n';
    });
    expect(text).toContain('    body: |\n      Line one.\n      Line 2.\n      Line three.\n\n  - type: faq');
  });

  it('folds a changed folded block at the width it was folded at, changing only the changed line', () => {
    const text = save(page, (d) => {
      d.meta.description = d.meta.description.replace('people', 'good people');
    });
    expect(text.split('\n').filter((l, i) => l !== page.split('\n')[i])).toEqual(['    good people behind it.']);
  });

  it('turns a one-line value into a block when it gains a line break', () => {
    const text = save(page, (d) => {
      d.sections[0].title = 'Two\nlines';
    });
    expect(text).toContain('    title: |-\n      Two\n      lines\n');
  });

  it("appends a new key at the end of its map, in the map's indentation", () => {
    const text = save(page, (d) => {
      d.meta.image = '/images/a.webp';
      d.sections[2].items[0].note = 'n';
    });
    expect(text).toContain('    people behind it.\n  image: /images/a.webp\n\nsections:');
    expect(text).toContain('        a: Because.\n        note: n\n');
  });

  it('removes a key with its lines only', () => {
    const text = save(page, (d) => {
      delete d.sections[1].tags;
      delete d.route;
    });
    expect(text).toBe(page.replace('    tags: [a, b]\n', '').replace('route: /about   # the address\n', ''));
  });

  it('moves a section with its own comment and leaves the blank lines in place', () => {
    const text = save(page, (d) => {
      [d.sections[0], d.sections[1]] = [d.sections[1], d.sections[0]];
    });
    const [first, second] = [text.indexOf('# Where we come from.'), text.indexOf('# The first thing')];
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain('sections:\n  # Where we come from.\n  - type: text\n');
    expect(text).toContain('      Line two.\n\n  # The first thing a visitor sees.\n  - type: hero\n');
    expect(text).toContain('      - { label: Contact us, href: /contact }\n\n  - type: faq');
  });

  it('adds, duplicates and removes list items, keeping the text of the others', () => {
    const added = save(page, (d) => {
      d.sections.push({ type: 'text', id: 'new', body: 'x' });
    });
    expect(added).toBe(`${page}\n  - type: text\n    id: new\n    body: x\n`);
    const duplicated = save(page, (d) => {
      d.sections.splice(1, 0, structuredClone(d.sections[0]));
    });
    expect(duplicated.match(/# The first thing a visitor sees\./g)).toHaveLength(2);
    const removed = save(page, (d) => {
      d.sections.splice(1, 1);
    });
    expect(removed).not.toContain('Where we come from');
    expect(removed).toContain('      - { label: Contact us, href: /contact }\n\n  - type: faq');
  });

  it("writes a new text too long for one line as a >- block folded at the file's width", () => {
    const long = 'word '.repeat(30).trim();
    const text = save(page, (d) => {
      d.sections[2].items.push({ q: 'Long?', a: long });
    });
    const lines = text.slice(text.indexOf('- q: Long?')).split('\n');
    expect(lines.slice(0, 2)).toEqual(['- q: Long?', '        a: >-']);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('adds a new item to a list of flow maps in flow style', () => {
    const text = save(page, (d) => {
      d.sections[0].buttons.push({ label: 'Call, now', href: '#x' });
    });
    expect(text).toContain(
      '      - { label: Contact us, href: /contact }\n      - { label: "Call, now", href: "#x" }\n',
    );
  });

  it('keeps comment lines after the last entry of a map or list at its end', () => {
    const original = 'a:\n  b: 1\n  # after b\nlist:\n  - 1\n  # after 1\n  - 2\n  # end of list\nc: 2\n';
    expect(
      save(original, (d) => {
        d.a.b = 5;
        d.list.reverse();
        d.a.z = 0;
      }),
    ).toBe('a:\n  b: 5\n  z: 0\n  # after b\nlist:\n  # after 1\n  - 2\n  - 1\n  # end of list\nc: 2\n');
  });

  it("follows the neighbouring flow maps' spacing for a new one", () => {
    const text = save('links:\n  - {label: A, href: /a}\n', (d) => {
      d.links.push({ label: 'B', href: '/b' });
    });
    expect(text).toBe('links:\n  - {label: A, href: /a}\n  - {label: B, href: /b}\n');
  });

  it("appends a new key after a removed one without taking the removed key's blank line", () => {
    const text = save('a: 1\n\nb: 2\nc: 3\n', (d) => {
      delete d.b;
      d.d = 4;
    });
    expect(text).toBe('a: 1\nc: 3\nd: 4\n');
  });

  it('edits flow lists in their own style', () => {
    expect(
      save(page, (d) => {
        d.sections[1].tags.push('c');
      }),
    ).toContain('    tags: [a, b, c]\n');
    expect(
      save(page, (d) => {
        d.sections[1].tags[1] = 'b, c';
      }),
    ).toContain('    tags: [a, "b, c"]\n');
    expect(
      save(page, (d) => {
        d.sections[1].tags = [];
      }),
    ).toContain('    tags: []\n');
  });

  it('writes an emptied map or list as {} or [], and fills an empty [] with sections in block style', () => {
    const emptied = save(page, (d) => {
      d.meta = {};
      d.sections[2].items = [];
    });
    expect(emptied).toContain('\nmeta: {}\n\nsections:');
    expect(emptied).toContain('    items: []\n');
    const filled = save('route: /x\nsections: []\n', (d) => {
      d.sections.push({ type: 'text', id: 'a', tags: ['x'] });
    });
    expect(filled).toBe('route: /x\nsections:\n  - type: text\n    id: a\n    tags:\n      - x\n');
  });

  it('leaves out members whose value is undefined, as JSON would', () => {
    expect(updateYamlText('a: 1\nb: 2\n', { a: 1, b: undefined })).toBe('a: 1\n');
  });

  it('writes a value whose type changed as a whole item', () => {
    const text = save(page, (d) => {
      d.sections[1].tags = { a: 1 };
      d.sections[2].items = 'none';
      d.sections[0].title = ['x', 'y'];
    });
    expect(text).toContain('    tags:\n      a: 1\n');
    expect(text).toContain('    items: none\n');
    expect(text).toContain('    title:\n      - x\n      - y\n');
  });

  it('replaces the whole document when its root changes kind, keeping the comments above it', () => {
    const text = save(page, () => ['a']);
    expect(text).toBe('# yaml-language-server: $schema=../schema/page.schema.json\n- a\n');
  });

  it('refuses a file that does not parse or holds several documents', () => {
    expect(() => updateYamlText('a: [1\n', { a: 1 })).toThrow(YamlSaveError);
    expect(() => updateYamlText('a: 1\n---\nb: 2\n', { a: 1 })).toThrow(/several YAML documents/);
  });

  it('writes an empty file or one with only comments', () => {
    expect(updateYamlText('', { a: 1 })).toBe('a: 1\n');
    expect(updateYamlText('# note\n', { a: 1 })).toBe('# note\na: 1\n');
  });
});
