/**
 * A prepared tree: the page files of a previous output (the HTML files its record lists and its page data under
 * _data/), linked into a folder of their own ahead of the next build, with a stamp naming that output. On a large
 * site most of an incremental build's time is making a folder and a link for each unchanged page; made beforehand
 * (the team editor's server runs `build --prepare <dir> --since <live output>` after each release, in the
 * background), that work is no longer between a person's click and the live page.
 *
 * A build given `--prepared <dir>` beside `--since <output>` starts from that folder when its stamp names the same
 * output (the same folder, the same record) and removes from it the pages it renders anew or no longer has; any other
 * folder is left as it is and the build links the pages itself. The files are hard links to the previous output's:
 * nothing ever writes into one (a page rendered anew is unlinked first, then written as a new file).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { INPUTS_FILE, linkFile } from './incremental.js';

/** The stamp's file inside a prepared folder; the build removes it before anything else is written. */
const STAMP = '_deploy/prepared-from.json';

interface Stamp {
  /** The previous output's folder, its links resolved. */
  since: string;
  /** The hash of its record (INPUTS_FILE). */
  record: string;
  /** The page files the tree holds (those of the record's list the output has), so a build need not list them. */
  files?: string[];
}

const stampOf = (since: string): Stamp => ({
  since: realpathSync(since),
  record: createHash('sha256')
    .update(readFileSync(join(since, INPUTS_FILE)))
    .digest('hex'),
});

/**
 * The page files of the output in `since`: the HTML files its record lists and the page data under _data/. A listed
 * file may be missing from it.
 */
function pageFilesOf(since: string): string[] {
  const record = JSON.parse(readFileSync(join(since, INPUTS_FILE), 'utf8')) as { pages?: Record<string, string> };
  const html = Object.keys(record.pages ?? {});
  const data = existsSync(join(since, '_data'))
    ? readdirSync(join(since, '_data'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(since, join(entry.parentPath, entry.name)))
    : [];
  return [...html, ...data];
}

/**
 * Makes `dir` the prepared tree of the output in `since` (replacing what is there): linked into a folder beside it
 * and renamed into place with its stamp, so `dir` is whole or absent. Gives the number of files linked.
 */
export function prepareTree(since: string, dir: string): number {
  const parent = dirname(dir);
  const part = `${basename(dir)}.part-`;
  // What a stopped preparation left.
  for (const name of readdirSync(parent)) {
    if (name.startsWith(part)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const building = join(parent, `${part}${process.pid}`);
  const listed = pageFilesOf(since);
  const files = listed.filter((file) => existsSync(join(since, file)));
  const made = new Set<string>();
  for (const file of files) linkFile(since, building, file, made);
  mkdirSync(join(building, dirname(STAMP)), { recursive: true });
  const stamp: Stamp = { ...stampOf(since), files };
  writeFileSync(join(building, STAMP), JSON.stringify(stamp));
  if (existsSync(dir)) {
    const old = join(parent, `${part}old-${process.pid}`);
    renameSync(dir, old);
    renameSync(building, dir);
    rmSync(old, { recursive: true, force: true });
  } else renameSync(building, dir);
  return files.length;
}

/** A path relative to a tree that stays inside it. */
const insideTree = (file: unknown): file is string =>
  typeof file === 'string' && file !== '' && !file.startsWith('/') && !/(^|\/)\.\.(\/|$)/.test(file);

/**
 * Takes the prepared tree `dir` as the build's output folder `out` when its stamp names the output in `since`:
 * renamed to `out`, its stamp removed. Gives the page files it holds (exactly), or undefined (then `dir` is left as it was and
 * `out` not made).
 */
export function takePrepared(dir: string, since: string, out: string): Set<string> | undefined {
  let files: unknown;
  try {
    const stamp = JSON.parse(readFileSync(join(dir, STAMP), 'utf8')) as Stamp;
    const now = stampOf(since);
    if (stamp.since !== now.since || stamp.record !== now.record) return undefined;
    files = stamp.files;
    // A stamp of older code, or naming a file outside the tree: its folder is left as it is.
    if (!Array.isArray(files) || !files.every(insideTree)) return undefined;
    renameSync(dir, out);
  } catch {
    return undefined; // no stamp, another output, or on another disk
  }
  unlinkSync(join(out, STAMP));
  return new Set(files as string[]);
}

/**
 * Removes from the taken tree in `out` each of its page files (`held`) not in `keep`, and the folders that leaves
 * empty, so `out` holds exactly the reused pages, as if they had been linked one by one.
 */
export function trimPrepared(out: string, held: Set<string>, keep: Set<string>): void {
  for (const file of held) {
    if (keep.has(file)) continue;
    try {
      unlinkSync(join(out, file));
    } catch {
      continue; // listed in the record, but the previous output did not have it
    }
    for (let folder = dirname(join(out, file)); folder !== out; folder = dirname(folder)) {
      try {
        rmdirSync(folder);
      } catch {
        break; // not empty
      }
    }
  }
}
