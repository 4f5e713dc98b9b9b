/**
 * What a long-lived process keeps of the content between loads (src/content/contentMemo.ts, load.ts): loads with a
 * memo find the same problems, page data and manifest as a load that keeps nothing, after edits of every kind
 * between them (a page changed, committed or not; a mistake; the site's named links changed, which loads resolve
 * into the files' links and data); the memo holds only the files of the last load, and a build server's warm-up
 * leaves all of them answered from it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentMemo } from '../../../src/content/contentMemo';
import { loadContent } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { runBuild } from '../../../src/build/runBuild';
import { NO_STORE, openCheckStore, type CheckStore } from '../../../src/content/checkStore';
import { unchangedBlobs } from '../../../src/content/gitBlobs';
import { commitAll as commitSite, committedSiteCopy } from '../../fixtures/siteCopy';

let dir: string;
let root: string;
let store: CheckStore;
let memo: ContentMemo;

const commitAll = () => commitSite(root);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-memo-'));
  root = join(dir, 'site');
  committedSiteCopy(root);
  store = openCheckStore(join(dir, 'cache', 'checks.db'));
  memo = new ContentMemo();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (file: string) => join(root, 'pages', file);
const edit = (file: string, from: RegExp, to: string) => {
  const text = readFileSync(page(file), 'utf8');
  expect(text).toMatch(from);
  writeFileSync(page(file), text.replace(from, to));
};

/** A load with the memo (as the build server's), checked against one that keeps nothing. */
function sameAsCold() {
  const warm = loadContent(root, { store, memo, blobs: unchangedBlobs(root), freshSchemas: true });
  const cold = loadContent(root, { store: NO_STORE, freshSchemas: true });
  expect(warm.problems).toEqual(cold.problems);
  expect(warm.pages.map((p) => p.data)).toEqual(cold.pages.map((p) => p.data));
  expect([...warm.collections].map(([n, c]) => [n, c.data])).toEqual(
    [...cold.collections].map(([n, c]) => [n, c.data]),
  );
  if (!cold.problems.some((p) => p.severity === 'error')) expect(buildManifest(warm)).toEqual(buildManifest(cold));
  return warm;
}

describe('the content memo', () => {
  it('stands for the files of the last load, and the loads it serves find what a cold load finds', () => {
    // The first load validates every file: what it found is kept in the memo (and the store) at once.
    loadContent(root, { store, memo, blobs: unchangedBlobs(root) });
    expect(memo.size.facts).toBeGreaterThan(10);
    sameAsCold();
    const files = memo.size.facts;
    sameAsCold();
    expect(memo.size.facts).toBe(files);
    // A file removed leaves the memo with the next load.
    unlinkSync(page('terms.yaml'));
    loadContent(root, { store, memo, blobs: unchangedBlobs(root) });
    expect(memo.size.facts).toBeLessThan(files);
  });

  it('reads a page changed since, committed or not, and finds a mistake made in it', () => {
    sameAsCold();
    edit('about.yaml', /^ {2}title: .*$/m, '  title: Changed, not committed');
    expect(
      sameAsCold().pages.some((p) => (p.data as { meta: { title: string } }).meta.title.startsWith('Changed')),
    ).toBe(true);
    commitAll();
    sameAsCold();
    edit('about.yaml', /^meta:/m, 'metta:');
    const broken = sameAsCold();
    expect(broken.problems.some((p) => p.file === 'pages/about.yaml' && p.severity === 'error')).toBe(true);
    commitAll();
    sameAsCold();
  });

  it('resolves the site links anew in each load, from the site file of that load', () => {
    const site = readFileSync(page('_site.yaml'), 'utf8');
    const named = /^links:\n {2}([\w-]+): (\S+)$/m.exec(site);
    expect(named, 'the site file names a link').not.toBeNull();
    sameAsCold();
    sameAsCold();
    edit('_site.yaml', /^links:\n {2}([\w-]+): (\S+)$/m, `links:\n  ${named![1]}: https://example.org/moved`);
    commitAll();
    sameAsCold();
    edit('_site.yaml', /^links:\n {2}([\w-]+): (\S+)$/m, `links:\n  ${named![1]}: ${named![2]}`);
    sameAsCold();
    // Renamed: the pages naming it are wrong now, and their data names it as written, not as resolved before.
    edit('_site.yaml', /^links:\n {2}([\w-]+): (\S+)$/m, `links:\n  renamed: ${named![2]}`);
    const broken = sameAsCold();
    expect(broken.problems.some((p) => p.message.includes(`no link named "${named![1]}"`))).toBe(true);
  });

  it("leaves every file answered from memory after a build server's warm-up, as the build after it finds them", async () => {
    expect(await runBuild(['--content', root, '--warm'], memo)).toBe(true);
    expect(memo.size.facts).toBeGreaterThan(30);
    expect(memo.answered).toBe(memo.size.facts);
  }, 60_000);
});
