/**
 * The editor's writes to disk: only inside the folders it may change, whole or not at all. `writeInside` is the one
 * door every write of the editor goes through (saves, new pages, uploaded pictures); the commit checks its paths
 * with `resolveInside`, the same guard.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Refusal } from './refusal.js';

/** A path the editor will not write: outside the allowed folders, or not a plain relative path. */
export class PathRefused extends Refusal {
  override name = 'PathRefused';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(403, `Refused path ${JSON.stringify(path)}: ${reason}`);
  }
}

/** A short content hash of a file's text (sha256, hex), to notice that the file changed on disk since it was opened. */
export function fileVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The absolute path of `relPath` (relative to `root`, with forward slashes) if it lies inside one of the
 * `allowed` folders (relative to root, e.g. `['pages', 'public/images']`), else throws PathRefused: `..`
 * segments, absolute paths, backslashes, NUL, and links whose real path leaves the folder are all refused.
 */
export function resolveInside(root: string, relPath: string, allowed: string[]): string {
  if (relPath === '' || relPath.includes('\0')) throw new PathRefused(relPath, 'empty or contains a NUL character');
  if (relPath.includes('\\')) throw new PathRefused(relPath, 'backslashes are not allowed; use forward slashes');
  if (isAbsolute(relPath) || /^[a-zA-Z]:/.test(relPath))
    throw new PathRefused(relPath, 'absolute paths are not allowed');
  const segments = relPath.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === ''))
    throw new PathRefused(relPath, 'the path has ".", ".." or empty segments');
  const absRoot = resolve(root);
  const target = join(absRoot, ...segments);
  const folder = allowed.map((a) => join(absRoot, a)).find((dir) => isUnder(target, dir));
  if (!folder) throw new PathRefused(relPath, `only files under ${allowed.join(', ')} can be written`);
  const realFolder = existsSync(folder) ? realpathSync(folder) : folder;
  if (!isUnder(realOfNearest(target), realFolder))
    throw new PathRefused(relPath, 'it leads outside its folder through a link');
  return target;
}

function isUnder(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
}

/**
 * The real path of `path`, found through its nearest existing ancestor (the file itself may not exist yet);
 * a dangling link is followed to where it points, since writing through it would create its target.
 */
function realOfNearest(path: string, hops = 0): string {
  if (hops > 40) throw new PathRefused(path, 'too many links');
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) {
    const parent = dirname(path);
    return parent === path ? path : join(realOfNearest(parent, hops), basename(path));
  }
  if (!stat.isSymbolicLink()) return realpathSync(path);
  const folder = realOfNearest(dirname(path), hops + 1);
  return realOfNearest(resolve(folder, readlinkSync(path)), hops + 1);
}

/** The folders the editor writes: content files, and pictures. */
export const PAGES = ['pages'];
export const PICTURES = ['public/images'];

/** A file that `writeInside` was told to create, but that exists already. */
export class FileExists extends Error {
  override name = 'FileExists';
  constructor(readonly path: string) {
    super(`${path} already exists`);
  }
}

/**
 * The single door for the editor's writes: `relPath` is resolved inside `allowed` by resolveInside (links
 * included, through the real path of the deepest existing folder) or refused with PathRefused, its missing
 * folders are made, then the file is written whole: replaced atomically, or with `create` made only when it does
 * not exist yet (FileExists otherwise; never through a link left at that name). Returns the absolute path.
 */
export function writeInside(
  root: string,
  relPath: string,
  allowed: string[],
  content: string | Buffer,
  opts: { create?: boolean } = {},
): string {
  const abs = resolveInside(root, relPath, allowed);
  mkdirSync(dirname(abs), { recursive: true });
  resolveInside(root, relPath, allowed); // again, now that its folders exist: one swapped for a link is refused
  if (!opts.create) {
    writeFileAtomic(abs, content);
    return abs;
  }
  let fd: number;
  try {
    fd = openSync(abs, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExists(relPath);
    throw e;
  }
  try {
    writeSync(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return abs;
}

/** Writes `text` to `absPath` through a temporary file in the same folder and a rename: never a partial file. */
export function writeFileAtomic(absPath: string, text: string | Buffer): void {
  const temp = join(dirname(absPath), `.${basename(absPath)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeSync(fd, typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, absPath);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
