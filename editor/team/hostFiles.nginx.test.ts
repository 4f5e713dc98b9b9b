/**
 * The nginx configurations `npm run team -- host-files` writes, in Debian's nginx:
 *   - the live site's (liveSiteConf): accepted as it is, serves the release the `current` link names over HTTPS,
 *     and serves the next release as soon as the link is switched, without a reload;
 *   - the editor's (nginxServerBlock): a body larger than the editor takes is refused by nginx itself with the
 *     editor's plain words as JSON (413, never a 502), on the upload address at the picture limit; bodies within
 *     the limits reach the editor whole.
 * Skipped where nginx is not installed (tools/ensure-nginx.sh installs it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConf } from '../../src/build/nginxConf';
import { buildManifest } from '../../src/content/manifest';
import { loadContent } from '../../src/content/load';
import { freePort, projectRoot } from '../../tests/fixtures/teamServer';
import { switchCurrent } from './publishing/liveLink';
import { liveSiteConf, nginxServerBlock } from './hostFiles';
import { checkSettings } from './settings';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
let dir: string;
let port: number;
let editorPort: number;
let nginx: ChildProcess | undefined;
/** The editor's stand-in behind nginx: answers with the number of bytes it received. */
let upstream: Server | undefined;
const host = 'vishwas.example.com';
const editorHost = 'edit.example.com';

function send(
  path: string,
  o: { port?: number; host?: string; method?: string; body?: Buffer } = {},
): Promise<{ status: number; body: string; type?: string }> {
  const name = o.host ?? host;
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: o.port ?? port,
        path,
        method: o.method ?? 'GET',
        servername: name,
        headers: { host: name, ...(o.body ? { 'content-length': o.body.length } : {}) },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
      },
    );
    req.on('error', fail);
    req.end(o.body);
  });
}
const get = async (path: string) => {
  const { status, body } = await send(path);
  return { status, body };
};

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
  editorPort = await freePort();
  const upstreamPort = await freePort();
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.end(JSON.stringify({ bytes })));
  });
  await new Promise<void>((done) => upstream!.listen(upstreamPort, '127.0.0.1', done));
  const editorSettings = checkSettings({
    listen: { host: '127.0.0.1', port: upstreamPort },
    editorUrl: `https://${editorHost}`,
    previewUrl: 'https://preview.example.com',
  });
  const editor = nginxServerBlock(editorSettings, {
    certificate: join(dir, 'cert.pem'),
    key: join(dir, 'key.pem'),
    httpsPort: editorPort,
    httpPort: null,
  });
  const rules = nginxConf(buildManifest(loadContent(projectRoot)), []);
  const site = liveSiteConf(rules, releases, {
    certificate: join(dir, 'cert.pem'),
    key: join(dir, 'key.pem'),
    serverNames: host,
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
    editor,
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
  upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!hasNginx)('serves the current release and the next one as soon as the link is switched', async () => {
  expect(await get('/')).toEqual({ status: 200, body: '<h1>first</h1>' });
  switchCurrent(join(dir, 'releases'), '20261127-130000');
  expect(await get('/')).toEqual({ status: 200, body: '<h1>second</h1>' });
  expect((await get('/_deploy/nginx.conf')).status).toBe(404);
  expect((await get('/releases.json')).status).toBe(404);
});

it.skipIf(!hasNginx)(
  'refuses a body larger than the editor takes with its plain words, passing the rest on whole',
  async () => {
    const to = (path: string, bytes: number) =>
      send(path, { port: editorPort, host: editorHost, method: 'POST', body: Buffer.alloc(bytes, 0x20) });
    const tooLarge = await to('/_edit/api/save', 5 * 1024 * 1024);
    expect([tooLarge.status, tooLarge.type, JSON.parse(tooLarge.body)]).toEqual([
      413,
      'application/json',
      { error: 'Refused: this request is larger than 4 MB, more than any page needs.' },
    ]);
    expect(JSON.parse((await to('/_edit/api/save', 3 * 1024 * 1024)).body)).toEqual({ bytes: 3 * 1024 * 1024 });
    // A picture may be larger than a page's data, up to the picture limit.
    expect(JSON.parse((await to('/_edit/api/upload', 6 * 1024 * 1024)).body)).toEqual({ bytes: 6 * 1024 * 1024 });
    const picture = await to('/_edit/api/upload', 21 * 1024 * 1024);
    expect([picture.status, JSON.parse(picture.body).error]).toEqual([
      413,
      'Refused: the file is larger than 20 MB. Save a smaller copy of the picture and try again.',
    ]);
  },
);
