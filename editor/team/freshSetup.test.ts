/**
 * The README's "Setting it up on a Debian server, from a fresh clone", followed as a new administrator would: a
 * clone of the repository (committed files only, nothing from a working copy), `npm run team -- init`, then
 * `npm run team -- host-files` with a certificate, and Debian's nginx given the two files it wrote into .team/.
 * It proves that nginx serves the live site (its home page and another page) from the clone's releases/ at once:
 * no team server has run and nobody has approved anything. Were init to make no first release, host-files would
 * write no .team/nginx-live-site.conf and nginx, with no releases/current, would answer 404.
 * Skipped where nginx is not installed (tools/ensure-nginx.sh installs it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { runNginx } from '../../tests/fixtures/nginx';
import { freePort, projectRoot } from '../../tests/fixtures/teamServer';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const siteName = 'www.example.com';
let dir: string;
/** The fresh clone, as /srv/site in the README. */
let site: string;
let httpsPort: number;
let nginx: ReturnType<typeof runNginx> | undefined;
/** What `init` printed. */
let initOutput: string;

/** The environment an administrator's shell has: none of the test runner's variables, no other data folder. */
function adminEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith('VITEST') || ['NODE_ENV', 'TEST', 'TEAM_DATA'].includes(name)) delete env[name];
  return env;
}

/** Runs a command in `cwd` and returns what it printed; a failure throws with all of its output. */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      env: adminEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** `npm run team -- <args>` in the clone, as the README gives it (its arguments in groups, for reading). */
const team = (...args: string[][]) => run('npm', ['run', 'team', '--', ...args.flat()], site);

/** A GET of `path` on the live site through nginx, as a browser asking for https://www.example.com:<port>. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        servername: siteName,
        headers: { host: `${siteName}:${httpsPort}` },
        rejectUnauthorized: false, // the self-signed certificate
      },
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

/** Waits until nginx answers; throws with its error log if it stops or does not answer within 20 s. */
async function nginxAnswering(n: ReturnType<typeof runNginx>): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      await get('/');
      return;
    } catch {
      const log = () => readFileSync(join(n.prefix, 'error.log'), 'utf8');
      if (n.child.exitCode !== null) throw new Error(`nginx stopped:\n${log()}`);
      if (Date.now() > until) throw new Error(`nginx did not answer:\n${log()}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
}

/** A page's title as its YAML in the clone gives it. */
const titleOf = (page: string): string =>
  parse(readFileSync(join(site, 'pages', `${page}.yaml`), 'utf8')).meta.title as string;

beforeAll(async () => {
  if (!hasNginx) return;
  dir = mkdtempSync(join(tmpdir(), 'fresh-setup-'));
  chmodSync(dir, 0o755); // nginx's workers run as another account and must reach releases/ in the clone
  site = join(dir, 'site');
  await run('git', ['clone', '-q', projectRoot, site], dir);
  // In place of the README's `npm install`: the project's own node_modules, linked (the same packages, and the
  // shared build caches in node_modules/.cache, so the first release takes seconds rather than minutes).
  symlinkSync(join(projectRoot, 'node_modules'), join(site, 'node_modules'));

  // 1. Settings, secrets and the live site's first release.
  initOutput = await team(
    ['init', '--editor-url', 'https://edit.example.com', '--preview-url', 'https://preview.example.com'],
    ['--site-url', `https://${siteName}`],
  );

  // 2. nginx's server blocks, with a self-signed certificate for the site's name and ports of this machine's own.
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const req = 'req -x509 -newkey rsa:2048 -nodes -days 1'.split(' ');
  await run('openssl', [...req, '-subj', `/CN=${siteName}`, '-keyout', key, '-out', certificate], dir);
  httpsPort = await freePort();
  const httpPort = await freePort();
  await team(
    ['host-files', '--certificate', certificate, '--key', key, '--user', userInfo().username],
    ['--https-port', String(httpsPort), '--http-port', String(httpPort)],
  );

  // Debian's nginx includes conf.d/*.conf (the live site's) and sites-enabled/* (the editor's) in its http block.
  nginx = runNginx(
    join(dir, 'nginx'),
    [join(site, '.team/nginx-live-site.conf'), join(site, '.team/nginx-site-editor.conf')]
      .map((file) => `    include ${file};`)
      .join('\n'),
  );
  await nginxAnswering(nginx);
}, 240_000);

afterAll(() => {
  nginx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!hasNginx)("init makes the first release in the clone's releases/, with no team server", () => {
  expect(initOutput).toContain(`The live site is in ${join(site, 'releases')}/current.`);
  const live = readlinkSync(join(site, 'releases', 'current'));
  expect(live).toMatch(/^\d{8}-\d{6}$/);
  expect(existsSync(join(site, 'releases', live, 'index.html'))).toBe(true);
  // The team's database (people, change sets, approvals) is made by the server's first start: it never ran.
  expect(existsSync(join(site, '.team', 'team.db'))).toBe(false);
});

it.skipIf(!hasNginx)('nginx serves the live site before anyone approves anything', async () => {
  for (const [path, page] of [
    ['/', 'index'],
    ['/about', 'about'],
  ]) {
    const { status, body } = await get(path);
    expect({ path, status }).toEqual({ path, status: 200 });
    expect(body).toContain('<html lang="en"');
    expect(body).toContain(`<title>${titleOf(page)}`);
  }
});
