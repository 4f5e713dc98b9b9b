import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileVersion, PathRefused, resolveInside, unifiedDiff, writeFileAtomic } from './yamlSave.js';

let root: string;
let outside: string;
const allowed = ['pages', 'public/images'];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-save-'));
  outside = mkdtempSync(join(tmpdir(), 'editor-outside-'));
  mkdirSync(join(root, 'pages/resources'), { recursive: true });
  mkdirSync(join(root, 'public/images'), { recursive: true });
  writeFileSync(join(root, 'pages/about.yaml'), 'route: /about\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('resolveInside', () => {
  it('gives the absolute path of a file in an allowed folder, existing or new', () => {
    expect(resolveInside(root, 'pages/about.yaml', allowed)).toBe(join(root, 'pages/about.yaml'));
    expect(resolveInside(root, 'pages/new/deeper/page.yaml', allowed)).toBe(join(root, 'pages/new/deeper/page.yaml'));
    expect(resolveInside(root, 'public/images/a.webp', allowed)).toBe(join(root, 'public/images/a.webp'));
  });

  it.each([
    ['a .. segment', 'pages/../package.json', /"\.\."/],
    ['a .. segment that stays inside', 'pages/resources/../about.yaml', /"\.\."/],
    ['an absolute path', '/etc/passwd', /absolute/],
    ['a drive path', 'C:/x.yaml', /absolute/],
    ['backslashes', 'pages\\..\\package.json', /backslash/],
    ['a NUL character', 'pages/a.yaml\0.txt', /NUL/],
    ['a file outside the allowed folders', 'package.json', /only files under pages, public\/images/],
    ['the allowed folder itself', 'pages', /only files under/],
    ['a folder that only starts like an allowed one', 'pages2/x.yaml', /only files under/],
    ['public outside images', 'public/robots.txt', /only files under/],
  ])('refuses %s', (_, path, message) => {
    expect(() => resolveInside(root, path, allowed)).toThrow(PathRefused);
    expect(() => resolveInside(root, path, allowed)).toThrow(message);
  });

  it('refuses a link inside an allowed folder that leads out of it, to a file or through a folder', () => {
    symlinkSync(join(outside, 'secret.yaml'), join(root, 'pages/link.yaml'));
    symlinkSync(outside, join(root, 'pages/linked'));
    expect(() => resolveInside(root, 'pages/link.yaml', allowed)).toThrow(/through a link/);
    expect(() => resolveInside(root, 'pages/linked/new.yaml', allowed)).toThrow(/through a link/);
  });

  it('accepts a link that stays inside its folder', () => {
    symlinkSync(join(root, 'pages/about.yaml'), join(root, 'pages/alias.yaml'));
    expect(resolveInside(root, 'pages/alias.yaml', allowed)).toBe(join(root, 'pages/alias.yaml'));
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temporary file', () => {
    writeFileAtomic(join(root, 'pages/about.yaml'), 'route: /about-us\n');
    expect(readFileSync(join(root, 'pages/about.yaml'), 'utf8')).toBe('route: /about-us\n');
    expect(readdirSync(join(root, 'pages')).sort()).toEqual(['about.yaml', 'resources']);
  });

  it('leaves the old file whole and no temporary file when the write fails', () => {
    mkdirSync(join(root, 'pages/taken.yaml'));
    writeFileSync(join(root, 'pages/taken.yaml/x'), 'x');
    expect(() => writeFileAtomic(join(root, 'pages/taken.yaml'), 'new\n')).toThrow();
    expect(() => writeFileAtomic(join(root, 'pages/missing/a.yaml'), 'new\n')).toThrow();
    expect(readdirSync(join(root, 'pages')).sort()).toEqual(['about.yaml', 'resources', 'taken.yaml']);
    expect(readFileSync(join(root, 'pages/about.yaml'), 'utf8')).toBe('route: /about\n');
  });
});

describe('fileVersion and unifiedDiff', () => {
  it('hashes the text: equal texts, equal versions', () => {
    expect(fileVersion('a: 1\n')).toMatch(/^[0-9a-f]{64}$/);
    expect(fileVersion('a: 1\n')).toBe(fileVersion('a: 1\n'));
    expect(fileVersion('a: 1\n')).not.toBe(fileVersion('a: 2\n'));
  });

  it('shows a one-line change as a unified diff, and nothing for equal texts', () => {
    const diff = unifiedDiff('a: 1\nb: 2\nc: 3\n', 'a: 1\nb: 20\nc: 3\n', 'pages/x.yaml');
    expect(diff).toBe('--- a/pages/x.yaml\n+++ b/pages/x.yaml\n@@ -1,3 +1,3 @@\n a: 1\n-b: 2\n+b: 20\n c: 3\n');
    expect(unifiedDiff('a\n', 'a\n', 'pages/x.yaml')).toBe('');
  });
});

describe('resolveInside with link loops', () => {
  it('refuses a link that loops', () => {
    symlinkSync(join(root, 'pages/b.yaml'), join(root, 'pages/a.yaml'));
    symlinkSync(join(root, 'pages/a.yaml'), join(root, 'pages/b.yaml'));
    expect(() => resolveInside(root, 'pages/a.yaml', allowed)).toThrow(/too many links/);
  });
});

describe('writeInside, the one door', () => {
  it('writes inside, making folders, and refuses through a linked folder or over an existing name', async () => {
    const { writeInside, FileExists } = await import('./diskWrite.js');
    writeInside(root, 'pages/new/deep/page.yaml', ['pages'], 'route: /x\n');
    expect(readFileSync(join(root, 'pages/new/deep/page.yaml'), 'utf8')).toBe('route: /x\n');
    symlinkSync(outside, join(root, 'pages/linked'));
    expect(() => writeInside(root, 'pages/linked/planted.yaml', ['pages'], 'x')).toThrow(/through a link/);
    expect(() => writeInside(root, 'pages/linked/deeper/planted.yaml', ['pages'], 'x')).toThrow(/through a link/);
    expect(readdirSync(outside)).toEqual([]);
    expect(() => writeInside(root, 'pages/about.yaml', ['pages'], 'x', { create: true })).toThrow(FileExists);
    symlinkSync('about.yaml', join(root, 'pages/lock.yaml'));
    expect(() => writeInside(root, 'pages/lock.yaml', ['pages'], 'x', { create: true })).toThrow(FileExists);
    expect(readFileSync(join(root, 'pages/about.yaml'), 'utf8')).toBe('route: /about\n');
  });
});
