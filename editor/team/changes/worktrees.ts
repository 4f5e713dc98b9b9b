/**
 * The git side of change sets. The content folder stays on the live branch; each change set is a branch
 * `change/<id>` checked out in its own worktree, <dataDir>/worktrees/<id>/, made from the live branch's head.
 * Runs git directly (no shell); ids are checked against an allow-list before they name a branch or a folder.
 * Callers run these one at a time through the repository's queue (queue.ts).
 */
import { words } from '../../contract/words.js';
import { pictureName } from '../../contract/schemaWords.js';
import { type Dirent, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../../core/git.js';
import { describe } from '../../core/files.js';
import { translationOf } from '../../contract/translationStatus.js';
import type { ChangedFile } from '../../contract/changes.js';

/** A change set's id: lower-case letters and digits, as made by newChangeId. */
export const CHANGE_ID = /^[a-z0-9]{6,32}$/;

export class GitFailed extends Error {
  override name = 'GitFailed';
}

async function run(root: string, args: string[]): Promise<string> {
  const r = await git(root, args);
  if (!r.ok) throw new GitFailed(`git ${args[0]}: ${r.err.trim()}`);
  return r.out;
}

export class ChangeRepo {
  private constructor(
    /** The content folder, on the live branch. */
    readonly root: string,
    readonly worktrees: string,
    /** The live branch's name. */
    readonly live: string,
  ) {}

  /** The repository of the content folder `root`; its current branch is the live one. */
  static async open(root: string, dataDir: string): Promise<ChangeRepo> {
    const live = (await git(root, ['symbolic-ref', '--short', '-q', 'HEAD'])).out.trim() || 'main';
    const worktrees = join(dataDir, 'worktrees');
    mkdirSync(worktrees, { recursive: true, mode: 0o700 });
    return new ChangeRepo(root, worktrees, live);
  }

  branchOf(id: string): string {
    if (!CHANGE_ID.test(id)) throw new GitFailed('not a change set id');
    return `change/${id}`;
  }

  /** The folder of the change set's worktree (it may not exist yet). */
  folderOf(id: string): string {
    if (!CHANGE_ID.test(id)) throw new GitFailed('not a change set id');
    return join(this.worktrees, id);
  }

  /** The change set's worktree, made when missing (its branch from the live head when the branch is new too). */
  async ensure(id: string): Promise<string> {
    const folder = this.folderOf(id);
    if (existsSync(join(folder, '.git'))) return folder;
    await git(this.root, ['worktree', 'prune']);
    const branch = this.branchOf(id);
    const known = await git(this.root, ['rev-parse', '--verify', '-q', `refs/heads/${branch}`]);
    await run(
      this.root,
      known.ok ? ['worktree', 'add', '-q', folder, branch] : ['worktree', 'add', '-q', '-b', branch, folder, this.live],
    );
    return folder;
  }

  /**
   * Brings an open change set up to date with what is live (after a publish or a restore), so its person edits
   * and is checked against the live pages: the live branch merged into the set's branch, in its worktree. A set
   * that changes the same lines as what went live is left as it was (its review names the conflict), unless
   * `keepOwn` (a set sent back to be redone): then the set's own lines win where both changed.
   */
  async catchUp(id: string, keepOwn = false): Promise<boolean> {
    const folder = this.folderOf(id);
    if (!existsSync(join(folder, '.git'))) return false;
    const merged = await git(folder, [
      '-c',
      `user.name=${words.changes.system}`,
      '-c',
      'user.email=editor@localhost',
      'merge',
      '-q',
      '--no-edit',
      ...(keepOwn ? ['-X', 'ours'] : []),
      this.live,
    ]);
    if (!merged.ok) await git(folder, ['merge', '--abort']);
    return merged.ok;
  }

  /** The bytes the worktrees take on disk (their files; links are not followed). */
  diskUsed(): number {
    return bytesUnder(this.worktrees);
  }

  /** Removes the worktree (the branch stays: the history of what went live). */
  async remove(id: string): Promise<void> {
    const folder = this.folderOf(id);
    if (existsSync(folder)) await git(this.root, ['worktree', 'remove', '--force', folder]);
    await git(this.root, ['worktree', 'prune']);
  }

  /** The commits several branches are at now, in one call (each git process costs a fork); null for none. */
  async commitsOf(branches: string[]): Promise<(string | null)[]> {
    const refs = branches.map((branch) => `refs/heads/${branch}`);
    const listed = await git(this.root, ['for-each-ref', '--format=%(refname)%00%(objectname)', ...refs]);
    const found = new Map(
      listed.out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\0') as [string, string]),
    );
    return refs.map((ref) => found.get(ref) ?? null);
  }

  /** The commit a branch (or the live branch) is at now; null when it has none. */
  async commitOf(branch: string): Promise<string | null> {
    const r = await git(this.root, ['rev-parse', '--verify', '-q', `refs/heads/${branch}^{commit}`]);
    return r.ok ? r.out.trim() : null;
  }

  /**
   * The files the change set changes against the point it left the live branch (pages/ and public/ only); `at`
   * names the commits to compare (the live branch's and the set's), by default where both are now.
   */
  async changedFiles(id: string, at?: { live: string; set: string }): Promise<ChangedFile[]> {
    const set = at?.set ?? this.branchOf(id);
    const out = await run(this.root, [
      'diff',
      '--name-status',
      '--no-renames',
      '-z',
      `${at?.live ?? this.live}...${set}`,
      '--',
      'pages',
      'public',
    ]);
    const parts = out.split('\0').filter(Boolean);
    const files: ChangedFile[] = [];
    for (let i = 0; i + 1 < parts.length && files.length < 500; i += 2) {
      const status = parts[i];
      const file = parts[i + 1];
      const change = status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed';
      files.push(await this.label(at ?? { live: this.live, set }, file, change));
    }
    return files;
  }

  /** A changed file as people know it: the page's title and address, or the picture's name in words. */
  private async label(
    at: { live: string; set: string },
    file: string,
    change: ChangedFile['change'],
  ): Promise<ChangedFile> {
    if (!file.startsWith('pages/')) return { file, label: pictureName(file), kind: 'picture', change };
    const ref = change === 'removed' ? at.live : at.set;
    const text = (await this.show(ref, file)) ?? '';
    // A translation is named by its English page and its language ("About us, in Kannada"), read at the same version.
    const english = translationOf(file)?.english;
    const others = new Map<string, string | null>();
    if (english) for (const f of [english, 'pages/_site.yaml']) others.set(f, await this.show(ref, f));
    const info = describe(file, text, english ? (f) => others.get(f) ?? null : undefined);
    return {
      file,
      label: info.title,
      kind: info.kind === 'site' ? 'site' : 'page',
      ...(info.route && !info.route.includes('$') ? { route: info.route } : {}),
      change,
    };
  }

  /** A file's text at `ref` (a branch or tree), or null when it has none there. */
  async show(ref: string, file: string): Promise<string | null> {
    const r = await git(this.root, ['cat-file', 'blob', `${ref}:${file}`]);
    return r.ok ? r.out : null;
  }

  /**
   * The change set merged with what is live now (or the two commits `at` names), without touching any folder
   * (git merge-tree): the merged tree, and the files that conflict (none when it merges cleanly).
   */
  async merged(id: string, at?: { live: string; set: string }): Promise<{ tree: string; conflicts: string[] }> {
    const r = await git(this.root, [
      'merge-tree',
      '--write-tree',
      '--name-only',
      '--no-messages',
      at?.live ?? this.live,
      at?.set ?? this.branchOf(id),
    ]);
    const lines = r.out.split('\n').filter(Boolean);
    if (!lines.length) throw new GitFailed(`git merge-tree: ${r.err.trim()}`);
    return { tree: lines[0], conflicts: r.ok ? [] : [...new Set(lines.slice(1))] };
  }
}

/** The size of the files under `dir`, links not followed. */
function bytesUnder(dir: string): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let bytes = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += bytesUnder(path);
    else if (entry.isFile()) bytes += lstatSync(path, { throwIfNoEntry: false })?.size ?? 0;
  }
  return bytes;
}
