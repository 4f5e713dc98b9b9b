/**
 * The local editor's server serves no secret: asked for the team editor's secrets and database, a git folder,
 * environment files, database files, pictures not saved yet or the package manager's records, by any address Vite
 * knows (/@fs/, from the root, with ?raw, ?import or ?url), it refuses; a harmless file beside them is served (so
 * the refusals are the deny list's). And slow headers are cut at its stated limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, projectRoot } from '../../tests/fixtures/teamServer';
import { type LocalEditor, startLocalEditor } from './localServer';

let dir: string;
let editor: LocalEditor;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'local-editor-'));
  // The content folder, laid out as a project with the team editor's data folder inside it (its default place).
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  mkdirSync(join(dir, 'pages'));
  symlinkSync(join(projectRoot, 'schema'), join(dir, 'schema'));
  put('public/readme.txt', 'harmless');
  put('notes.txt', 'harmless too');
  put('.team/secrets.json', '{"pepper":"SECRET-PEPPER"}');
  put('.team/team.db', 'SECRET-DATABASE');
  put('.team/settings.json', '{}');
  put('site.db', 'SECRET-DATABASE');
  put('team.db-wal', 'SECRET-DATABASE');
  put('data.sqlite', 'SECRET-DATABASE');
  put('.env', 'SECRET=1');
  put('.env.production', 'SECRET=1');
  put('.edit-uploads/public/images/x.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('node_modules/.package-lock.json', '{"SECRET":"the packages and their versions"}');
  execFileSync('git', ['init', '-q', dir]);
  editor = await startLocalEditor({
    root: dir,
    projectRoot: dir,
    port: 5990,
    strictPort: false,
    token: 'test-token',
    limits: { headersMs: 500 },
  });
}, 60_000);

afterAll(async () => {
  await editor?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => call(editor.port, 'GET', path, {}, undefined, `127.0.0.1:${editor.port}`);

describe('files the local editor never serves', () => {
  it('serves a harmless file by the same addresses (so what follows is refused by the deny list)', async () => {
    expect((await get(`/@fs${dir}/notes.txt`)).body).toBe('harmless too');
    expect((await get('/notes.txt')).body).toBe('harmless too');
  });

  const secrets = [
    '.team/secrets.json',
    '.team/team.db',
    '.team/settings.json',
    'site.db',
    'team.db-wal',
    'data.sqlite',
    '.env',
    '.env.production',
    '.git/config',
    '.git/HEAD',
    '.edit-uploads/public/images/x.svg',
    'node_modules/.package-lock.json',
  ];
  for (const file of secrets)
    it(`refuses ${file}, however it is asked for`, async () => {
      for (const path of [`/@fs${dir}/${file}`, `/${file}`, `/${file}?raw`, `/${file}?import`, `/${file}?url`]) {
        const answer = await get(path);
        expect([path, answer.status === 200 && !answer.body.includes('<!doctype')]).toEqual([path, false]);
        expect(answer.body).not.toMatch(/SECRET|\[core\]|ref: refs/);
      }
    });
});

describe('connections', () => {
  it('cuts a connection whose headers come too slowly at the stated limit', async () => {
    const socket = connect(editor.port, '127.0.0.1');
    const started = Date.now();
    socket.write(`GET /_edit HTTP/1.1\r\nHost: localhost:${editor.port}\r\n`);
    const drip = setInterval(() => socket.writable && socket.write('X'), 100);
    const answer = await new Promise<string>((done) => {
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('close', () => done(text));
      socket.on('error', () => undefined);
    });
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);
});
