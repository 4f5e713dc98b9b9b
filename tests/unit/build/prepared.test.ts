/**
 * A prepared tree (src/build/prepared.ts): taken whole, it holds exactly the previous output's page files its stamp
 * lists (the record's HTML files the output has and its page data); a stamp naming a file outside the tree, or of
 * another output, is refused and its folder left as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INPUTS_FILE } from '../../../src/build/incremental';
import { prepareTree, takePrepared } from '../../../src/build/prepared';

const STAMP = '_deploy/prepared-from.json';
let dir: string;

/** An output with a record listing three pages, one of them missing, and two pages' data. */
function output(name: string): string {
  const out = join(dir, name);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  const pages = { 'index.html': 'a', 'about/index.html': 'b', 'gone/index.html': 'c' };
  write(INPUTS_FILE, JSON.stringify({ format: 2, code: 'x', shared: 'y', pages, name }));
  write('index.html', '<p>home</p>');
  write('about/index.html', '<p>about</p>');
  write('_data/index.json', '{}');
  write('_data/about.json', '{}');
  write('logo.svg', '<svg/>');
  return out;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prepared-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a prepared tree', () => {
  it('is taken with exactly the page files the output has, listed in its stamp', () => {
    const since = output('live');
    expect(prepareTree(since, join(dir, 'prepared'))).toBe(4);
    const held = takePrepared(join(dir, 'prepared'), since, join(dir, 'next'));
    expect([...(held ?? [])].sort()).toEqual([
      '_data/about.json',
      '_data/index.json',
      'about/index.html',
      'index.html',
    ]);
    expect(existsSync(join(dir, 'prepared'))).toBe(false);
    expect(existsSync(join(dir, 'next', STAMP))).toBe(false);
    expect(readFileSync(join(dir, 'next/about/index.html'), 'utf8')).toBe('<p>about</p>');
  });

  it('is refused, and left as it was, when its stamp names a file outside it', () => {
    const since = output('live');
    prepareTree(since, join(dir, 'prepared'));
    const stampFile = join(dir, 'prepared', STAMP);
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { files: string[] };
    for (const outside of ['../live/index.html', '/etc/passwd', 'a/../../b']) {
      writeFileSync(stampFile, JSON.stringify({ ...stamp, files: [...stamp.files, outside] }));
      expect(takePrepared(join(dir, 'prepared'), since, join(dir, 'next'))).toBeUndefined();
      expect(existsSync(join(dir, 'next'))).toBe(false);
      expect(existsSync(join(dir, 'prepared/index.html'))).toBe(true);
    }
  });

  it('is refused when it was prepared from another output', () => {
    const since = output('live');
    prepareTree(since, join(dir, 'prepared'));
    expect(takePrepared(join(dir, 'prepared'), output('other'), join(dir, 'next'))).toBeUndefined();
    expect(existsSync(join(dir, 'prepared', STAMP))).toBe(true);
  });
});
