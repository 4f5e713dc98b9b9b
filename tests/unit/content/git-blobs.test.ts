/**
 * Kept validation results found by git's blob ids (src/content/gitBlobs.ts, load.ts): in a git work tree, a file git
 * vouches for is not read at all when its result is kept; a file changed since (committed or not, staged or not), new,
 * or a link is read as usual; and whatever git says, the loader finds the same problems, at the same places, and
 * the same page data and manifest as a run that keeps nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { NO_STORE, openCheckStore, type CheckStore } from '../../../src/content/checkStore';
import { unchangedBlobs } from '../../../src/content/gitBlobs';
import type { Problem } from '../../../src/content/types';
import { gitIn } from '../../fixtures/git';
import { commitAll as commitSite, committedSiteCopy } from '../../fixtures/siteCopy';

let dir: string;
let root: string;
let store: CheckStore;

const git = (...args: string[]) => gitIn(root, ...args);
const commitAll = () => commitSite(root);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'git-blobs-'));
  root = join(dir, 'site');
  committedSiteCopy(root);
  store = openCheckStore(join(dir, 'cache', 'checks.db'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (file: string) => join(root, 'pages', file);
const errors = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
/** A run with git's blob ids and the test's store (after a first that filled it), and one that keeps nothing. */
function runs() {
  const kept = loadContent(root, { store, blobs: unchangedBlobs(root), freshSchemas: true });
  const cold = loadContent(root, { store: NO_STORE, freshSchemas: true });
  return { kept, cold };
}
const same = ({ kept, cold }: ReturnType<typeof runs>) => {
  expect(kept.problems).toEqual(cold.problems);
  expect(kept.pages.map((p) => p.data)).toEqual(cold.pages.map((p) => p.data));
  expect(buildManifest(kept)).toEqual(buildManifest(cold));
};

describe('kept results found by git blob ids', () => {
  it('stand for every unchanged file without reading it', () => {
    const blobs = unchangedBlobs(root);
    expect(blobs.get('pages/about.yaml')).toBe(git('rev-parse', 'HEAD:pages/about.yaml').trim());
    loadContent(root, { store, blobs });
    const both = runs();
    const files = both.cold.texts.size;
    expect(both.kept.kept).toBe(files - 1); // the pending list is always read
    // Read: the pending list, and a file with a message (a warning), for the message's code frame only.
    expect(new Set(both.kept.texts.keys())).toEqual(
      new Set(['pages/_pending.yaml', ...both.kept.problems.map((p) => p.file)]),
    );
    same(both);
  });

  it('read a file changed since its commit, staged or not, and a new one', () => {
    loadContent(root, { store, blobs: unchangedBlobs(root) });
    const about = readFileSync(page('about.yaml'), 'utf8');
    writeFileSync(page('about.yaml'), about.replace(/^ {2}title: .*$/m, '  title: Changed after the commit'));
    writeFileSync(page('terms.yaml'), readFileSync(page('terms.yaml'), 'utf8').replace(/^meta:/m, 'metta:'));
    git('add', 'pages/terms.yaml');
    writeFileSync(
      page('privacy.yaml'),
      readFileSync(page('privacy.yaml'), 'utf8').replace(/^route: .*$/m, 'route: /p2'),
    );
    git('add', 'pages/privacy.yaml');
    writeFileSync(page('privacy.yaml'), readFileSync(page('privacy.yaml'), 'utf8').replace('route: /p2', 'route: /p3'));
    mkdirSync(page('new'));
    writeFileSync(page('new/one.yaml'), about.replace(/^route: .*$/m, 'route: /new-one'));
    const both = runs();
    // Read: the pending list and the four files git does not vouch for (the others' texts only for messages).
    for (const file of ['pages/about.yaml', 'pages/new/one.yaml', 'pages/privacy.yaml', 'pages/terms.yaml'])
      expect(both.kept.texts.has(file)).toBe(true);
    expect(both.kept.kept).toBe(both.cold.texts.size - 5);
    const title = both.kept.pages.find((p) => p.source.file === 'pages/about.yaml')?.facts.page?.route;
    expect(title).toBe('/about');
    expect(JSON.stringify(both.kept.pages.find((p) => p.source.file === 'pages/about.yaml')?.data)).toContain(
      'Changed after the commit',
    );
    expect(both.kept.pages.find((p) => p.source.file === 'pages/privacy.yaml')?.facts.page?.route).toBe('/p3');
    expect(errors(both.kept.problems).some((p) => p.file === 'pages/terms.yaml' && p.line > 1)).toBe(true);
    same(both);
  });

  it('read a file whose change is committed', () => {
    loadContent(root, { store, blobs: unchangedBlobs(root) });
    const text = readFileSync(page('contact.yaml'), 'utf8');
    writeFileSync(page('contact.yaml'), text.replace(/^ {2}title: .*$/m, '  title: Committed change'));
    commitAll();
    const both = runs();
    expect(both.kept.texts.has('pages/contact.yaml')).toBe(true);
    same(both);
  });

  it('place the broken links of unread pages, with their text, when the page they link to is deleted', () => {
    loadContent(root, { store, blobs: unchangedBlobs(root) });
    rmSync(page('contact.yaml'));
    commitAll();
    const both = runs();
    const broken = errors(both.kept.problems).filter((p) =>
      p.message.startsWith('the link to /contact matches no page'),
    );
    expect(new Set(broken.map((p) => p.file)).size).toBeGreaterThan(3);
    for (const p of broken) expect(both.kept.texts.get(p.file)).toBe(readFileSync(join(root, p.file), 'utf8'));
    same(both);
  });

  it('are never named for a link, a file in a merge or a folder that is not the top of a work tree', () => {
    symlinkSync('about.yaml', page('linked.yaml'));
    commitAll();
    expect(unchangedBlobs(root).has('pages/linked.yaml')).toBe(false);
    expect(unchangedBlobs(join(root, 'pages')).size).toBe(0);
    expect(unchangedBlobs(dir).size).toBe(0);
    // A conflict: the file's entries are in stages 1–3, none of them vouched for.
    git('checkout', '-q', '-b', 'other');
    writeFileSync(page('about.yaml'), `${readFileSync(page('about.yaml'), 'utf8')}# other\n`);
    commitAll();
    git('checkout', '-q', '-');
    writeFileSync(page('about.yaml'), `${readFileSync(page('about.yaml'), 'utf8')}# mine\n`);
    commitAll();
    expect(() => git('merge', '-q', 'other')).toThrow();
    const blobs = unchangedBlobs(root);
    expect(blobs.has('pages/about.yaml')).toBe(false);
    expect(blobs.has('pages/contact.yaml')).toBe(true);
  });
});
