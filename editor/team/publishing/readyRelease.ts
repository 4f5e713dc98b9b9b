/**
 * A release made ready ahead of its approval. When a review finds a change set clean, the publisher builds, in the
 * background, what approving that version would make live (the set merged onto the live branch's commit, built
 * from the live site) into the folder READY of the releases folder, and only then writes beside it a stamp naming
 * what it was made from. An approval of that very version, with the live branch, the live site and the code all as
 * the stamp says, takes the folder as its release instead of building: from the click, the publish costs the switch,
 * whatever the site's size.
 *
 * The folder is never served and never a release until taken. Anything else (a stamp that does not match, a folder
 * without its stamp, a build stopped half way) is removed: by the publisher when it makes or skips one, and by its
 * clean-up after a stop (every name starting with READY).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The ready release's folder in the releases folder; its stamp is READY + '.json'. */
export const READY = '.ready';

/** What a ready release was made from: all four must be as they are at the approval for it to be taken. */
export interface ReadyStamp {
  /** The live branch's commit. */
  live: string;
  /** The change set's commit (the version approved). */
  set: string;
  /** The live site's folder it was built from (incremental builds reuse its pages). */
  site: string;
  /** The code's fingerprint (src/common/codeFingerprint.ts). */
  code: string;
  /** The merge's tree (not matched: the same two commits merge to it), so the approval only makes the commit. */
  tree?: string;
}

const stampFile = (dir: string) => join(dir, `${READY}.json`);

function stampOf(dir: string): ReadyStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(dir), 'utf8')) as Partial<ReadyStamp> | null;
    const fields = ['live', 'set', 'site', 'code'] as const;
    if (!stamp || !fields.every((f) => typeof stamp[f] === 'string')) return undefined;
    if (stamp.tree !== undefined && !/^[0-9a-f]{40,64}$/.test(String(stamp.tree))) return undefined;
    return stamp as ReadyStamp;
  } catch {
    return undefined;
  }
}

/** The stamp of the ready release in the releases folder `dir` when it was made from `wanted`; else undefined. */
export function readyFrom(dir: string, wanted: ReadyStamp): ReadyStamp | undefined {
  const stamp = stampOf(dir);
  const same =
    stamp !== undefined &&
    stamp.live === wanted.live &&
    stamp.set === wanted.set &&
    stamp.site === wanted.site &&
    stamp.code === wanted.code &&
    existsSync(join(dir, READY, 'index.html'));
  return same ? stamp : undefined;
}

/** Marks the folder READY, just built from `stamp`, as ready (written last: a stop before it leaves no stamp). */
export function markReady(dir: string, stamp: ReadyStamp): void {
  writeFileSync(stampFile(dir), JSON.stringify(stamp));
}

/**
 * Takes the ready release (found by readyFrom) as the release folder `out`: true when taken (the stamp goes first,
 * so a stop in between leaves a folder without a stamp, which is never taken).
 */
export function takeReady(dir: string, out: string): boolean {
  unmarkReady(dir);
  try {
    renameSync(join(dir, READY), out);
  } catch {
    return false;
  }
  return true;
}

/** Removes the stamp: what is in READY is no longer taken by anyone. */
export function unmarkReady(dir: string): void {
  rmSync(stampFile(dir), { force: true });
}
