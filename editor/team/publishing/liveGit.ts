/**
 * The live branch of the content clone, as publishing changes it: change sets merged in with merge commits by the
 * publisher (made in the repository alone, their files set out in a work folder of its own, a worktree on no branch, so
 * the live branch moves only once the result is live: a fast-forward), an earlier release's content brought back as a
 * new commit on top (history is never rewritten), the branch put back where it was when a later step fails (`reset
 * --keep`: work not committed is kept), and the branch sent to the site's repository (never forced). Runs `git`
 * directly, no shell.
 */
import { existsSync } from 'node:fs';
import { type Author, branchState, git } from '../../core/git.js';

export class LiveGitError extends Error {
  override name = 'LiveGitError';
}

/** A branch name a change set may have: plain characters, no option, no range, no parent folder. */
export function plainBranch(name: string): boolean {
  return /^[A-Za-z0-9][\w./-]{0,199}$/.test(name) && !name.includes('..') && !name.endsWith('.lock');
}

async function must(root: string, args: string[], author?: Author): Promise<string> {
  const r = await git(root, args, author);
  if (!r.ok) throw new LiveGitError((r.err || r.out).trim());
  return r.out.trim();
}

/** The live branch's name and commit; refuses (LiveGitError, plain words) when the clone is mid-merge or detached. */
export async function liveHead(root: string): Promise<{ branch: string; commit: string }> {
  const [state, head] = await Promise.all([branchState(root), git(root, ['rev-parse', 'HEAD'])]);
  if (state.state === 'refused') throw new LiveGitError(state.message);
  if (!head.ok) throw new LiveGitError(head.err.trim() || 'git rev-parse HEAD failed');
  return { branch: state.branch, commit: head.out.trim() };
}

export type MergeResult =
  | { ok: true; commit: string; tree?: string }
  | { ok: false; missing: true }
  | { ok: false; conflicts: string[] };

/**
 * Merges the branch (or, given `commit`, that commit of it: the version approved) into commit `onto`, with a merge
 * commit by `by`, made in the repository of `root` without touching any work tree (`merge-tree --write-tree`: the
 * files the merge changes only, not every file of a large site); gives that commit and its tree, or `onto` itself when the
 * branch is in it already (nothing to merge). On a conflict nothing is made and the files in conflict are named.
 */
export async function mergeBranch(
  root: string,
  onto: string,
  branch: string,
  message: string,
  by: Author,
  commit?: string,
): Promise<MergeResult> {
  if (!plainBranch(branch)) return { ok: false, missing: true };
  const ref = `refs/heads/${branch}`;
  if (!(await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok)
    return { ok: false, missing: true };
  let target = ref;
  if (commit !== undefined) {
    // Only a commit of that very branch, named in full.
    if (!/^[0-9a-f]{40,64}$/.test(commit)) return { ok: false, missing: true };
    if (!(await git(root, ['merge-base', '--is-ancestor', commit, ref])).ok) return { ok: false, missing: true };
    target = commit;
  }
  if ((await git(root, ['merge-base', '--is-ancestor', target, onto])).ok) return { ok: true, commit: onto };
  // "<tree>\0" then, on a conflict (exit 1), each file in conflict, NUL-ended.
  const merged = await git(root, ['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', onto, target]);
  const [tree = '', ...rest] = merged.out.split('\0');
  if (!/^[0-9a-f]{40,64}$/.test(tree)) return { ok: false, conflicts: [] };
  if (!merged.ok) return { ok: false, conflicts: [...new Set(rest.filter(Boolean))] };
  const made = await mergeCommit(root, tree, [onto, target], message, by);
  return made ? { ok: true, commit: made, tree } : { ok: false, conflicts: [] };
}

/** A merge commit of `tree` (a merge's result, as mergeBranch made it) on `parents`, by `by`; undefined if refused. */
export async function mergeCommit(
  root: string,
  tree: string,
  parents: string[],
  message: string,
  by: Author,
): Promise<string | undefined> {
  const made = await git(root, ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message], by);
  return made.ok ? made.out.trim() : undefined;
}

/**
 * The publishing work folder at `workDir`, a worktree of the content clone `root` on no branch, made when missing,
 * set to `commit` with nothing else in it (a merge left half done, files left over: all gone).
 */
export async function workFolderAt(root: string, workDir: string, commit: string): Promise<void> {
  if (!existsSync(workDir)) {
    await git(root, ['worktree', 'prune']);
    await must(root, ['worktree', 'add', '-q', '--detach', '-f', workDir, commit]);
    return;
  }
  await git(workDir, ['merge', '--abort']);
  // Forced: the index and every tracked file as in `commit` (no `reset --hard` after it: on a 10,000-page site that
  // walked every file once more, 0.1 s); then the files git does not track go.
  await must(workDir, ['checkout', '-q', '--detach', '-f', commit]);
  await must(workDir, ['clean', '-q', '-fdx']);
}

/** Moves the live branch forward to `commit` (and the content clone's files with it); refuses anything but that. */
export async function fastForward(root: string, commit: string): Promise<void> {
  await must(root, ['merge', '--ff-only', '-q', commit]);
}

/** Puts the live branch (and its files) back at `commit`, keeping any work not committed. */
export async function resetTo(root: string, commit: string): Promise<void> {
  await git(root, ['merge', '--abort']);
  await must(root, ['reset', '--keep', commit]);
}

/** A new commit on the live branch whose content is that of `commit` (by `by`); returns it. */
export async function commitContentOf(root: string, commit: string, message: string, by: Author): Promise<string> {
  const tree = await must(root, ['rev-parse', '--verify', `${commit}^{tree}`]);
  const fresh = await must(root, ['commit-tree', tree, '-p', 'HEAD', '-m', message], by);
  // Its parent is HEAD, so this only moves the branch forward and updates the files.
  await must(root, ['merge', '--ff-only', fresh]);
  return fresh;
}

/** Sends the live branch to `remote`'s `branch` (a fast-forward only: no force). */
export async function pushLive(
  root: string,
  liveBranch: string,
  target: { remote: string; branch: string },
): Promise<void> {
  await must(root, ['push', '--porcelain', target.remote, `refs/heads/${liveBranch}:refs/heads/${target.branch}`]);
}
