import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = join(projectRoot, 'dist');
