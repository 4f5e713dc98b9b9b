/**
 * The pictures the editor shows while a change is being made: the content's public/images/ and, next to it, the
 * pictures not saved yet (staging.ts), found by their address and never outside those folders; and the sizes the
 * preview asks for made from the latter. Used by the local editor (editor/local/plugin.ts) and the team editor (editor/team/server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import send from 'send';
import { defaultCacheDir, variantForUrl } from '../../src/content/images/variants.js';
import { resolveInside } from './diskWrite.js';
import { listStaged, STAGING, stagedPublicDir } from './staging.js';

/** Sends a file found by the editor (by its folder and name: the folders, such as .edit-uploads, may start with a dot). */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  send(req, basename(file), { root: dirname(file), cacheControl: false }).pipe(res);
}

/**
 * The file of a picture address under the content's public/images/, or else (unless `staged` is false) among the
 * pictures not saved yet, when it is one (never outside those folders, never through a link that leads out of them).
 */
export function pictureFile(root: string, url: string, o: { staged?: boolean } = {}): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(url.slice(1));
  } catch {
    return undefined;
  }
  const places: [string, string][] = [[`public/${rel}`, 'public/images']];
  if (o.staged !== false) places.push([`${STAGING}/public/${rel}`, `${STAGING}/public/images`]);
  for (const [path, folder] of places) {
    try {
      const abs = resolveInside(root, path, [folder]);
      if (existsSync(abs) && statSync(abs).isFile()) return abs;
    } catch {
      /* the next folder */
    }
  }
  return undefined;
}

/** A picture variant the preview asks for, made from a picture not saved yet (none when the staging folder is refused). */
export async function stagedVariant(root: string, url: string): Promise<string | undefined> {
  try {
    if (!listStaged(root).length) return undefined;
  } catch {
    return undefined;
  }
  return variantForUrl(url, defaultCacheDir(root), stagedPublicDir(root));
}
