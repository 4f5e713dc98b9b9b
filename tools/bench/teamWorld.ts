/**
 * The world `npm run load:team` measures in: this repository's content (pages, public, schema) copied into a git
 * repository in a temporary folder, the team's accounts with the people asked for, signed in, a real
 * ReleasePublisher with its first release made (so a later publish is an incremental one), and the team server
 * started in this process on a free loopback port; plus a small client for its API as one person.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTeamServer } from '../../editor/team/server.js';
import { checkSettings } from '../../editor/team/settings.js';
import { type Accounts, openAccounts } from '../../editor/team/accounts/teamAccounts.js';
import { ReleasePublisher } from '../../editor/team/publishing/publisher.js';
import { call, freePort, projectRoot } from '../../tests/fixtures/teamServer.js';

/** One signed-in person. */
export interface Person {
  name: string;
  email: string;
  cookie: string;
  csrf: string;
}

/** An API call's answer: its status, its JSON body (or the text when not JSON) and how long it took. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  text: string;
  ms: number;
}

export interface TeamWorld {
  port: number;
  publisher: ReleasePublisher;
  /** The content's page files with a meta.title to change, as `pages/…` paths. */
  pages: string[];
  people: { editors: Person[]; authors: Person[]; publishers: Person[] };
  /** Stops the server and closes the accounts (the folder is removed by the caller). */
  close(): Promise<void>;
}

export interface WorldSize {
  editors: number;
  authors: number;
  publishers: number;
}

const PASSWORD = 'load test pass phrase 1';

/** The content in `dir`/site: pages, public and schema copied, committed on main (the live branch). */
function makeContent(dir: string): string {
  const root = join(dir, 'site');
  mkdirSync(root, { recursive: true });
  for (const part of ['pages', 'public', 'schema'])
    cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'site@firm.test');
  git('config', 'user.name', 'Site');
  git('config', 'commit.gpgsign', 'false');
  git('add', '-A');
  git('commit', '-q', '-m', 'The live site');
  return root;
}

/** The page files whose meta.title is a plain title (not a collection page's pattern), sorted. */
function editablePages(root: string): string[] {
  const listed = execFileSync('git', ['-C', root, 'ls-files', 'pages'], { encoding: 'utf8' }).trim().split('\n');
  return listed
    .filter((file) => file.endsWith('.yaml') && !/\/_[^/]*$/.test(file))
    .filter((file) => {
      const text = execFileSync('git', ['-C', root, 'show', `HEAD:${file}`], { encoding: 'utf8' });
      return /^meta:\n {2}title: [^{\n]+$/m.test(text);
    })
    .sort();
}

/** Makes the accounts with an administrator and the people asked for; signs each one in. */
async function makePeople(accounts: Accounts, size: WorldSize): Promise<TeamWorld['people']> {
  const by = { email: 'admin@firm.test', address: 'load test' };
  const admin = await accounts.people.createFirstAdministrator(
    { email: 'admin@firm.test', name: 'Admin', password: PASSWORD },
    by,
  );
  const make = async (role: 'editor' | 'publisher', kind: string, count: number): Promise<Person[]> => {
    const made: Person[] = [];
    for (let i = 1; i <= count; i++) {
      const name = `${kind} ${i}`;
      const email = `${kind}${i}@firm.test`;
      const { token } = accounts.people.invite({ email, name, role, createdBy: admin.id }, by);
      await accounts.people.acceptInvite(token, { password: PASSWORD }, by);
      const signed = await accounts.signIn(email, PASSWORD, { address: '127.0.0.1' });
      if (!signed.ok) throw new Error(`load:team: ${email} could not sign in`);
      made.push({ name, email, cookie: signed.session.cookie, csrf: signed.session.csrf });
    }
    return made;
  };
  return {
    editors: await make('editor', 'editor', size.editors),
    authors: await make('editor', 'author', size.authors),
    publishers: await make('publisher', 'publisher', size.publishers),
  };
}

/**
 * Makes the world in `dir` and starts the server; `log` gets the server's and the publisher's lines, `say` the
 * script's progress.
 */
export async function openTeamWorld(
  dir: string,
  size: WorldSize,
  log: (line: string) => void,
  say: (line: string) => void,
): Promise<TeamWorld> {
  const root = makeContent(dir);
  const pages = editablePages(root);
  const port = await freePort();
  const settings = checkSettings({
    listen: { host: '127.0.0.1', port },
    editorUrl: `http://localhost:${port}`,
    previewUrl: `http://127.0.0.1:${port}`,
    content: root,
    releasesDir: join(dir, 'releases'),
  });
  const accounts = await openAccounts({
    file: join(dir, 'team.db'),
    pepper: 'p'.repeat(40),
    idleMinutes: 60,
    oidc: null,
  });
  const people = await makePeople(accounts, size);
  const publisher = new ReleasePublisher({
    projectRoot,
    liveRoot: root,
    releasesDir: join(dir, 'releases'),
    remote: null,
    log,
  });
  say('load:team: the first release, a full build (not timed)…');
  const started = performance.now();
  await publisher.publish({ sets: [], by: { name: 'Admin', email: 'admin@firm.test' } });
  await publisher.searchSettled();
  say(`load:team: first release made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { close } = await startTeamServer({
    projectRoot,
    root,
    settings,
    accounts,
    dataDir: join(dir, 'data'),
    publisher,
    log,
  });
  return {
    port,
    publisher,
    pages,
    people,
    close: async () => {
      await close();
      await publisher.searchSettled();
      accounts.close();
    },
  };
}

/** One API call as `who`: `GET` with no body, `POST` with `body` as JSON. */
async function api(port: number, who: Person, method: 'GET' | 'POST', path: string, body?: unknown) {
  const started = performance.now();
  const answer = await call(
    port,
    method,
    `/_edit/api/${path}`,
    {
      cookie: `edit-session=${who.cookie}`,
      'x-edit-token': who.csrf,
      'content-type': 'application/json',
      origin: `http://localhost:${port}`,
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
  const ms = performance.now() - started;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    // Not JSON (a plain error page): the text is kept for the report.
  }
  return { status: answer.status, body: parsed, text: answer.body, ms } satisfies Reply;
}

/** A call answered with an error status: what the run reports before it stops. */
export class CallFailed extends Error {
  override name = 'CallFailed';
}

/** `api`, but an answer other than 200 throws CallFailed naming the person, the call and the answer. */
export async function apiOk(port: number, who: Person, method: 'GET' | 'POST', path: string, body?: unknown) {
  const reply = await api(port, who, method, path, body);
  if (reply.status !== 200)
    throw new CallFailed(
      `${method} ${path} as ${who.email} answered ${reply.status} after ${(reply.ms / 1000).toFixed(2)} s: ${reply.text.slice(0, 500)}`,
    );
  return reply;
}
