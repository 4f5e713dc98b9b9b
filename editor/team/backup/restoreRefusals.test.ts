/**
 * Files that are not our backups, refused by `restore` before anything is written outside the data folder (and the
 * data folder it made for them removed again): archives naming paths outside it, absolute paths, links, folders,
 * unknown or repeated entries, sizes and checksums other than declared, a description that is not ours, a file that
 * is not an archive at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { projectRoot } from '../../../tests/fixtures/teamServer';
import { KIND, VERSION } from './manifest';
import { RestoreRefused } from './refused';
import { restore } from './restore';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'team-restore-refusals-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Entry {
  name: string;
  body?: string;
  type?: 'file' | 'symlink' | 'link' | 'directory';
  linkname?: string;
}

/** A gzip-compressed tar archive of `entries`, written as they are (a crafted file). */
async function archive(entries: Entry[]): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of tar) chunks.push(chunk as Buffer);
  })();
  for (const e of entries) {
    const body = Buffer.from(e.body ?? '');
    await new Promise<void>((resolve, reject) => {
      const type = e.type ?? 'file';
      const header = {
        name: e.name,
        type,
        size: type === 'file' ? body.length : 0,
        ...(e.linkname ? { linkname: e.linkname } : {}),
      };
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (type === 'file') tar.entry(header, body, done);
      else tar.entry(header, done);
    });
  }
  tar.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const TOKEN = '1700000000000-0123456789ab';

/** A description that is right in form, declaring `entries` with their sizes and checksums. */
function manifest(entries: { name: string; body: string }[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    kind: KIND,
    version: VERSION,
    takenAt: '2026-11-29T08:00:00.000Z',
    live: 'main',
    refPrefix: `refs/backup/${TOKEN}/`,
    branches: [{ name: 'main', commit: 'a'.repeat(40) }],
    entries: entries.map((e) => ({ name: e.name, bytes: Buffer.byteLength(e.body), sha256: sha(e.body) })),
    ...extra,
  });
}

const required = [
  { name: 'team.db', body: 'not really a database' },
  { name: 'content.bundle', body: '# v2 git bundle\n' },
  { name: 'settings.json', body: '{}' },
];

/** What a crafted file is, how it is made, and (where it says something of its own) what the refusal says. */
const CRAFTED: [string, () => Promise<Buffer> | Buffer, RegExp?][] = [
  ['a file that is not an archive', () => Buffer.from('hello, I am a text file\n')],
  ['a gzip of something else', () => gzipSync(Buffer.from('x'.repeat(2000)))],
  ['an archive whose first entry climbs out', () => archive([{ name: '../escaped.txt', body: 'gotcha' }])],
  ['an archive with an absolute path', () => archive([{ name: join(dir, 'absolute.txt'), body: 'gotcha' }])],
  ['an archive with a link first', () => archive([{ name: 'backup.json', type: 'symlink', linkname: '/etc/passwd' }])],
  [
    'our description, then an entry climbing out',
    () =>
      archive([
        { name: 'backup.json', body: manifest(required) },
        { name: '../../escaped.txt', body: 'gotcha' },
      ]),
  ],
  [
    'our description, then a link named as an entry',
    () =>
      archive([
        { name: 'backup.json', body: manifest(required) },
        { name: 'team.db', type: 'symlink', linkname: join(dir, 'escaped.txt') },
      ]),
  ],
  [
    'our description, then a folder',
    () =>
      archive([
        { name: 'backup.json', body: manifest(required) },
        { name: 'team.db', type: 'directory' },
      ]),
  ],
  ['an entry twice', () => archive([{ name: 'backup.json', body: manifest(required) }, required[0]!, required[0]!])],
  [
    'an entry other than described',
    () =>
      archive([
        { name: 'backup.json', body: manifest(required) },
        { name: 'team.db', body: 'not what the description says' },
      ]),
  ],
  [
    'a description with a field of its own',
    () => archive([{ name: 'backup.json', body: manifest(required, { run: 'rm -rf /' }) }, ...required]),
  ],
  [
    'a description naming an entry that is not allowed',
    () => archive([{ name: 'backup.json', body: manifest([...required, { name: '../x', body: 'y' }]) }, ...required]),
  ],
  [
    'a description of a branch with a hostile name',
    () =>
      archive([
        {
          name: 'backup.json',
          body: manifest(required, { branches: [{ name: '--upload-pack=touch /tmp/x', commit: 'a'.repeat(40) }] }),
        },
        ...required,
      ]),
  ],
  [
    'another kind of file',
    () => archive([{ name: 'backup.json', body: manifest(required, { kind: 'something else' }) }, ...required]),
  ],
  [
    'an entry that is not on the list',
    () => archive([{ name: 'backup.json', body: manifest(required) }, ...required, { name: 'run.sh', body: 'gotcha' }]),
    /it holds "run\.sh"/,
  ],
  [
    'a description declaring an entry larger than allowed',
    () =>
      archive([
        {
          name: 'backup.json',
          body: manifest(required).replace(/"bytes":2,/, `"bytes":${2 * 1024 ** 2},`),
        },
        ...required,
      ]),
    /a size out of bounds for settings\.json/,
  ],
  [
    'a description larger than allowed',
    () => archive([{ name: 'backup.json', body: manifest(required, { pad: ' '.repeat(5 * 1024 ** 2) }) }]),
    /does not start with its description/,
  ],
  ['an entry missing', () => archive([{ name: 'backup.json', body: manifest(required) }, required[0]!])],
  [
    'a complete archive whose database is not one',
    () => archive([{ name: 'backup.json', body: manifest(required) }, ...required]),
  ],
];

describe('restore refuses files that are not our backups', () => {
  for (const [what, make, says] of CRAFTED)
    it(`refuses ${what}, writing nothing outside the data folder`, async () => {
      const file = join(dir, 'crafted.tar.gz');
      writeFileSync(file, await make());
      const before = readdirSync(dir).sort();
      const data = join(dir, 'data');
      const restoring = restore({ file, projectRoot, dataDir: data, force: false, root: join(dir, 'no-clone') });
      await expect(restoring).rejects.toThrow(RestoreRefused);
      if (says) await expect(restoring).rejects.toThrow(says);
      expect(readdirSync(dir).sort()).toEqual(before);
      expect(existsSync(data)).toBe(false);
      for (const escaped of ['escaped.txt', 'absolute.txt']) expect(existsSync(join(dir, escaped))).toBe(false);
      expect(existsSync(join(tmpdir(), 'escaped.txt'))).toBe(false);
    });

  it('leaves a data folder that was there as it was', async () => {
    const data = join(dir, 'kept');
    const file = join(dir, 'crafted.tar.gz');
    writeFileSync(file, await archive([{ name: '../escaped.txt', body: 'gotcha' }]));
    rmSync(data, { recursive: true, force: true });
    mkdirSync(data);
    writeFileSync(join(data, 'note.txt'), 'mine');
    await expect(restore({ file, projectRoot, dataDir: data, force: false })).rejects.toThrow(RestoreRefused);
    expect(readdirSync(data)).toEqual(['note.txt']);
  });
});
