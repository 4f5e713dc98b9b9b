/**
 * The team editor's end-to-end world: a temporary git clone of the content (with a bare repository standing for
 * the live site's), the team editor's data folder with three people, a releases folder with a first release, a
 * self-signed certificate, and Debian's nginx with the two server blocks `npm run team -- host-files` writes: in
 * front of the team editor, and serving the live site from the releases folder's `current`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');
const offset = Number(process.env.PW_PORT_OFFSET ?? 0);
/** nginx's HTTPS port; the team editor listens on the next one, on the loopback only. */
export const httpsPort = 5278 + offset;
export const innerPort = httpsPort + 1;
export const editorUrl = `https://localhost:${httpsPort}`;
export const previewUrl = `https://127.0.0.1:${httpsPort}`;
export const world = join(tmpdir(), `team-editor-e2e-${httpsPort}`);
export const contentRoot = join(world, 'site');
export const liveRepo = join(world, 'live.git');
export const dataDir = join(world, 'data');
/** The live site's releases (settings.releasesDir); nginx serves its `current` on livePort. */
export const releasesDir = join(world, 'releases');
export const livePort = httpsPort + 2;
export const liveUrl = `https://localhost:${livePort}`;
/** nginx's proxy timeout in these tests (the product's block says 120 s): a publish can outlast it. */
export const proxyTimeoutSeconds = 15;
/** While this file exists, each build of the site takes that many seconds longer (its contents), none made ahead. */
export const slowBuildFile = join(world, 'slow-build');

export const people = {
  admin: { name: 'Priya Nair', email: 'priya@firm.test', password: 'admin pass phrase 1', role: 'administrator' },
  editor: { name: 'Asha Rao', email: 'asha@firm.test', password: 'asha likes long words', role: 'editor' },
  publisher: { name: 'Ravi Kumar', email: 'ravi@firm.test', password: 'ravi publishes on time', role: 'publisher' },
} as const;

export const git = (...args: string[]) =>
  execFileSync('git', ['-C', contentRoot, ...args], { encoding: 'utf8' }).trim();

/** Makes the content clone, the live repository and the certificate (the data folder is made by serve.ts). */
export function makeWorld(): void {
  rmSync(world, { recursive: true, force: true });
  mkdirSync(contentRoot, { recursive: true });
  cpSync(join(projectRoot, 'pages'), join(contentRoot, 'pages'), { recursive: true });
  cpSync(join(projectRoot, 'public'), join(contentRoot, 'public'), { recursive: true });
  // The schemas are part of the content's repository, as in the project's own: each change set's worktree has them.
  cpSync(join(projectRoot, 'schema'), join(contentRoot, 'schema'), { recursive: true });
  writeFileSync(join(contentRoot, '.gitignore'), 'node_modules/\n');
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'setup@firm.test');
  git('config', 'user.name', 'Set-up');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as it is');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', liveRepo]);
  git('remote', 'add', 'live', liveRepo);
  git('push', '-q', 'live', 'main');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(world, 'key.pem'),
      '-out',
      join(world, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}
