/**
 * The server's side of backups: the control socket (owner-only, one request and nothing else, bounded, a client
 * that leaves has its moment dropped, a socket left by a stopped server replaced, anything else at its place left
 * alone) and the moment taken between two turns of the write queue, never while a publish is in progress.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { serialQueue } from '../changes/queue';
import { askForMoment, socketAnswers } from './askServer';
import { momentBetweenTurns } from './betweenTurns';
import { socketPath, startControlSocket } from './controlSocket';
import { readMoment } from './moment';
import type { PublishingWatch } from './publishingWatch';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'team-control-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sends `text` to the socket and answers what comes back before it closes. */
function exchange(path: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let answer = '';
    socket.on('connect', () => socket.write(text));
    socket.on('data', (c: Buffer) => {
      answer += c.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const TOKEN = '1700000000000-0123456789ab';

describe('the control socket', () => {
  it('is owner-only and answers the one request it knows, nothing else', async () => {
    const data = mkdtempSync(join(dir, 'data-'));
    const control = await startControlSocket({
      dataDir: data,
      snapshot: async () => TOKEN,
      drop: async () => undefined,
      answering: socketAnswers,
    });
    try {
      expect(statSync(socketPath(data)).mode & 0o777).toBe(0o600);
      expect(await askForMoment(data, 5000)).toBe(TOKEN);
      expect(JSON.parse(await exchange(socketPath(data), 'delete everything\n'))).toEqual({ error: 'unknown request' });
      expect(JSON.parse(await exchange(socketPath(data), 'x'.repeat(200)))).toEqual({ error: 'unknown request' });
    } finally {
      await control.close();
    }
  });

  it('drops the moment of a client that left before its answer', async () => {
    const data = mkdtempSync(join(dir, 'data-'));
    const dropped: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const control = await startControlSocket({
      dataDir: data,
      snapshot: async () => {
        asked();
        await held;
        return TOKEN;
      },
      drop: async (token) => {
        dropped.push(token);
      },
      answering: socketAnswers,
    });
    try {
      const socket = connect(socketPath(data));
      socket.on('connect', () => socket.write('snapshot\n'));
      await wasAsked;
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dropped).toEqual([TOKEN]);
    } finally {
      await control.close();
    }
  });

  it('replaces a socket a stopped server left, and leaves anything else at its place alone', async () => {
    const data = mkdtempSync(join(dir, 'data-'));
    // A server killed while it listened leaves its socket's file behind.
    spawnSync(process.execPath, [
      '-e',
      "require('node:net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))",
      socketPath(data),
    ]);
    expect(lstatSync(socketPath(data)).isSocket()).toBe(true);
    const opts = { dataDir: data, snapshot: async () => TOKEN, drop: async () => undefined, answering: socketAnswers };
    const control = await startControlSocket(opts);
    expect(await askForMoment(data, 5000)).toBe(TOKEN);
    await control.close();

    const other = mkdtempSync(join(dir, 'data-'));
    writeFileSync(socketPath(other), 'not a socket');
    const logged: string[] = [];
    const none = await startControlSocket({ ...opts, dataDir: other, log: (line) => logged.push(line) });
    expect(logged.join()).toContain('is not a socket');
    await none.close();
    expect(readFileSync(socketPath(other), 'utf8')).toBe('not a socket');
  });
});

describe('a moment between two turns of the write queue', () => {
  it('waits for a publish in progress and for the save being made, then copies, records and pins at once', async () => {
    const root = join(dir, 'clone');
    execFileSync('git', ['init', '-q', '-b', 'main', root]);
    const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];
    execFileSync('git', ['-C', root, ...who, 'commit', '-q', '--allow-empty', '-m', 'first']);
    execFileSync('git', ['-C', root, 'branch', 'change/abcdef']);
    const data = mkdtempSync(join(dir, 'data-'));
    const releasesDir = join(dir, 'releases');
    const db = new Database(join(data, 'team.db'));
    db.exec('CREATE TABLE people (name TEXT)');
    const queue = serialQueue();
    let publishDone!: () => void;
    const gate = new Promise<void>((resolve) => {
      publishDone = resolve;
    });
    // A publishing job in progress until the gate opens (as the server's JobRunner reports it).
    let running = true;
    const publish = gate.then(() => {
      // What a publish writes last, as the record of releases.
      writeFileSync(join(releasesDir, 'releases.json'), '{"releases":[],"live":null,"searchReady":[]}');
      running = false;
    });
    const publishing: PublishingWatch = {
      busy: () => running,
      generation: () => 1,
      idle: () => (running ? publish.then(() => new Promise<void>((r) => setImmediate(r))) : Promise.resolve()),
    };
    mkdirSync(releasesDir, { recursive: true });
    let taken: string | undefined;
    const moment = momentBetweenTurns({ db, queue, publishing, dataDir: data, root, releasesDir }).then((t) => {
      taken = t;
      return t;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(taken).toBeUndefined();
    // A save in progress when publishing ends: its commit made, its row not written yet.
    let committed!: () => void;
    const halfway = new Promise<void>((resolve) => {
      committed = resolve;
    });
    const save = queue(async () => {
      execFileSync('git', ['-C', root, ...who, 'commit', '-q', '--allow-empty', '-m', 'a save']);
      committed();
      await new Promise((resolve) => setTimeout(resolve, 200));
      db.prepare('INSERT INTO people VALUES (?)').run('Asha');
    });
    await halfway;
    publishDone();
    await publish;
    const token = await moment;
    await save;
    // The moment came after the whole save: its commit and its row, never one without the other.
    const m = readMoment(data, token);
    expect(m.live).toBe('main');
    expect(m.branches.find((b) => b.name === 'main')?.commit).toBe(
      execFileSync('git', ['-C', root, 'rev-parse', 'main']).toString().trim(),
    );
    expect(m.branches.map((b) => b.name).sort()).toEqual(['change/abcdef', 'main']);
    expect(existsSync(join(m.folder, 'releases.json'))).toBe(true);
    const copy = new Database(join(m.folder, 'team.db'), { readonly: true });
    expect(copy.prepare('SELECT name FROM people').all()).toEqual([{ name: 'Asha' }]);
    copy.close();
    expect(
      execFileSync('git', ['-C', root, 'for-each-ref', '--format=%(refname)', m.refPrefix])
        .toString()
        .trim()
        .split('\n')
        .sort(),
    ).toEqual([`${m.refPrefix}change/abcdef`, `${m.refPrefix}main`]);
    expect(readdirSync(join(data, 'backup-moments'))).toEqual([token]);
    db.close();
  });
});
