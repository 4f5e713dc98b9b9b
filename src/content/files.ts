/**
 * Files on disk as content loading reads them: walks that survive any entry (dangling or looping links, folders linked
 * back to themselves), and content files read as text or explained as unreadable, never thrown.
 */
import { closeSync, fstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files under root/`rel`, symbolic links followed, as paths relative to root with forward slashes, by name.
 * A link that leads nowhere or round in a circle is listed as a file (its reader says what is wrong with it); a
 * folder reached again through a link is walked once. `hidden: false` leaves out names starting with a dot
 * (editors' lock and backup files, such as Emacs's `.#about.yaml` link).
 */
export function filesUnder(
  root: string,
  rel = '',
  opts: { hidden?: boolean } = {},
  seen = new Set<string>(),
): string[] {
  const dir = join(root, rel);
  try {
    seen.add(realpathSync(dir));
  } catch {
    /* walked as it is */
  }
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      if (opts.hidden === false && entry.name.startsWith('.')) return [];
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, file, opts, seen);
      if (!entry.isSymbolicLink()) return [file];
      let real: string;
      try {
        if (!statSync(join(root, file)).isDirectory()) return [file];
        real = realpathSync(join(root, file));
      } catch {
        return [file];
      }
      return seen.has(real) ? [] : filesUnder(root, file, opts, seen);
    });
}

/** The largest content file read: the largest page is about 100 kB; a bigger file is a mistake, not content. */
export const MAX_CONTENT_BYTES = 5 * 1024 * 1024;

/** A content file that cannot be read as text: what is wrong, and how to fix it, in plain words. */
export interface Unreadable {
  message: string;
  hint: string;
}

/** A content file's text, or why it has none. */
export type ContentText = string | Unreadable;

const WHY: Record<string, [string, string]> = {
  ENOENT: ['the file is a link to something that does not exist', 'Delete the link, or point it at a page file.'],
  ELOOP: ['the file is a link that leads round in a circle', 'Delete the link, or point it at a page file.'],
  EACCES: ['the file cannot be opened (no permission)', 'Give yourself permission to read it, or delete it.'],
  EISDIR: ['this is a folder, not a file', 'Rename the folder so that its name does not end in .yaml.'],
};

/**
 * Reads one content file as UTF-8 text, or says why it cannot: a dangling or looping link, something that is not
 * a plain file (a folder, a pipe), a file over MAX_CONTENT_BYTES, or one that is not text (NUL bytes, invalid
 * UTF-8: a picture or a program's file). Never throws, never blocks on a pipe, never reads more than the limit.
 */
export function readContentText(path: string): ContentText {
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile())
      return unreadable(['this is not a plain file', 'Delete it, or replace it with a page file.']);
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size > MAX_CONTENT_BYTES) return tooLarge();
    const bytes = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return textOf(bytes.subarray(0, read));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return unreadable(
      WHY[code] ?? [`the file cannot be read (${code || 'unknown error'})`, 'Check the file, or delete it.'],
    );
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Why a file over MAX_CONTENT_BYTES is not read. */
export function tooLarge(): Unreadable {
  return unreadable([
    `the file is larger than ${MAX_CONTENT_BYTES / 1024 / 1024} MB, more than any page needs`,
    'Split it into several pages, or delete it.',
  ]);
}

function unreadable([message, hint]: [string, string]): Unreadable {
  return { message, hint };
}

/** A content file's bytes as text, or why they are not (NUL bytes, invalid UTF-8: a picture or a program's file). */
export function textOf(bytes: Buffer): ContentText {
  const notText = unreadable([
    "the file is not text (it may be a picture or another program's file)",
    'Delete it, or save it as text.',
  ]);
  if (bytes.includes(0)) return notText;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return notText;
  }
}
