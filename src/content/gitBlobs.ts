/**
 * Git's names for the content files it holds unchanged: in a git work tree, each file under `pages/` whose text is
 * the one git has on record (its stat data unchanged since git wrote or hashed it, as `git status` decides) →
 * its blob id, the hash of that text. The build keys its kept validation results by them too, so a file git
 * vouches for is not read at all (fileChecks.ts, load.ts). A file that is new, changed, in a merge, a link or
 * not under git is absent and read as usual; outside a git work tree (or when git fails) the map is empty.
 */
import { execFileSync } from 'node:child_process';

/** The most bytes git's answers may take: 10,000 files need about 1 MB. */
const MAX_ANSWER = 64 * 1024 * 1024;

const git = (root: string, args: string[]) =>
  execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    maxBuffer: MAX_ANSWER,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** The blob id of each file under `root`/`dir` (as paths relative to root) that git vouches for; see above. */
export function unchangedBlobs(root: string, dir = 'pages'): Map<string, string> {
  const blobs = new Map<string, string>();
  try {
    // Only a work tree whose top is `root`: paths are then relative to root, as the loader's are.
    if (git(root, ['rev-parse', '--show-prefix']).trim() !== '') return blobs;
    // "<mode> <blob> <stage>\t<path>", NUL-ended.
    for (const entry of git(root, ['ls-files', '--stage', '-z', '--', dir]).split('\0')) {
      const m = /^(100644|100755) ([0-9a-f]{40,64}) 0\t(.+)$/s.exec(entry);
      if (m) blobs.set(m[3], m[2]);
    }
    // Files whose text may differ from git's record (changed, deleted, or their stat data changed).
    for (const file of git(root, ['diff-files', '--name-only', '-z', '--', dir]).split('\0')) blobs.delete(file);
  } catch {
    blobs.clear(); // not a git work tree, or no git: every file is read
  }
  return blobs;
}
