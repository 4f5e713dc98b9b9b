/**
 * The record of the live site's releases, <releasesDir>/releases.json: every release (newest first), which one is
 * live and which sites' search is ready. Written whole to a temporary file that is renamed over the old one, so a
 * reader (or a crash) never meets half a file.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Release } from '../../contract/changes.js';

/** A release as kept: the answer's fields and the folder of its site (a restore shows an earlier folder). */
export interface StoredRelease extends Release {
  site: string;
}

export interface ReleasesFile {
  /** Newest first. */
  releases: StoredRelease[];
  live: string | null;
  /** The site folders whose search index is made. */
  searchReady: string[];
}

/** A release's id, and so its folder's name: the UTC date and time it was made, and a number when two share it. */
export const RELEASE_ID = /^\d{8}-\d{6}(-\d{1,4})?$/;

const FILE = 'releases.json';

export function readReleases(dir: string): ReleasesFile {
  const file = join(dir, FILE);
  if (!existsSync(file)) return { releases: [], live: null, searchReady: [] };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleasesFile>;
  return {
    releases: Array.isArray(raw.releases) ? raw.releases.filter((r) => RELEASE_ID.test(String(r?.id))) : [],
    live: typeof raw.live === 'string' ? raw.live : null,
    searchReady: Array.isArray(raw.searchReady) ? raw.searchReady.map(String) : [],
  };
}

export function writeReleases(dir: string, state: ReleasesFile): void {
  const file = join(dir, FILE);
  const part = `${file}.part-${process.pid}`;
  writeFileSync(part, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(part, file);
}

/** A new release id for `now`, unlike any of `taken`. */
export function newReleaseId(now: Date, taken: (id: string) => boolean): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const base = `${stamp.slice(0, 8)}-${stamp.slice(8)}`;
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
