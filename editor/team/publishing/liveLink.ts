/**
 * The `current` link in the releases folder, which nginx serves: it names the live release's folder (relative,
 * so the releases folder may move). It is switched by making a new link beside it and renaming that over it, one
 * atomic step: there is never a moment without a `current`.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';

export const CURRENT = 'current';

/** The folder name `current` points to, or null when there is no link yet. */
export function currentSite(dir: string): string | null {
  const link = join(dir, CURRENT);
  try {
    if (!lstatSync(link).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return basename(readlinkSync(link));
}

/** Points `current` at the folder `site` in one step; null removes the link (back to no site at all). */
export function switchCurrent(dir: string, site: string | null): void {
  const link = join(dir, CURRENT);
  if (site === null) {
    rmSync(link, { force: true });
    return;
  }
  const fresh = join(dir, `.${CURRENT}-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(site, fresh);
  try {
    renameSync(fresh, link);
  } catch (e) {
    rmSync(fresh, { force: true });
    throw e;
  }
}
