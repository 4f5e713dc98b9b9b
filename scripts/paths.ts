import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the site is built; SITE_DIST moves it (parallel test runs). */
export const distDir = process.env.SITE_DIST ?? join(projectRoot, 'dist');
