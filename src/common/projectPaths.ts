/** Where the project is: its root folder (the one holding package.json) and where the site is built. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `from` holding package.json (this module also runs from launch.mjs's bundle). */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The project root (the folder holding package.json): the one src/build/launch.mjs names when it runs a bundled
 * script (the bundle is kept under node_modules, which may be another checkout's), else the nearest above this file.
 */
export const projectRoot = process.env.SITE_PROJECT_ROOT || findRoot(dirname(fileURLToPath(import.meta.url)));
/** Where the site is built; SITE_DIST moves it (parallel test runs). */
export const distDir = process.env.SITE_DIST ?? join(projectRoot, 'dist');
