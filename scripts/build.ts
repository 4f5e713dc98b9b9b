/**
 * `npm run build [-- --content <dir>] [--out <dir>]`: builds the site into dist/ (scripts/prerender/index.ts), or
 * from the content (pages/, schema/, public/) of another root into another folder. Run bundled by launch.mjs, or
 * through tsx.
 */
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot, distDir } from './paths.js';
import { buildSite } from './prerender/index.js';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const out = arg('--out') ?? distDir;
const self = fileURLToPath(import.meta.url);

buildSite({
  projectRoot, out, outName: out === distDir ? 'dist/' : out,
  contentRoot: arg('--content') ? resolve(arg('--content')!) : projectRoot,
  // The Vite child beside this script, in the same form (.ts from the source, .mjs in the launcher's bundle).
  viteChild: join(dirname(self), 'prerender', `vite${extname(self)}`),
}).then(
  (ok) => process.exit(ok ? 0 : 1),
  (e: unknown) => { console.error(e instanceof Error ? e.stack ?? e.message : e); process.exit(1); },
);
