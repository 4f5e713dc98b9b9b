/**
 * Playwright web server: Debian's nginx (tools/ensure-nginx.sh installs it) serving the built dist/ with the
 * configuration the build generated (dist/_deploy/nginx.conf), on a local port (ports.ts), as an unprivileged
 * user would run it: its own prefix, pid, error log and temporary folders in a temporary folder, no access log,
 * in the foreground. Only the generated file's `listen` and `root` lines are changed.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir } from '../../src/common/projectPaths';
import { ports } from './ports';
import { runNginx } from '../fixtures/nginx';

/** The generated server block with this port and folder in place of the lines marked "# change". */
export function localServerBlock(generated: string, port: number, root: string): string {
  const out = generated
    .replace(/^(\s*)listen .*# change$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*# change.*$/m, `$1root ${root};`);
  if (out === generated || !out.includes(`root ${root};`))
    throw new Error('nginx.conf: the "listen" or "root" line marked "# change" is missing');
  return out;
}

export function startNginx(port: number, root: string) {
  const block = localServerBlock(readFileSync(join(root, '_deploy/nginx.conf'), 'utf8'), port, root);
  return runNginx(join(tmpdir(), `site-nginx-${port}`), block);
}

if (process.argv[1]?.endsWith('nginx-site.ts')) {
  const root = process.env.SITE_DIST ?? distDir;
  const nginx = startNginx(ports.nginx, root);
  nginx.child.on('exit', (code) => {
    console.error(`nginx exited (${code}); its log: ${join(nginx.prefix, 'error.log')}`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      nginx.child.removeAllListeners('exit');
      nginx.stop();
      process.exit(0);
    });
  console.log(`nginx serving ${root} on http://localhost:${ports.nginx}`);
}
