/**
 * Runs viteBuilds in a child process: started by scripts/build.ts with the options as JSON in argv[2]; sends its
 * parent the message SERVER_BUILT once the server bundle is written, exits 0 when both bundles are written, 1 with
 * the error on stderr otherwise, and stops when its parent goes away.
 */
import { viteBuilds, type ViteBuildOptions } from './viteBuilds.js';
import { SERVER_BUILT } from './assets.js';

process.on('disconnect', () => process.exit(1));
viteBuilds(JSON.parse(process.argv[2]) as ViteBuildOptions, () => process.send?.(SERVER_BUILT)).then(
  () => process.exit(0),
  (e: unknown) => { console.error(e instanceof Error ? e.stack ?? e.message : e); process.exit(1); },
);
