/**
 * What a server stopped in the middle of git work can leave in the content clone, put right at the next start,
 * before anything else uses git:
 *   - lock files of a git that was stopped (index.lock, HEAD.lock, the refs' locks, in the clone and in each
 *     worktree's own folder): removed once no git could still be finishing with them (they are a few seconds old);
 *   - a merge left half done in a change set's worktree (catching up with the live site): undone. The set's saves
 *     are its commits, untouched; it catches up again after the next publish.
 * Runs `git` directly, no shell; every path comes from git's own folder.
 */
import { type Dirent, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { git } from '../../core/git.js';

/** A lock younger than this may still belong to a git finishing its work (a stopped server's child). */
export const LOCK_STALE_MS = 3_000;

/** The lock files under git's folder `gitDir` (its objects left out: git makes no lock of ours there). */
function locksUnder(gitDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'objects' && depth < 8) walk(path, depth + 1);
      else if (entry.isFile() && entry.name.endsWith('.lock')) found.push(path);
    }
  };
  walk(gitDir, 0);
  return found;
}

/** Puts the content clone at `root` right after a stop (see above); says what it did through `log`. */
export async function repairAfterStop(root: string, log: (line: string) => void = () => undefined): Promise<void> {
  const common = (await git(root, ['rev-parse', '--git-common-dir'])).out.trim();
  if (!common) return;
  const gitDir = isAbsolute(common) ? common : join(root, common);
  for (const lock of locksUnder(gitDir)) {
    for (;;) {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (!existsSync(lock) || age >= LOCK_STALE_MS) break;
      await sleep(Math.min(500, LOCK_STALE_MS - age));
    }
    if (!existsSync(lock)) continue;
    rmSync(lock, { force: true });
    log(`content repository: removed ${lock.slice(gitDir.length + 1)}, left by git work that was stopped`);
  }
  const worktrees = join(gitDir, 'worktrees');
  if (!existsSync(worktrees)) return;
  for (const name of readdirSync(worktrees)) {
    const admin = join(worktrees, name);
    if (!existsSync(join(admin, 'MERGE_HEAD'))) continue;
    let folder: string;
    try {
      folder = dirname(readFileSync(join(admin, 'gitdir'), 'utf8').trim());
    } catch {
      continue;
    }
    if (!existsSync(folder)) continue;
    await git(folder, ['merge', '--abort']);
    log(`content repository: undid a merge left half done in ${folder}`);
  }
}
