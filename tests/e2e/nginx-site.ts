/**
 * Playwright web server: Debian's nginx (tools/ensure-nginx.sh installs it) serving the built dist/ with the
 * configuration the build generated (dist/_deploy/nginx.conf), on a local port (ports.ts), as an unprivileged
 * user would run it: its own prefix, pid, error log and temporary folders in a temporary folder, no access log,
 * in the foreground. Only the generated file's `listen` and `root` lines are changed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir } from '../../src/build/paths';
import { ports } from './ports';

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
  const prefix = join(tmpdir(), `site-nginx-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const temp = (name: string) => `${name} ${join(prefix, name.replace(/_path$/, ''))};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      '    sendfile on;',
      ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(
        (n) => `    ${temp(n)}`,
      ),
      localServerBlock(readFileSync(join(root, '_deploy/nginx.conf'), 'utf8'), port, root),
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  return { child, stop, prefix };
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
