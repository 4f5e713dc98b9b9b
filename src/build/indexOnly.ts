/**
 * `npm run build -- --index-only <dir>`: (re)makes the search index of a built site in place, for a build made with
 * `--search later`. The index is written beside the old one, then takes its place by renames (pagefind/ is missing
 * only between two renames, never half written); the old one is deleted after.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INPUTS_FILE } from './incremental.js';

/**
 * Indexes the site in `dir` (an output of this build) into dir/pagefind, in parts of at most `partPages` pages (by
 * default searchIndex.ts's); resolves with what it indexed.
 */
export async function indexInPlace(
  dir: string,
  partPages?: number,
): Promise<{ pages: number; records: number; parts: number }> {
  if (!existsSync(join(dir, INPUTS_FILE)) || !existsSync(join(dir, 'index.html')))
    throw new Error(`${dir} is not a site made by this build (no ${INPUTS_FILE} or index.html)`);
  const next = join(dir, `pagefind.next-${process.pid}`);
  const old = join(dir, `pagefind.old-${process.pid}`);
  try {
    const indexed = await (await import('./searchIndex.js')).indexSite(dir, next, partPages);
    const current = join(dir, 'pagefind');
    if (existsSync(current)) renameSync(current, old);
    renameSync(next, current);
    return indexed;
  } finally {
    for (const folder of [next, old]) rmSync(folder, { recursive: true, force: true });
  }
}
