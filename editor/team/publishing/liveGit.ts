/**
 * The live branch of the content clone, as publishing changes it: change sets merged in with merge commits by the
 * publisher (in a work folder of its own, a worktree on no branch, so the live branch moves only once the result is
 * live: a fast-forward), an earlier release's content brought back as a new commit on top (history is never
 * rewritten), the branch put back where it was when a later step fails (`reset --keep`: work not committed is
 * kept), and the branch sent to the site's repository (never forced). Runs `git` directly, no shell.
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
  const state = await branchState(root);
  if (state.state === 'refused') throw new LiveGitError(state.message);
  return { branch: state.branch, commit: await must(root, ['rev-parse', 'HEAD']) };
}

export type MergeResult = { ok: true } | { ok: false; missing: true } | { ok: false; conflicts: string[] };

/**
 * Merges the branch (or, given `commit`, that commit of it: the version approved) into what `root` has checked out,
 * with a merge commit by `by`; on a conflict the merge is undone.
 */
export async function mergeBranch(
  root: string,
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
  const merged = await git(root, ['merge', '--no-ff', '--no-edit', '-m', message, target], by);
  if (merged.ok) return { ok: true };
  const unmerged = await git(root, ['diff', '--name-only', '--diff-filter=U', '-z']);
  const conflicts = unmerged.out.split('\0').filter(Boolean);
  await git(root, ['merge', '--abort']);
  return { ok: false, conflicts };
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

/** The commit `root` has checked out. */
export async function headOf(root: string): Promise<string> {
  return must(root, ['rev-parse', 'HEAD']);
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
