/**
 * The content clone's branches brought back from a backup's bundle:
 *   - the bundle is checked (`git bundle verify`) and each branch the description names must be in it at the
 *     commit it says; they are fetched under refs of their own (`refs/restoring/<random>/`), nothing moved yet;
 *   - the live branch (the clone's own, checked out) moves forward to the backup's when the backup's is newer; it is
 *     kept when the clone's already holds the backup's (a newer clone of the project); when both moved apart the
 *     restore is refused before anything changes;
 *   - change sets' branches (`change/<id>`) are set to the backup's: their records in team.db name those commits;
 *     any other branch is made when the clone lacks it and otherwise left as the clone has it.
 */
import { randomBytes } from 'node:crypto';
import { git } from '../../core/git.js';
import { type GitRunFailed, gitRun, LONG_GIT_MS } from './gitRun.js';
import type { Manifest } from './manifest.js';
import { RestoreRefused } from './refused.js';

/** What happened to the live branch. */
export type LiveMove = 'same' | 'moved forward' | 'kept (the project is newer)';

/** Refuses unless `root` is a git clone with the backup's live branch checked out and nothing half done in it. */
export async function checkClone(root: string, manifest: Manifest): Promise<void> {
  const branch = await git(root, ['symbolic-ref', '--short', '-q', 'HEAD']);
  if (!branch.ok)
    throw new RestoreRefused(`${root} is not a git clone on a branch: clone the project there first (git clone …)`);
  const name = branch.out.trim();
  if (name !== manifest.live)
    throw new RestoreRefused(
      `the project is on branch ${name} but the backup's live branch is ${manifest.live}: git checkout ${manifest.live} first`,
    );
}

/** Fetches the backup's branches into refs of their own; returns their prefix (drop it with `dropFetched`). */
export async function fetchBundle(root: string, bundle: string, manifest: Manifest): Promise<string> {
  try {
    await gitRun(root, ['bundle', 'verify', bundle], { limitMs: LONG_GIT_MS });
  } catch (e) {
    throw new RestoreRefused(`the backup's history is damaged (${(e as Error).message})`);
  }
  const heads = new Map(
    (await gitRun(root, ['bundle', 'list-heads', bundle]))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit, ref] = line.split(' ');
        return [ref, commit] as const;
      }),
  );
  for (const b of manifest.branches)
    if (heads.get(`${manifest.refPrefix}${b.name}`) !== b.commit)
      throw new RestoreRefused(`the backup's history does not hold the branch ${b.name} it names`);
  const prefix = `refs/restoring/${randomBytes(6).toString('hex')}/`;
  await gitRun(
    root,
    [
      'fetch',
      '-q',
      '--no-tags',
      bundle,
      ...manifest.branches.map((b) => `${manifest.refPrefix}${b.name}:${prefix}${b.name}`),
    ],
    { limitMs: LONG_GIT_MS },
  );
  return prefix;
}

export async function dropFetched(root: string, prefix: string): Promise<void> {
  const refs = (await gitRun(root, ['for-each-ref', '--format=%(refname)', prefix]).catch(() => ''))
    .split('\n')
    .filter(Boolean);
  if (refs.length) await gitRun(root, ['update-ref', '--stdin'], { input: refs.map((r) => `delete ${r}\n`).join('') });
}

const isAncestor = async (root: string, a: string, b: string) =>
  (await git(root, ['merge-base', '--is-ancestor', a, b])).ok;

/** How the live branch will move; refused when the clone's and the backup's have moved apart. Changes nothing. */
export async function planLive(root: string, manifest: Manifest): Promise<LiveMove> {
  const backup = manifest.branches.find((b) => b.name === manifest.live)?.commit as string;
  const head = (await gitRun(root, ['rev-parse', 'HEAD'])).trim();
  if (head === backup) return 'same';
  if (await isAncestor(root, head, backup)) return 'moved forward';
  if (await isAncestor(root, backup, head)) return 'kept (the project is newer)';
  throw new RestoreRefused(
    `the project's branch ${manifest.live} and the backup's have moved apart: merge them by hand (git merge ${backup}) and restore again`,
  );
}

/** Puts the branches in place (see the top of this file); the live branch as `planLive` said. */
export async function placeBranches(root: string, manifest: Manifest, move: LiveMove): Promise<void> {
  const existing = new Set(
    (await gitRun(root, ['for-each-ref', '--format=%(refname:lstrip=2)', 'refs/heads/'])).split('\n').filter(Boolean),
  );
  // The live branch first: the one step that can still be refused (files changed in the project).
  if (move === 'moved forward') {
    const backup = manifest.branches.find((b) => b.name === manifest.live)?.commit as string;
    try {
      await gitRun(root, ['merge', '--ff-only', '-q', backup]);
    } catch (e) {
      throw new RestoreRefused(
        `the live branch could not move to the backup's (${(e as GitRunFailed).message}): are there changed files in the project?`,
      );
    }
  }
  const lines: string[] = [];
  for (const b of manifest.branches) {
    if (b.name === manifest.live) continue;
    if (b.name.startsWith('change/') || !existing.has(b.name)) lines.push(`update refs/heads/${b.name} ${b.commit}\n`);
  }
  if (lines.length) await gitRun(root, ['update-ref', '--stdin'], { input: lines.join('') });
}
