/**
 * The publishing work folder (liveGit.ts `workFolderAt`): whatever a stopped publish or a hand left in it (a merge
 * half done, a tracked file changed or staged, a file git does not track, another commit checked out), it is set
 * to exactly the commit asked for, on no branch, with nothing else in it. A change set's branch is merged
 * (`mergeBranch`) in the repository alone: a merge commit by the publisher on the commit given, or that commit
 * when the set is in it already; a conflict names its files and makes nothing; no work tree is touched.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitIn } from '../../../tests/fixtures/git';
import { mergeBranch, workFolderAt } from './liveGit';

let dir: string;
let root: string;
let work: string;

const git = gitIn;
const commit = (at: string, file: string, text: string) => {
  writeFileSync(join(at, file), text);
  git(at, 'add', '-A');
  git(at, 'commit', '-q', '-m', file);
  return git(at, 'rev-parse', 'HEAD');
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'live-git-'));
  root = join(dir, 'content');
  work = join(dir, 'work');
  mkdirSync(join(root, 'pages'), { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('sets the work folder to the commit asked for, whatever was left in it', async () => {
  commit(root, 'pages/a.yaml', 'a: 1\n');
  const wanted = commit(root, 'pages/b.yaml', 'b: 1\n');
  await workFolderAt(root, work, wanted);
  expect(git(work, 'rev-parse', 'HEAD')).toBe(wanted);

  // Left behind: another commit checked out, a conflicting merge half done, changes staged and not, a stray file.
  git(root, 'checkout', '-q', '-b', 'set');
  const theirs = commit(root, 'pages/a.yaml', 'a: theirs\n');
  git(root, 'checkout', '-q', 'main');
  const other = commit(root, 'pages/c.yaml', 'c: 1\n');
  git(work, 'checkout', '-q', '--detach', other);
  writeFileSync(join(work, 'pages/a.yaml'), 'a: mine\n');
  git(work, 'commit', '-q', '-am', 'mine');
  expect(() => git(work, 'merge', theirs)).toThrow();
  writeFileSync(join(work, 'pages/b.yaml'), 'b: staged\n');
  git(work, 'add', 'pages/b.yaml');
  writeFileSync(join(work, 'pages/c.yaml'), 'c: changed\n');
  writeFileSync(join(work, 'pages/stray.yaml'), 'stray: 1\n');

  await workFolderAt(root, work, wanted);
  expect(git(work, 'rev-parse', 'HEAD')).toBe(wanted);
  expect(git(work, 'status', '--porcelain', '--untracked-files=all', '--ignored')).toBe('');
  expect(existsSync(join(work, '.git/MERGE_HEAD'))).toBe(false);
  expect(() => git(work, 'symbolic-ref', '-q', 'HEAD')).toThrow(); // on no branch
  expect(readFileSync(join(work, 'pages/a.yaml'), 'utf8')).toBe('a: 1\n');
  expect(readFileSync(join(work, 'pages/b.yaml'), 'utf8')).toBe('b: 1\n');
  expect(existsSync(join(work, 'pages/c.yaml'))).toBe(false);
  expect(existsSync(join(work, 'pages/stray.yaml'))).toBe(false);
  expect(git(root, 'rev-parse', 'main')).toBe(other); // the live branch is not moved
});

it('merges a set in the repository alone: a merge commit, the same commit again, or the files in conflict', async () => {
  const base = commit(root, 'pages/a.yaml', 'a: 1\n');
  git(root, 'checkout', '-q', '-b', 'set');
  const set = commit(root, 'pages/b.yaml', 'b: set\n');
  git(root, 'checkout', '-q', 'main');
  const live = commit(root, 'pages/c.yaml', 'c: 1\n');
  const by = { name: 'Ravi', email: 'ravi@example.com' };

  const merged = await mergeBranch(root, live, 'set', 'Publish the set', by, set);
  if (!merged.ok) throw new Error('not merged');
  expect(git(root, 'rev-parse', `${merged.commit}^1`, `${merged.commit}^2`)).toBe(`${live}\n${set}`);
  expect(git(root, 'log', '-1', '--format=%an <%ae>|%cn|%s', merged.commit)).toBe(
    'Ravi <ravi@example.com>|Ravi|Publish the set',
  );
  expect(git(root, 'show', `${merged.commit}:pages/b.yaml`)).toBe('b: set');
  expect(git(root, 'rev-parse', 'HEAD')).toBe(live); // nothing checked out moved
  expect(existsSync(join(root, 'pages/b.yaml'))).toBe(false);

  // In it already: nothing to merge.
  expect(await mergeBranch(root, merged.commit, 'set', 'Again', by, set)).toEqual({ ok: true, commit: merged.commit });

  git(root, 'checkout', '-q', '-b', 'late', base);
  commit(root, 'pages/b.yaml', 'b: late\n');
  git(root, 'checkout', '-q', 'main');
  expect(await mergeBranch(root, merged.commit, 'late', 'Late', by)).toEqual({
    ok: false,
    conflicts: ['pages/b.yaml'],
  });
  expect(await mergeBranch(root, live, 'gone', 'Gone', by)).toEqual({ ok: false, missing: true });
  expect(
    await mergeBranch(
      root,
      live,
      'set',
      'Not of it',
      by,
      base.replace(/./, (c) => (c === 'a' ? 'b' : 'a')),
    ),
  ).toEqual({
    ok: false,
    missing: true,
  });
  expect(git(root, 'status', '--porcelain')).toBe('');
});
