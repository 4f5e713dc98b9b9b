import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitChanges, conflictOf, gitState, parseStatus } from './git.js';

describe('parseStatus', () => {
  it('reads changed, added, deleted, new and renamed files', () => {
    const out = [
      ' M pages/about.yaml',
      'A  public/images/gallery/new.jpg',
      ' D pages/old.yaml',
      '?? public/images/blog/x.webp',
      'R  pages/b.yaml',
      'pages/a.yaml',
      '',
    ].join('\0');
    expect(parseStatus(out)).toEqual([
      { path: 'pages/about.yaml', status: 'M' },
      { path: 'public/images/gallery/new.jpg', status: 'A' },
      { path: 'pages/old.yaml', status: 'D' },
      { path: 'public/images/blog/x.webp', status: '?' },
      { path: 'pages/b.yaml', status: 'R', from: 'pages/a.yaml' },
    ]);
  });

  it('marks unmerged entries', () => {
    expect(parseStatus('UU pages/a.yaml\0AA pages/b.yaml\0DD pages/c.yaml\0').map((f) => f.status)).toEqual([
      'U',
      'U',
      'U',
    ]);
  });

  it('keeps spaces in names', () => {
    expect(parseStatus('?? public/images/my photo.jpg\0')).toEqual([
      { path: 'public/images/my photo.jpg', status: '?' },
    ]);
  });
});

describe('conflictOf', () => {
  const none = { merge: false, rebase: false, cherryPick: false, revert: false };
  it('names what is in progress, unmerged files first', () => {
    expect(conflictOf(none, false)).toBeNull();
    expect(conflictOf({ ...none, merge: true }, false)).toBe('a merge');
    expect(conflictOf({ ...none, rebase: true }, false)).toBe('a rebase');
    expect(conflictOf({ ...none, cherryPick: true }, false)).toBe('a cherry-pick');
    expect(conflictOf({ ...none, revert: true }, false)).toBe('a revert');
    expect(conflictOf({ ...none, merge: true }, true)).toMatch(/unmerged/);
  });
});

describe('gitState and commitChanges', () => {
  let root: string;
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'editor-git-'));
    mkdirSync(join(root, 'pages'));
    mkdirSync(join(root, 'public/images/gallery'), { recursive: true });
    writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n');
    writeFileSync(join(root, 'notes.txt'), 'team notes\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const init = () => {
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'editor@example.com');
    git('config', 'user.name', 'Editor');
    git('add', '-A');
    git('commit', '-q', '-m', 'start');
  };

  it('refuses a folder that is not a git repository, touching nothing', async () => {
    const state = await gitState(root);
    expect(state).toMatchObject({ state: 'refused', reason: 'not-git' });
    await expect(commitChanges(root, 'x')).rejects.toThrow(/not a git repository/);
    expect(readFileSync(join(root, 'pages/about.yaml'), 'utf8')).toBe('route: /about\n');
  });

  it('lists changes under pages/ and public/ only, and commits them with the message', async () => {
    init();
    writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n# changed\n');
    writeFileSync(join(root, 'public/images/gallery/new.jpg'), 'x');
    writeFileSync(join(root, 'notes.txt'), 'changed elsewhere\n');
    const state = await gitState(root);
    expect(state.state).toBe('ready');
    expect(state.files.map((f) => `${f.status} ${f.path}`)).toEqual([
      'M pages/about.yaml',
      '? public/images/gallery/new.jpg',
    ]);
    await expect(commitChanges(root, '   ')).rejects.toThrow(/a note about what changed/);
    const { hash } = await commitChanges(root, 'Update the About page');
    expect(git('log', '-1', '--format=%h %s')).toBe(`${hash} Update the About page`);
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'pages/about.yaml',
      'public/images/gallery/new.jpg',
    ]);
    expect(git('status', '--porcelain')).toBe('M notes.txt');
    await expect(commitChanges(root, 'again')).rejects.toThrow(/Nothing new/);
  });

  it('refuses to commit a link in pages/ that leads outside, committing nothing', async () => {
    init();
    const outside = mkdtempSync(join(tmpdir(), 'editor-git-outside-'));
    try {
      symlinkSync(outside, join(root, 'pages/linkdir'));
      writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n# changed\n');
      const head = git('rev-parse', 'HEAD');
      await expect(commitChanges(root, 'Planted')).rejects.toMatchObject({
        status: 422,
        message: expect.stringMatching(/pages\/linkdir is a link that leads outside/),
      });
      expect(git('rev-parse', 'HEAD')).toBe(head);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses during a merge with conflicts and on a detached HEAD, losing nothing', async () => {
    init();
    git('checkout', '-q', '-b', 'other');
    writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n# other\n');
    git('commit', '-q', '-am', 'other');
    git('checkout', '-q', 'main');
    writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n# main\n');
    git('commit', '-q', '-am', 'main');
    try {
      git('merge', '-q', 'other');
    } catch {
      /* the conflict is the point */
    }
    const conflicted = readFileSync(join(root, 'pages/about.yaml'), 'utf8');
    expect(await gitState(root)).toMatchObject({ state: 'refused', reason: 'conflict' });
    await expect(commitChanges(root, 'x')).rejects.toThrow(/middle of a merge with conflicts/);
    expect(readFileSync(join(root, 'pages/about.yaml'), 'utf8')).toBe(conflicted);
    // Its unmerged files alone (the merge's marker gone) still refuse it.
    const marker = join(root, git('rev-parse', '--git-path', 'MERGE_HEAD'));
    const head = readFileSync(marker, 'utf8');
    rmSync(marker);
    expect(await gitState(root)).toMatchObject({
      state: 'refused',
      reason: 'conflict',
      message: expect.stringMatching(/some files are unmerged/),
    });
    writeFileSync(marker, head);
    git('merge', '--abort');

    git('checkout', '-q', '--detach');
    writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n# detached\n');
    expect(await gitState(root)).toMatchObject({ state: 'refused', reason: 'detached' });
    await expect(commitChanges(root, 'x')).rejects.toThrow(/detached HEAD/);
    expect(git('status', '--porcelain')).toBe('M pages/about.yaml');
  });
});
