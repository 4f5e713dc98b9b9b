/**
 * Publishing from the editor: which content files changed since the last commit, and committing them with a
 * message (never a push). Runs the `git` program directly (execFile, no shell). A folder that is not a git
 * repository, or a repository in the middle of a merge, rebase, cherry-pick or revert, with unmerged files or
 * without a current branch, is refused before anything is touched: the editor never resets, checks out or stashes.
 */
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { PathRefused, resolveInside } from './diskWrite.js';
import { words } from '../contract/words.js';
import { workSignal } from './workSignal.js';
import type { ChangedFile, GitState } from '../contract/editing.js';
import { Refusal } from './refusal.js';

/** The folders whose changes the editor publishes: the pages and the public files (pictures) it writes. */
export const PUBLISHED = ['pages', 'public'];

/** Parses `git status --porcelain=v1 -z` output; unmerged entries (a U, or AA/DD) come out with status U. */
export function parseStatus(output: string): ChangedFile[] {
  const parts = output.split('\0');
  const files: ChangedFile[] = [];
  for (let i = 0; i < parts.length; i++) {
    const entry = parts[i];
    if (entry.length < 4) continue;
    const x = entry[0];
    const y = entry[1];
    const path = entry.slice(3);
    const unmerged = x === 'U' || y === 'U' || (x === 'A' && y === 'A') || (x === 'D' && y === 'D');
    if (unmerged) {
      files.push({ path, status: 'U' });
      continue;
    }
    if (x === 'R' || x === 'C') {
      files.push({ path, status: 'R', from: parts[++i] });
      continue;
    }
    const letter = x === '?' ? '?' : x !== ' ' ? x : y;
    files.push({ path, status: letter === 'C' ? 'A' : letter });
  }
  return files;
}

/** What stops a commit, from the repository's marker files and its changed files; null when nothing does. */
export function conflictOf(
  markers: { merge: boolean; rebase: boolean; cherryPick: boolean; revert: boolean },
  files: ChangedFile[],
): string | null {
  if (files.some((f) => f.status === 'U')) return words.publish.unmerged;
  if (markers.rebase) return words.publish.rebase;
  if (markers.merge) return words.publish.merge;
  if (markers.cherryPick) return words.publish.cherryPick;
  if (markers.revert) return words.publish.revert;
  return null;
}

export interface Run {
  ok: boolean;
  out: string;
  err: string;
}

/** Who a commit is by (the team editor's person); without one, git's own settings decide. */
export interface Author {
  name: string;
  email: string;
}

/** The longest one `git` command may run (a hung lock or a huge repository), then it is stopped. */
export const GIT_MS = 120_000;

/**
 * Runs `git -C root …args` (no shell). It is stopped after GIT_MS, or when the work it runs for is told to stop
 * (workSignal.ts: the repository's queue stops work that runs past its limit); a stopped run answers ok: false.
 */
export function git(root: string, args: string[], author?: Author): Promise<Run> {
  const by = author
    ? {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      }
    : {};
  const signal = workSignal();
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', root, ...args],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
        timeout: GIT_MS,
        killSignal: 'SIGKILL',
        ...(signal ? { signal } : {}),
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...by },
      },
      (error, out, err) =>
        resolve({ ok: !error, out: String(out), err: String(err || (error as Error | null)?.message || '') }),
    );
  });
}

/** The most one `blobTexts` reads: a site's pages, with room to spare (the 10,000-page site's are ~60 MB). */
export const BLOBS_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The texts of the blobs `oids`, in their order, read by one `git cat-file --batch` (however many there are; one
 * `git` a file took seconds for a site of thousands of pages); a blob not found is ''. Null when git failed, ran
 * past GIT_MS or BLOBS_MAX_BYTES, or was stopped as `git` is.
 */
export function blobTexts(root: string, oids: string[]): Promise<string[] | null> {
  if (!oids.length) return Promise.resolve([]);
  const signal = workSignal();
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      ['-C', root, 'cat-file', '--batch'],
      {
        encoding: 'buffer',
        maxBuffer: BLOBS_MAX_BYTES,
        timeout: GIT_MS,
        killSignal: 'SIGKILL',
        ...(signal ? { signal } : {}),
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      },
      (error, out) => resolve(error ? null : splitBatch(out, oids.length)),
    );
    // git gone before it read everything: the callback above answers null.
    child.stdin?.on('error', () => {});
    child.stdin?.end(`${oids.join('\n')}\n`);
  });
}

/** `count` answers of `git cat-file --batch` ("<oid> blob <size>\n<bytes>\n", or "<name> missing\n"); null if cut. */
function splitBatch(out: Buffer, count: number): string[] | null {
  const texts: string[] = [];
  let at = 0;
  while (texts.length < count) {
    const end = out.indexOf(10, at);
    if (end < 0) return null;
    const header = out.toString('utf8', at, end).split(' ');
    at = end + 1;
    if (header.length !== 3) {
      texts.push('');
      continue;
    }
    const size = Number(header[2]);
    if (!Number.isInteger(size) || at + size > out.length) return null;
    texts.push(out.toString('utf8', at, at + size));
    at += size + 1;
  }
  return texts;
}

/** The repository's state as the editor sees it: ready to commit (with the changed files), or refused and why. */
export async function gitState(root: string): Promise<GitState> {
  const inside = await git(root, ['rev-parse', '--is-inside-work-tree']);
  if (!inside.ok || inside.out.trim() !== 'true')
    return { state: 'refused', reason: 'not-git', message: words.publish.notGit(root), files: [] };
  const status = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...PUBLISHED]);
  const all = await git(root, ['status', '--porcelain=v1', '-z']);
  const files = parseStatus(status.out);
  const gitPath = async (name: string) => {
    const p = (await git(root, ['rev-parse', '--git-path', name])).out.trim();
    return existsSync(isAbsolute(p) ? p : join(root, p));
  };
  const markers = {
    merge: await gitPath('MERGE_HEAD'),
    rebase: (await gitPath('rebase-merge')) || (await gitPath('rebase-apply')),
    cherryPick: await gitPath('CHERRY_PICK_HEAD'),
    revert: await gitPath('REVERT_HEAD'),
  };
  const conflict = conflictOf(markers, parseStatus(all.out));
  if (conflict) return { state: 'refused', reason: 'conflict', message: words.publish.conflict(conflict), files };
  const branch = await git(root, ['symbolic-ref', '--short', '-q', 'HEAD']);
  if (!branch.ok) return { state: 'refused', reason: 'detached', message: words.publish.detached, files };
  return { state: 'ready', branch: branch.out.trim(), files };
}

/**
 * Commits every changed file under the published folders with `message`; other staged work is left as it was
 * (the commit names its paths). Refused (422) when a path leads outside the published folders through a link, as
 * every write of the editor is (diskWrite.ts). Returns the new commit's short hash.
 */
export async function commitChanges(
  root: string,
  message: string,
  author?: Author,
): Promise<{ hash: string; files: ChangedFile[] }> {
  const text = message.trim();
  if (!text) throw new Refusal(422, words.publish.needMessage);
  const state = await gitState(root);
  if (state.state === 'refused') throw new Refusal(409, state.message);
  if (!state.files.length) throw new Refusal(422, words.publish.nothing);
  const paths = [...new Set(state.files.flatMap((f) => (f.from ? [f.path, f.from] : [f.path])))];
  const top = (await git(root, ['rev-parse', '--show-toplevel'])).out.trim();
  confinePaths(root, top, paths);
  const added = await git(top, ['add', '-A', '--', ...paths]);
  if (!added.ok) throw new Refusal(500, words.publish.failed(added.err.trim()));
  const committed = await git(top, ['commit', '-m', text, '--', ...paths], author);
  if (!committed.ok) throw new Refusal(500, words.publish.failed((committed.err || committed.out).trim()));
  const hash = (await git(top, ['rev-parse', '--short', 'HEAD'])).out.trim();
  return { hash, files: state.files };
}

/** Each path (relative to the repository's top) resolved by the editor's one guard, inside `root`'s published folders. */
function confinePaths(root: string, top: string, paths: string[]): void {
  const realRoot = realpathSync(root);
  for (const path of paths) {
    const rel = relative(realRoot, join(realpathSync(top), path))
      .split(sep)
      .join('/');
    try {
      resolveInside(root, rel, PUBLISHED);
    } catch (e) {
      if (e instanceof PathRefused) throw new Refusal(422, words.publish.outside(path));
      throw e;
    }
  }
}
