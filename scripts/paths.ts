import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module that holds package.json (scripts/ when run from the
 * source, node_modules/.cache/scripts/ when run as the launcher's bundle: scripts/launch.mjs).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The project root (the folder holding package.json). */
export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
/** Where the site is built; SITE_DIST moves it (parallel test runs). */
export const distDir = process.env.SITE_DIST ?? join(projectRoot, 'dist');
