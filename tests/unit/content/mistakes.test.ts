/**
 * Errors that teach: one fixture per mistake class (tests/fixtures/mistakes/<class>/), each with the exact
 * message an editor reads — file:line:col, the block by its id and type, what is wrong, the fix and, where a
 * close match exists, a did-you-mean.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatProblem } from '../../../src/content/format';
import { fixturesDir, loadSite } from '../../fixtures/site';

const mistakesDir = join(fixturesDir, 'mistakes');

/** The mistake classes the authoring issue names, as folder names. */
const CLASSES = [
  'unknown-field',
  'missing-required-field',
  'wrong-type',
  'unknown-block-type',
  'bad-enum-value',
  'broken-internal-link',
  'missing-image',
  'duplicate-route',
  'yaml-syntax',
  'picture-outside-public',
];
/** Classes whose mistake sits inside a block, so the message must name the block. */
const IN_A_BLOCK = CLASSES.filter((c) => c !== 'duplicate-route');
/** Classes where a close valid value exists in the fixture, so the message must offer it. */
const DID_YOU_MEAN = ['unknown-field', 'unknown-block-type', 'bad-enum-value', 'broken-internal-link', 'missing-image'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** The fixture's page files by relative path (pages/…), and its expected output. */
function fixture(name: string): { pages: Record<string, string>; expected: string } {
  const root = join(mistakesDir, name);
  const pages = Object.fromEntries(
    filesUnder(join(root, 'pages')).map((f) => [relative(root, f).split('\\').join('/'), readFileSync(f, 'utf8')]),
  );
  return { pages, expected: readFileSync(join(root, 'expected.txt'), 'utf8') };
}

/** What `npm run validate` prints for the errors of a fixture (warnings left out). */
function output(pages: Record<string, string>): string {
  const content = loadSite(pages);
  return `${content.problems
    .filter((p) => p.severity === 'error')
    .map((p) => formatProblem(p, content.texts.get(p.file)))
    .join('\n\n')}\n`;
}

/** `section "<id>" (<type>)` for every block of every page of a fixture, read from the YAML (leniently for broken files). */
function blockNames(pages: Record<string, string>): string[] {
  return Object.values(pages).flatMap((text) => {
    const sections = [...text.matchAll(/^ {2}- type: (\S+)\n {4}id: (\S+)$/gm)];
    return sections.map((m) => `section "${m[2]}" (${m[1]})`);
  });
}

describe('mistake fixtures', () => {
  it('has one fixture folder per mistake class', () => {
    const folders = readdirSync(mistakesDir)
      .filter((n) => statSync(join(mistakesDir, n)).isDirectory())
      .sort();
    expect(folders).toEqual([...CLASSES].sort());
  });

  for (const name of CLASSES) {
    describe(name, () => {
      const { pages, expected } = fixture(name);

      it('prints exactly the expected message', () => {
        expect(output(pages)).toBe(expected);
      });

      it('locates it, says what is wrong and how to fix it', () => {
        const [head, ...rest] = expected.trimEnd().split('\n');
        const file = /^(pages\/\S+\.yaml):(\d+):(\d+) {2}/.exec(head);
        expect(file, head).not.toBeNull();
        expect(Object.keys(pages)).toContain(file![1]);
        expect(rest).toContainEqual(expect.stringMatching(new RegExp(`^ > +${file![2]} \\| `)));
        expect(rest).toContainEqual(expect.stringMatching(/^ +\| +\^+$/));
        expect(rest.at(-1)).toMatch(/^ {3}hint: \S/);
      });

      if (IN_A_BLOCK.includes(name)) {
        it('names the block by its id and type', () => {
          const head = expected.split('\n')[0];
          expect(
            blockNames(pages).some((b) => head.includes(`  ${b}`)),
            head,
          ).toBe(true);
        });
      }

      if (DID_YOU_MEAN.includes(name)) {
        it('offers the close match', () => {
          expect(expected.split('\n')[0]).toMatch(/ — did you mean "?[^"\s]+"?\?$/);
        });
      }
    });
  }
});

describe('the fixtures themselves', () => {
  it('are otherwise valid: fixing the one mistake leaves no error', () => {
    // The same pages with the mistake undone, one per class, must load cleanly, so each fixture tests one mistake.
    const fixed: Record<string, (text: string, file: string) => string> = {
      'unknown-field': (t) => t.replace('anwser:', 'answer:'),
      'missing-required-field': (t) => `${t}            answer: Usually 3-7 working days.\n`,
      'wrong-type': (t) => t.replace('paragraphs: We', 'paragraphs:\n      - We'),
      'unknown-block-type': (t) => t.replace('type: heroo', 'type: hero'),
      'bad-enum-value': (t) => t.replace('color: purpel', 'color: purple'),
      'broken-internal-link': (t) => t.replace('/contcat', '/contact'),
      'missing-image': (t) => t.replace('/images/logo.png', '/images/logo.svg'),
      'duplicate-route': (t, f) =>
        f.endsWith('startup-payroll.yaml') ? t.replace('route: /hr/payroll', 'route: /hr/startup-payroll') : t,
      'yaml-syntax': (t) => t.replace('     eyebrow:', '    eyebrow:'),
      'picture-outside-public': (t) => t.replace('/../hostile.svg', '/images/logo.svg'),
    };
    for (const name of CLASSES) {
      const { pages } = fixture(name);
      const repaired = Object.fromEntries(Object.entries(pages).map(([f, t]) => [f, fixed[name](t, f)]));
      expect(Object.values(repaired), name).not.toEqual(Object.values(pages));
      expect(output(repaired), name).toBe('\n');
    }
  });
});
