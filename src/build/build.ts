/**
 * `npm run build [-- --content <dir>] [--out <dir>] [--since <previous output> [--prepared <dir>]] [--search later]
 * [--progress]`, `--index-only <dir>`, `--prepare <dir> --since <output>`: one run of the site's build (runBuild.ts
 * says what each option does), then the process ends, 0 when it succeeded. `--serve`: a build server instead, which
 * runs one build per request from the process that started it and keeps the content it has seen between them
 * (buildServer.ts; the team editor's server starts one).
 */
import { runBuild } from './runBuild.js';

// Started by the team editor's server (siteBuild.ts), whose end closes this pipe: a build nobody waits for stops.
if (process.env.SITE_BUILD_STOP_WITH_PARENT === '1') {
  process.stdin.on('end', () => process.exit(1));
  process.stdin.resume();
}

const failed = (e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
};

if (process.argv.includes('--serve')) {
  import('./buildServer.js').then(({ serveBuilds }) => serveBuilds(), failed);
} else {
  runBuild(process.argv.slice(2)).then((ok) => process.exit(ok ? 0 : 1), failed);
}
