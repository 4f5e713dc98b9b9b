/**
 * The content files of a git tree (treeTexts.ts) are what content loading reads from the same files on disk
 * (src/content/load.ts's readContentTexts): every YAML file under pages/, however many (a 10,000-page site has
 * thousands), hidden names left out, a file that is not text or is over the size limit named as such.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readContentTexts } from '../../../src/content/load';
import { MAX_CONTENT_BYTES } from '../../../src/content/files';
import { treeTexts } from './treeTexts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tree-texts-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  for (let i = 0; i < 2500; i++) write(`pages/many/p${i}.yaml`, `route: /many/${i}\n`);
  write('pages/about.yaml', 'route: /about\nmeta:\n  title: Über uns — About\n');
  write('pages/collections/blog.yml', 'items: []\n');
  write('pages/.#about.yaml', 'an editor lock file\n');
  write('pages/notes.txt', 'not content\n');
  write('pages/logo.yaml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
  write('pages/huge.yaml', `text: ${'x'.repeat(MAX_CONTENT_BYTES)}\n`);
  write('other.yaml', 'outside pages/\n');
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=T', '-c', 'user.email=t@t.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'files');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('treeTexts', () => {
  it('reads every content file of a tree as content loading reads it from disk', async () => {
    const fromTree = await treeTexts(root, 'HEAD');
    const fromDisk = readContentTexts(root);
    expect(fromTree.size).toBe(2504);
    expect(new Map([...fromTree].sort())).toEqual(new Map([...fromDisk].sort()));
    expect(fromTree.get('pages/about.yaml')).toContain('Über uns');
    expect(fromTree.get('pages/logo.yaml')).toMatchObject({ message: expect.stringContaining('not text') });
    expect(fromTree.get('pages/huge.yaml')).toMatchObject({ message: expect.stringContaining('larger than') });
  }, 60_000);

  it('refuses a name that is not a tree', async () => {
    await expect(treeTexts(root, 'no-such-tree')).rejects.toThrow(/git ls-tree/);
  });
});
