/**
 * Which file of the built folder answers a path, for `npm start`, in the order of the nginx configuration's
 * `try_files`: the page folder's index.html, the file itself, `<path>.html`.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';

export interface FoundFile {
  /** relative to the folder, with "/" */ path: string;
  full: string;
  size: number;
  mtimeMs: number;
}

/**
 * The path of a request target, percent-decoded, dot segments resolved and slashes merged as nginx does; undefined
 * (a 400, as from nginx) for a bad %-escape, a NUL byte or `..` climbing above the folder.
 */
export function normalisePath(target: string): string | undefined {
  let raw = target.split(/[?#]/)[0];
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) raw = new URL(raw).pathname;
    if (!raw.startsWith('/')) return undefined;
    const decoded = decodeURIComponent(raw);
    if (decoded.includes('\0')) return undefined;
    // Relative to the folder ("./…"), a final "." or ".." keeps its slash: /about/. is /about/, as in nginx.
    const path = posix.normalize(`.${decoded.replace(/\/\.\.?$/, '$&/')}`);
    if (path === '..' || path.startsWith('../')) return undefined;
    return path === './' ? '/' : `/${path}`;
  } catch {
    return undefined;
  }
}

/** Host configuration kept beside the pages, never served. */
const PRIVATE = new Set(['_headers', '_redirects', '_deploy']);

/** Dot files and folders anywhere, the host configuration files, and paths no file can have. */
export function isHidden(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return PRIVATE.has(parts[0] ?? '') || parts.some((p) => p.startsWith('.'));
}

/** Errors that mean "no such file here" rather than a fault of the server. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);

/** The file that answers a path from `normalisePath`, or undefined. */
export async function findFile(dir: string, pathname: string): Promise<FoundFile | undefined> {
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [`${pathname}/index.html`, pathname, `${pathname}.html`];
  for (const candidate of candidates) {
    const full = join(dir, candidate);
    try {
      const s = await stat(full);
      if (s.isFile()) return { path: candidate.slice(1), full, size: s.size, mtimeMs: s.mtimeMs };
    } catch (err) {
      if (!MISSING.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  }
  return undefined;
}

/** The nearest 404.html above a path: a collection's own (resources/blog/404.html), else the site's. */
export function nearest404(dir: string, pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = parts.length - 1; i > 0; i--) {
    const candidate = join(dir, ...parts.slice(0, i), '404.html');
    if (existsSync(candidate)) return candidate;
  }
  return join(dir, '404.html');
}
