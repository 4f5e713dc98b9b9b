/**
 * Pictures not saved yet. An uploaded picture belongs to the unsaved change of the page it was uploaded for: it is
 * kept in the content root's `.edit-uploads/` (ignored by git, by a `.gitignore` of its own, and outside public/, so
 * no build or site serves it) until that page is saved, then moved to public/images/, or dropped with the change.
 *
 *   .edit-uploads/public/images/<area>/<name>   the picture, laid out as it will be under public/ (the validator and
 *                                                the preview read it there: loadContent's `staged`, pictureFiles.ts)
 *   .edit-uploads/owners/images/<area>/<name>   the content file it was uploaded for (text)
 *
 * A name is chosen free both here and in public/images/ (and, in the team editor, in every other change set: one
 * address never names two different files), so the address the draft holds is the one it will have.
 * Requests never name a staged file: the server lists its own folder and matches the saved text against it. Every
 * write goes through writeInside, every removal through resolveInside; a staging folder that is a link is refused.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { FileExists, PathRefused, PICTURES, resolveInside, writeInside } from './diskWrite.js';
import { folderName, inspectUpload, MAX_UPLOAD_BYTES, type Picture, safeBaseName, UploadRefused } from './upload.js';
import { words } from '../contract/words.js';

/** The staging folder, relative to the content root. */
export const STAGING = '.edit-uploads';
const STAGED_PICTURES = [`${STAGING}/public/images`];
const OWNERS = [`${STAGING}/owners`];
/** Staged pictures older than this are dropped when the editor starts (a draft left that long is abandoned). */
export const STAGED_DAYS = 7;

/** The folder laid out as public/ that holds the staged pictures (loadContent's `staged`). */
export function stagedPublicDir(root: string): string {
  return join(root, STAGING, 'public');
}

export interface StagedPicture {
  /** The address the pages name, e.g. /images/gallery/team-photo.jpg. */
  src: string;
  /** The content file it was uploaded for ('' when unknown). */
  owner: string;
  /** When it was staged (ms since 1970). */
  time: number;
  bytes: number;
}

/** True when the staging folders are plain folders (or not made yet); a link or a file in their place is refused. */
function stagingFolders(root: string, make: boolean): boolean {
  for (const part of [STAGING, `${STAGING}/public`, `${STAGING}/public/images`, `${STAGING}/owners`]) {
    const abs = join(root, part);
    const stat = lstatSync(abs, { throwIfNoEntry: false });
    if (!stat) {
      if (!make) return false;
      mkdirSync(abs, { recursive: true });
      continue;
    }
    if (stat.isSymbolicLink() || !stat.isDirectory())
      throw new PathRefused(part, 'the folder for pictures not saved yet must be a plain folder');
  }
  if (make && !lstatSync(join(root, STAGING, '.gitignore'), { throwIfNoEntry: false }))
    writeInside(
      root,
      `${STAGING}/.gitignore`,
      [STAGING],
      '# Pictures not saved yet (the editor): never committed.\n*\n',
    );
  return true;
}

/** True when `rel` (relative to the root) names anything, a dangling link included. */
function taken(root: string, rel: string): boolean {
  return lstatSync(join(root, rel), { throwIfNoEntry: false }) !== undefined;
}

/**
 * Stages an accepted picture for `owner` (a content file) as images/<area>/<name>.<ext>, choosing name-2, name-3...
 * when the name is taken here, in public/images/ or, by `takenElsewhere`, outside this folder (created exclusively:
 * two uploads at once never share a name). Refused (PathRefused) when its place in public/images/ would be.
 */
export function stagePicture(
  root: string,
  owner: string,
  area: string,
  originalName: string,
  bytes: Buffer,
  picture: Picture,
  takenElsewhere: (src: string) => boolean = () => false,
): { src: string; width?: number; height?: number } {
  const folder = folderName(area);
  const base = safeBaseName(originalName);
  resolveInside(root, `public/images/${folder}/${base}.${picture.extension}`, PICTURES);
  stagingFolders(root, true);
  for (let n = 1; n < 10_000; n++) {
    const rel = `images/${folder}/${base}${n === 1 ? '' : `-${n}`}.${picture.extension}`;
    if (taken(root, `public/${rel}`) || takenElsewhere(`/${rel}`)) continue;
    try {
      writeInside(root, `${STAGING}/public/${rel}`, STAGED_PICTURES, bytes, { create: true });
    } catch (e) {
      if (e instanceof FileExists) continue;
      throw e;
    }
    writeInside(root, `${STAGING}/owners/${rel}`, OWNERS, owner);
    return { src: `/${rel}`, width: picture.width, height: picture.height };
  }
  throw new UploadRefused(409, words.server.pathRefused);
}

function walk(dir: string, rel: string): string[] {
  let names: Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  // Plain files and folders only: a link is never listed, so never moved.
  return names.flatMap((d) => {
    const path = `${rel}/${d.name}`;
    if (d.isDirectory()) return walk(join(dir, d.name), path);
    return d.isFile() ? [path] : [];
  });
}

/** Every staged picture, by address. */
export function listStaged(root: string): StagedPicture[] {
  if (!stagingFolders(root, false)) return [];
  return walk(join(root, STAGING, 'public/images'), '/images')
    .sort()
    .map((src) => {
      const stat = lstatSync(join(root, STAGING, 'public', src));
      let owner = '';
      try {
        owner = readFileSync(join(root, STAGING, 'owners', src), 'utf8');
      } catch {
        /* unknown */
      }
      return { src, owner, time: stat.mtimeMs, bytes: stat.size };
    });
}

/** The staged pictures a content file's text names (a plain text search, as media.ts finds a picture's pages). */
export function stagedIn(root: string, text: string): StagedPicture[] {
  return listStaged(root).filter((p) => text.includes(p.src));
}

/**
 * Puts staged pictures in their place under public/images/ (each checked again by its bytes, created exclusively),
 * all or none: when one cannot be placed, those placed are removed again and the reason thrown (a picture of that
 * name added to the site meanwhile: UploadRefused 409). Returns the files written; the staged copies stay until
 * `dropStaged`.
 */
export async function placeStaged(root: string, pictures: StagedPicture[]): Promise<string[]> {
  const placed: string[] = [];
  try {
    for (const { src } of pictures) {
      const from = resolveInside(root, `${STAGING}/public${src}`, STAGED_PICTURES);
      const stat = lstatSync(from);
      if (!stat.isFile()) throw new PathRefused(src, 'a picture not saved yet must be a plain file');
      if (stat.size > MAX_UPLOAD_BYTES)
        throw new UploadRefused(413, words.server.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
      const bytes = readFileSync(from);
      await inspectUpload(bytes);
      try {
        writeInside(root, `public${src}`, PICTURES, bytes, { create: true });
      } catch (e) {
        if (e instanceof FileExists) throw new UploadRefused(409, words.pictures.nameTaken(src));
        throw e;
      }
      placed.push(`public${src}`);
    }
  } catch (e) {
    unplace(root, placed);
    throw e;
  }
  return placed;
}

/** Removes pictures `placeStaged` wrote (a save that failed after placing them). */
export function unplace(root: string, placed: string[]): void {
  for (const rel of placed) rmSync(resolveInside(root, rel, PICTURES), { force: true });
}

/** Removes staged pictures and their owner records. */
export function dropStaged(root: string, pictures: Pick<StagedPicture, 'src'>[]): void {
  for (const { src } of pictures) {
    rmSync(resolveInside(root, `${STAGING}/public${src}`, STAGED_PICTURES), { force: true });
    rmSync(resolveInside(root, `${STAGING}/owners${src}`, OWNERS), { force: true });
  }
}

/** Removes the staged pictures uploaded for `owner` (its change was discarded or saved); returns how many. */
export function dropOwnedBy(root: string, owner: string): number {
  const mine = listStaged(root).filter((p) => p.owner === owner);
  dropStaged(root, mine);
  return mine.length;
}

/** Removes staged pictures older than `days` (when the editor starts); a refused staging folder is left alone. */
export function dropOld(root: string, days = STAGED_DAYS, now = Date.now()): number {
  try {
    const old = listStaged(root).filter((p) => now - p.time > days * 24 * 60 * 60 * 1000);
    dropStaged(root, old);
    return old.length;
  } catch {
    return 0;
  }
}
