/**
 * `npm run build -- --index-only <dir>`: (re)makes the search index of a built site in place, for a build made with
 * `--search later`. The index is written beside the old one (the previous release's, which that build kept: its
 * unchanged parts are linked, searchParts.ts), then takes its place by renames (pagefind/ is missing only between
 * two renames, never half written); the old one is deleted after.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INPUTS_FILE } from './incremental.js';
import type { Indexed } from './searchIndex.js';
import { readSearchParts, removeSearchParts, writeSearchParts } from './searchParts.js';

/**
 * Indexes the site in `dir` (an output of this build) into dir/pagefind, in parts of at most `partPages` pages (by
 * default searchIndex.ts's); resolves with what it indexed.
 */
export async function indexInPlace(dir: string, partPages?: number): Promise<Indexed> {
  if (!existsSync(join(dir, INPUTS_FILE)) || !existsSync(join(dir, 'index.html')))
    throw new Error(`${dir} is not a site made by this build (no ${INPUTS_FILE} or index.html)`);
  const next = join(dir, `pagefind.next-${process.pid}`);
  const old = join(dir, `pagefind.old-${process.pid}`);
  try {
    const current = join(dir, 'pagefind');
    const parts = existsSync(current) ? readSearchParts(dir) : undefined;
    const { indexSite } = await import('./searchIndex.js');
    const indexed = await indexSite(dir, next, partPages, parts && { from: current, parts });
    // The record never names an index it was not made with: gone while the new one takes the old one's place.
    removeSearchParts(dir);
    if (existsSync(current)) renameSync(current, old);
    renameSync(next, current);
    writeSearchParts(dir, indexed.made);
    return indexed;
  } finally {
    for (const folder of [next, old]) rmSync(folder, { recursive: true, force: true });
  }
}
