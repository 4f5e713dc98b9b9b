/**
 * Publishing from the editor: which content files changed since the last commit, and committing them with a
 * message (never a push). Runs the `git` program directly (execFile, no shell). A folder that is not a git
 * repository, or a repository in the middle of a merge, rebase, cherry-pick or revert, with unmerged files or
 * without a current branch, is refused before anything is touched: the editor never resets, checks out or stashes.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { PathRefused, resolveInside } from './diskWrite.js';
import { words } from '../contract/words.js';
import { workSignal } from './workSignal.js';
import { type RunnerRun, runnerGit } from './gitRunner.js';
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

/** What stops a commit, from the repository's marker files and whether it has unmerged files; null when nothing does. */
export function conflictOf(
  markers: { merge: boolean; rebase: boolean; cherryPick: boolean; revert: boolean },
  unmerged: boolean,
): string | null {
  if (unmerged) return words.publish.unmerged;
  if (markers.rebase) return words.publish.rebase;
  if (markers.merge) return words.publish.merge;
  if (markers.cherryPick) return words.publish.cherryPick;
  if (markers.revert) return words.publish.revert;
  return null;
}

/** What one git run answered: ok false when it failed, was stopped or could not be started. */
export type Run = RunnerRun;

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
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...by };
  const call = { args: ['-C', root, ...args], env, timeoutMs: GIT_MS, maxBuffer: 16 * 1024 * 1024 };
  const byRunner = runnerGit({ ...call, ...(signal ? { signal } : {}) });
  if (byRunner) return byRunner;
  return new Promise((resolve) => {
    execFile(
      'git',
      call.args,
      {
        encoding: 'utf8',
        maxBuffer: call.maxBuffer,
        timeout: call.timeoutMs,
        killSignal: 'SIGKILL',
        ...(signal ? { signal } : {}),
        env,
      },
      (error, out, err) =>
        resolve({ ok: !error, out: String(out), err: String(err || (error as Error | null)?.message || '') }),
    );
  });
}

/** The repository's branch, or why it has none to commit on (BranchState). */
export type BranchState =
  | { state: 'ready'; branch: string }
  | { state: 'refused'; reason: 'not-git' | 'conflict' | 'detached'; message: string };

/** git's marker files of work half done: a merge, a rebase (either kind), a cherry-pick, a revert. */
const MARKERS = ['MERGE_HEAD', 'rebase-merge', 'rebase-apply', 'CHERRY_PICK_HEAD', 'REVERT_HEAD'];

/**
 * Whether `root` is a repository on a branch with nothing half done (a merge, rebase, cherry-pick or revert, or
 * unmerged files): its branch, or why not. Reads git's index and marker files, never the working files (a status of
 * 10,000 files took most of a publish's first 0.2 s).
 */
export async function branchState(root: string): Promise<BranchState> {
  // Two calls at once (each git process costs a fork of this one); HEAD's file names the branch.
  const [found, listed] = await Promise.all([
    git(root, ['rev-parse', '--is-inside-work-tree', ...[...MARKERS, 'HEAD'].flatMap((m) => ['--git-path', m])]),
    git(root, ['ls-files', '--unmerged', '-z']),
  ]);
  const [inside, ...paths] = found.out.trim().split('\n');
  if (!found.ok || inside !== 'true')
    return { state: 'refused', reason: 'not-git', message: words.publish.notGit(root) };
  const at = (p: string) => (isAbsolute(p) ? p : join(root, p));
  const [merge, rebaseMerge, rebaseApply, cherryPick, revert] = paths
    .slice(0, MARKERS.length)
    .map((p) => existsSync(at(p)));
  const unmerged = listed.out.length > 0;
  const markers = {
    merge: !!merge,
    rebase: !!(rebaseMerge || rebaseApply),
    cherryPick: !!cherryPick,
    revert: !!revert,
  };
  const conflict = conflictOf(markers, unmerged);
  if (conflict) return { state: 'refused', reason: 'conflict', message: words.publish.conflict(conflict) };
  const branch = /^ref: refs\/heads\/(\S+)\s*$/.exec(readHead(at(paths[MARKERS.length] ?? '')))?.[1];
  if (!branch) return { state: 'refused', reason: 'detached', message: words.publish.detached };
  return { state: 'ready', branch };
}

/** The text of git's HEAD file ("ref: refs/heads/<branch>" on a branch, a commit when detached); '' if unread. */
function readHead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The repository's state as the editor sees it: ready to commit (with the changed files), or refused and why. */
export async function gitState(root: string): Promise<GitState> {
  const state = await branchState(root);
  if (state.state === 'refused' && state.reason === 'not-git') return { ...state, files: [] };
  const status = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...PUBLISHED]);
  return { ...state, files: parseStatus(status.out) };
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
