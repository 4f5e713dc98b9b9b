/**
 * Schema changes without broken content: the migration list is a chain ending at the site schema's
 * `schemaVersion`; `npm run migrate` upgrades a version 1 copy of the content, keeping comments and layout, and
 * the result is valid; a second run changes nothing; validation of older or newer content says, at the
 * schemaVersion line, what to do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { isMap, isScalar, type Pair, type Scalar } from 'yaml';
import { loadContent } from '../../../src/content/load';
import { formatProblem } from '../../../src/content/format';
import { CURRENT_VERSION, migrations } from '../../../src/content/migrations/index';
import { MigrationError, migrateProject, migrateTexts, report } from '../../../src/content/migrations/run';
import type { Migration } from '../../../src/content/migrations/index';
import { brief, fixturesDir, loadSite, pendingText, realSiteText, repoRoot, tempRoot } from '../../fixtures/site';

const siteSchema = JSON.parse(readFileSync(join(repoRoot, 'schema/site.schema.json'), 'utf8')) as {
  properties: { schemaVersion: { const: number } };
};
const v1Dir = join(fixturesDir, 'migrations/v1/pages');
const v2Dir = join(fixturesDir, 'migrations/v2/pages');

/** The real site file, declaring another format version. */
function siteAt(version: number): string {
  const text = realSiteText();
  expect(text).toMatch(/^schemaVersion: \d+$/m);
  return text.replace(/^schemaVersion: \d+$/m, `schemaVersion: ${version}`);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** A throw-away project root holding the version 1 fixture pages and a version 1 site file. */
function v1Root(): string {
  const { root, remove } = tempRoot();
  cleanups.push(remove);
  mkdirSync(join(root, 'pages'));
  cpSync(v1Dir, join(root, 'pages'), { recursive: true });
  writeFileSync(join(root, 'pages/_site.yaml'), siteAt(1));
  writeFileSync(join(root, 'pages/_pending.yaml'), pendingText(realSiteText()));
  return root;
}

const errorsOf = (root: string) => {
  const content = loadContent(root, { freshSchemas: true });
  return content.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, content.texts.get(p.file)));
};

describe('the migration list', () => {
  it("is a chain from version 1, one version per step, ending at the site schema's schemaVersion", () => {
    expect(migrations.length).toBeGreaterThan(0);
    migrations.forEach((m, i) => {
      expect(m.from, m.name).toBe(i === 0 ? 1 : migrations[i - 1].to);
      expect(m.to, m.name).toBe(m.from + 1);
      expect(m.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.description.length, m.name).toBeGreaterThan(20);
    });
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    expect(CURRENT_VERSION).toBe(siteSchema.properties.schemaVersion.const);
  });

  it('the real content is at the current version', () => {
    expect(realSiteText()).toContain(`schemaVersion: ${CURRENT_VERSION}\n`);
  });
});

describe('npm run migrate (migrateProject)', () => {
  it('the version 1 fixture is not valid as it is, so the test below proves something', () => {
    expect(errorsOf(v1Root()).length).toBeGreaterThan(1);
  });

  it('upgrades version 1 content, keeping comments and layout, and the result is valid', () => {
    const root = v1Root();
    const result = migrateProject(root);
    expect(result.from).toBe(1);
    expect(result.to).toBe(CURRENT_VERSION);
    expect(result.relaidOut).toEqual([]);
    for (const name of readdirSync(v2Dir)) {
      expect(readFileSync(join(root, 'pages', name), 'utf8'), name).toBe(readFileSync(join(v2Dir, name), 'utf8'));
    }
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toBe(siteAt(CURRENT_VERSION));
    expect([...result.changed.keys()].sort()).toEqual(['pages/_site.yaml', 'pages/visit-us.yaml']);
    expect(errorsOf(root)).toEqual([]);
  });

  it('lists every change with its file and line', () => {
    const result = migrateProject(v1Root(), { dryRun: true });
    const text = report(result, true).join('\n');
    expect(text).toContain(`1 → 2  ${migrations[0].name}: ${migrations[0].description}`);
    expect(text).toContain('pages/visit-us.yaml:11  section "office-map" (map): "heading" is now "title"');
    expect(text).toContain('pages/visit-us.yaml:13  section "office-map" (map): "title" is now "label"');
    expect(text).toContain('pages/visit-us.yaml:34  section "indiranagar-map" (map): "title" is now "label"');
    expect(text).toContain('pages/visit-us.yaml:39  section "all-offices-map" (map): "heading" is now "title"');
    expect(text).toContain('pages/_site.yaml:4  schemaVersion: 1 → 2');
    expect(text).toContain('Would rewrite 2 files (dry run: nothing written).');
  });

  it('a dry run writes nothing', () => {
    const root = v1Root();
    migrateProject(root, { dryRun: true });
    expect(readFileSync(join(root, 'pages/visit-us.yaml'), 'utf8')).toBe(
      readFileSync(join(v1Dir, 'visit-us.yaml'), 'utf8'),
    );
  });

  it('is idempotent: a second run changes nothing and says so', () => {
    const root = v1Root();
    migrateProject(root);
    const after = readFileSync(join(root, 'pages/visit-us.yaml'), 'utf8');
    const again = migrateProject(root);
    expect(again.steps).toEqual([]);
    expect(again.changed.size).toBe(0);
    expect(report(again)).toEqual([
      `✔ The content is at version ${CURRENT_VERSION}, the version this code reads: nothing to migrate.`,
    ]);
    expect(readFileSync(join(root, 'pages/visit-us.yaml'), 'utf8')).toBe(after);
  });

  it('stops before writing anything when a file cannot be read', () => {
    const root = v1Root();
    writeFileSync(join(root, 'pages/broken.yaml'), 'route: /broken\nmeta:\n\ttitle: x\n');
    expect(() => migrateProject(root)).toThrow(
      new MigrationError(
        'pages/broken.yaml:3:1: this file cannot be read as YAML, so it cannot be migrated. Fix it first (npm run validate says how), then run npm run migrate again. Nothing was changed.',
      ),
    );
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toBe(siteAt(1));
  });

  it('refuses content newer than the code', () => {
    const files = new Map([['pages/_site.yaml', siteAt(CURRENT_VERSION + 1)]]);
    expect(() => migrateTexts(files)).toThrow(
      `pages/_site.yaml:4: the content is at version ${CURRENT_VERSION + 1}, newer than this code knows (version ${CURRENT_VERSION}). Update the code (git pull) instead.`,
    );
  });
});

describe('the migration runner', () => {
  const site = 'schemaVersion: 1\n';

  it('keeps comments when a migration changes the document other than through the edit helpers', () => {
    const direct: Migration = {
      name: 'add-reveal',
      from: 1,
      to: 2,
      description: 'Adds reveal: true to every page, for the test.',
      migrate(doc) {
        if (doc.has('route')) doc.set('reveal', true);
      },
    };
    const page = '# Keep me\nroute: /a   # and me\nsections: [x]\n';
    const result = migrateTexts(
      new Map([
        ['pages/_site.yaml', site],
        ['pages/a.yaml', page],
      ]),
      [direct],
    );
    expect(result.relaidOut).toEqual(['pages/a.yaml']);
    expect(result.changed.get('pages/a.yaml')).toBe('# Keep me\nroute: /a # and me\nsections: [ x ]\nreveal: true\n');
    expect(result.changed.get('pages/_site.yaml')).toBe('schemaVersion: 2\n');
  });

  it("runs the steps in order from the content's version", () => {
    const rename = (from: string, to: string, v: number): Migration => ({
      name: `${from}-to-${to}`,
      from: v,
      to: v + 1,
      description: `Renames ${from} to ${to}, for the test.`,
      migrate(doc, edit) {
        const pair = isMap(doc.contents)
          ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === from)
          : undefined;
        if (pair) edit.renameKey(pair as Pair<Scalar, unknown>, to);
      },
    });
    const list = [rename('a', 'b', 1), rename('b', 'c', 2), rename('c', 'd', 3)];
    const fromTwo = migrateTexts(
      new Map([
        ['pages/_site.yaml', 'schemaVersion: 2\n'],
        ['pages/x.yaml', 'b: 1 # kept\n'],
      ]),
      list,
    );
    expect(fromTwo.steps.map((s) => s.name)).toEqual(['b-to-c', 'c-to-d']);
    expect(fromTwo.changed.get('pages/x.yaml')).toBe('d: 1 # kept\n');
    expect(fromTwo.changed.get('pages/_site.yaml')).toBe('schemaVersion: 4\n');
  });

  it('asks for a schemaVersion line when the site file has none', () => {
    expect(() => migrateTexts(new Map([['pages/_site.yaml', 'organisation: {}\n']]))).toThrow(MigrationError);
  });
});

describe('validation of content at another version', () => {
  const at = (version: number) => {
    const content = loadSite({}, { siteText: siteAt(version) });
    return content.problems.filter((p) => p.file === 'pages/_site.yaml');
  };
  const versionLine =
    realSiteText()
      .split('\n')
      .findIndex((l) => l.startsWith('schemaVersion:')) + 1;

  it('says, at the schemaVersion line, which migrations npm run migrate will run', () => {
    const [p, ...rest] = at(1);
    expect(rest).toEqual([]);
    expect(brief(p)).toEqual({
      severity: 'error',
      file: 'pages/_site.yaml',
      line: versionLine,
      col: 16,
      where: 'schemaVersion',
      message: `the content is at version 1; this code reads version ${CURRENT_VERSION}`,
    });
    const names = migrations
      .filter((m) => m.from >= 1)
      .map((m) => `"${m.name}" (${m.from} → ${m.to})`)
      .join(', ');
    expect(p.hint).toBe(
      `Run \`npm run migrate\`: it applies the migration${migrations.length === 1 ? '' : 's'} ${names} to every file under pages/, keeping your comments. Messages about other files may be fixed by it too.`,
    );
  });

  it('says when the content is newer than the code', () => {
    const [p, ...rest] = at(CURRENT_VERSION + 1);
    expect(rest).toEqual([]);
    expect(brief(p)).toEqual({
      severity: 'error',
      file: 'pages/_site.yaml',
      line: versionLine,
      col: 16,
      where: 'schemaVersion',
      message: `the content is at version ${CURRENT_VERSION + 1}, newer than this code knows (version ${CURRENT_VERSION})`,
    });
    expect(p.hint).toMatch(/^Update the code \(git pull\)/);
  });

  it('accepts the current version', () => {
    expect(at(CURRENT_VERSION).filter((p) => p.severity === 'error')).toEqual([]);
  });
});

describe('the npm run migrate command', () => {
  it('migrates a version 1 copy of the project, prints the changes and the check, exit code 0; then has nothing to do', () => {
    const root = v1Root();
    for (const name of ['cli', 'src', 'package.json', 'tsconfig.json'])
      cpSync(join(repoRoot, name), join(root, name), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'cli/migrate.ts'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 30000,
      });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('pages/visit-us.yaml:11  section "office-map" (map): "heading" is now "title"');
    expect(first.stdout).toMatch(/✔ Rewrote 2 files, comments kept\.\n\n✔ content is valid/);
    expect(first.status).toBe(0);
    const second = run();
    expect(second.stdout).toContain('nothing to migrate');
    expect(second.status).toBe(0);
  });
});

describe('gallery-one-source (2 → 3)', () => {
  it("removes every gallery picture's thumbnail line, and nothing else", () => {
    const gallery = [
      'route: /photos',
      'sections:',
      '  - type: gallery',
      '    id: photos',
      '    images:',
      '      - id: 1',
      '        src: /images/gallery/a.webp # the large one',
      '        thumbnail: /images/gallery/a-600.webp',
      '        alt: A',
      '      - id: 2',
      '        # no small copy',
      '        src: /images/gallery/b.webp',
      '        alt: B',
      '      - { id: 3, src: /images/gallery/c.webp, thumbnail: /images/gallery/c-600.webp, alt: C }',
      '',
    ].join('\n');
    const result = migrateTexts(
      new Map([
        ['pages/_site.yaml', siteAt(2)],
        ['pages/photos.yaml', gallery],
      ]),
    );
    const out = result.changed.get('pages/photos.yaml')!;
    expect(out).toContain('      - { id: 3, src: /images/gallery/c.webp, alt: C }\n');
    expect(out).not.toContain('thumbnail');
    expect(out).toContain('        src: /images/gallery/a.webp # the large one\n        alt: A\n');
    expect(out).toContain('        # no small copy\n');
    expect(result.notes.filter((n) => n.file === 'pages/photos.yaml').map((n) => n.line)).toEqual([8, 14]);
    expect(result.relaidOut).toEqual([]);
  });
});
