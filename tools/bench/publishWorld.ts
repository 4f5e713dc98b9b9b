/**
 * The world `npm run bench:publish` measures in, made as the team editor's tests make theirs: a site's content
 * (pages, pictures and schema) committed in a git repository in a temporary folder, the team's data folder
 * (initTeamFiles) with an editor and a publisher, the first release made (a full build, not timed), the team server
 * started in this process as `npm run team` starts it (launchTeamServer), the two people signed in through its
 * sign-in form, and the live release (`<releases>/current`) served over HTTP as nginx would, by a process of its own
 * (src/server/serve.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { openAccounts } from '../../editor/team/accounts/teamAccounts.js';
import { launchTeamServer, publisherFor } from '../../editor/team/launch.js';
import { firstReleaseNow } from '../../editor/team/publishing/firstRelease.js';
import { initTeamFiles, readTeamFiles } from '../../editor/team/settings.js';
import { call, freePort, projectRoot } from '../../tests/fixtures/teamServer.js';
import type { Person } from './teamWorld.js';

export interface PublishWorld {
  /** The team server's port (its API at /_edit/api/). */
  port: number;
  /** The port serving the live release. */
  sitePort: number;
  /** The releases folder (what nginx would serve is its `current`). */
  releases: string;
  editor: Person;
  publisher: Person;
  /** Called at each checkpoint of a job, with its name (`publish:built`…); replaced by the benchmark. */
  onJobPoint: (point: string) => void;
  /** Stops both servers (the folder is removed by the caller). */
  close(): Promise<void>;
}

const PASSWORD = 'bench publish pass phrase 1';
/** The people who take part: e-mail, name, role. */
const PEOPLE = [
  ['editor@firm.test', 'Asha Rao', 'editor'],
  ['publisher@firm.test', 'Pat Kim', 'publisher'],
] as const;
const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];

/**
 * `content` (pages/, and schema/ and public/, copied or linked) made into a git repository at `dir`/site, with the
 * pictures copied and committed as a site's repository holds them (schema/ stays a link, as in the tests' clones).
 */
function commitContent(content: string, dir: string): string {
  const root = join(dir, 'site');
  cpSync(join(content, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(content, 'public'), join(root, 'public'), { recursive: true, dereference: true });
  cpSync(join(content, 'schema'), join(root, 'schema'), { recursive: true, verbatimSymlinks: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...who, ...args], { stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The live site');
  return root;
}

/** Creates the administrator, an editor and a publisher in the data folder's accounts (with PASSWORD). */
async function makePeople(data: string): Promise<void> {
  const { secrets } = readTeamFiles(data);
  const accounts = await openAccounts({
    file: join(data, 'team.db'),
    pepper: secrets.pepper,
    idleMinutes: 600,
    oidc: null,
  });
  try {
    const by = { email: 'admin@firm.test', address: 'bench' };
    const admin = await accounts.people.createFirstAdministrator(
      { email: 'admin@firm.test', name: 'Admin', password: PASSWORD },
      by,
    );
    for (const [email, name, role] of PEOPLE) {
      const { token } = accounts.people.invite({ email, name, role, createdBy: admin.id }, by);
      await accounts.people.acceptInvite(token, { password: PASSWORD }, by);
    }
  } finally {
    accounts.close();
  }
}

/**
 * Signs `email` in through the team server's sign-in form, as a browser does, and opens the editor's page for the
 * session's anti-forgery token (its `edit-token`), which the API calls carry.
 */
async function signIn(port: number, name: string, email: string): Promise<Person> {
  const form = new URLSearchParams({ email, password: PASSWORD }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: `http://localhost:${port}` };
  const signed = await call(port, 'POST', '/_edit/sign-in', headers, form);
  const cookie = signed.cookies
    .find((c) => c.startsWith('edit-session='))
    ?.split(';')[0]
    .slice('edit-session='.length);
  if (signed.status !== 303 || !cookie) throw new Error(`bench:publish: ${email} could not sign in (${signed.status})`);
  const page = await call(port, 'GET', '/_edit', { cookie: `edit-session=${cookie}` });
  const csrf = /<meta name="edit-token" content="([^"]+)"/.exec(page.body)?.[1];
  if (!csrf) throw new Error(`bench:publish: the editor's page for ${email} has no token (${page.status})`);
  return { name, email, cookie, csrf };
}

/**
 * The live release in `dir` served on `port` by `npm start`'s server in a process of its own, as nginx serves it
 * beside the team server (in the team server's process, the page would wait for its event loop).
 */
function liveSiteServer(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'src/server/serve.ts'), '--port', String(port), '--dir', dir],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the live site's server ended (${code}) before it served`)));
  });
}

/**
 * Makes the world for the site at `content` in the empty folder `dir`, and starts its servers; `log` gets the
 * team server's and the publisher's lines, `say` the progress.
 */
export async function openPublishWorld(
  content: string,
  dir: string,
  log: (line: string) => void,
  say: (line: string) => void,
): Promise<PublishWorld> {
  const root = commitContent(content, dir);
  const port = await freePort();
  const data = join(dir, 'data');
  const releases = join(dir, 'releases');
  initTeamFiles(data, {
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
    releasesDir: releases,
  });
  await makePeople(data);
  say('the first release, a full build (not timed)…');
  const started = performance.now();
  const { settings } = readTeamFiles(data);
  await firstReleaseNow(publisherFor({ projectRoot, data }, settings, log), (line) => say(`  ${line.trim()}`));
  say(`first release made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const world = { onJobPoint: (_point: string) => {} };
  const team = await launchTeamServer({ projectRoot, data, log, onJobPoint: (point) => world.onJobPoint(point) });
  let site: ChildProcess | undefined;
  const close = async () => {
    site?.kill();
    await team.close();
  };
  try {
    const sitePort = await freePort();
    site = await liveSiteServer(sitePort, join(releases, 'current'));
    const [editor, publisher] = await Promise.all(PEOPLE.map(([email, name]) => signIn(port, name, email)));
    return Object.assign(world, { port, sitePort, releases, editor, publisher, close });
  } catch (e) {
    await close();
    throw e;
  }
}
