/**
 * The live site's nginx configuration (liveSiteConf) in Debian's nginx: it is accepted as it is, serves the
 * release the `current` link names over HTTPS, and serves the next release as soon as the link is switched,
 * without a reload. Skipped where nginx is not installed (tools/ensure-nginx.sh installs it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConf } from '../../src/build/nginxConf';
import { buildManifest } from '../../src/content/manifest';
import { loadContent } from '../../src/content/load';
import { freePort, projectRoot } from '../../tests/fixtures/teamServer';
import { switchCurrent } from './publishing/liveLink';
import { liveSiteConf } from './hostFiles';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
let dir: string;
let port: number;
let nginx: ChildProcess | undefined;
const host = 'vishwas.example.com';

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, servername: host, headers: { host }, rejectUnauthorized: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  if (!hasNginx) return;
  dir = mkdtempSync(join(tmpdir(), 'live-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers run as another user
  const releases = join(dir, 'releases');
  for (const [id, text] of [
    ['20261127-120000', 'first'],
    ['20261127-130000', 'second'],
  ]) {
    mkdirSync(join(releases, id), { recursive: true });
    writeFileSync(join(releases, id, 'index.html'), `<h1>${text}</h1>`);
    writeFileSync(join(releases, id, '404.html'), 'not here');
  }
  switchCurrent(releases, '20261127-120000');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  port = await freePort();
  const rules = nginxConf(buildManifest(loadContent(projectRoot)), []);
  const site = liveSiteConf(rules, releases, {
    certificate: join(dir, 'cert.pem'),
    key: join(dir, 'key.pem'),
    httpsPort: port,
    httpPort: null,
  });
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `    ${n}_temp_path ${join(dir, n)};`),
    site,
    '}',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const checked = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration: ${checked.stderr}`);
  nginx = spawn('nginx', args, { stdio: 'ignore' });
  // Until nginx answers (it starts in well under a second; bounded by the hook's time limit).
  for (;;) {
    try {
      await get('/');
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}, 60_000);

afterAll(() => {
  nginx?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!hasNginx)('serves the current release and the next one as soon as the link is switched', async () => {
  expect(await get('/')).toEqual({ status: 200, body: '<h1>first</h1>' });
  switchCurrent(join(dir, 'releases'), '20261127-130000');
  expect(await get('/')).toEqual({ status: 200, body: '<h1>second</h1>' });
  expect((await get('/_deploy/nginx.conf')).status).toBe(404);
  expect((await get('/releases.json')).status).toBe(404);
});
