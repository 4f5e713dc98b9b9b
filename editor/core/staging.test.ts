import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathRefused } from './diskWrite.js';
import { inspectUpload, UploadRefused } from './upload.js';
import { dropOld, dropOwnedBy, listStaged, placeStaged, STAGING, stagedIn, stagePicture } from './staging.js';

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-staging-'));
  outside = mkdtempSync(join(tmpdir(), 'editor-staging-outside-'));
  mkdirSync(join(root, 'public/images/gallery'), { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const staged = (area: string) => readdirSync(join(root, STAGING, 'public/images', area)).sort();
const published = (area: string) => readdirSync(join(root, 'public/images', area)).sort();

describe('stagePicture', () => {
  it('keeps the picture apart under the address it will have, a free name there and in public/images/', async () => {
    const bytes = await jpeg();
    const picture = await inspectUpload(bytes);
    writeFileSync(join(root, 'public/images/gallery/office-party.jpg'), 'on the site already');
    const stage = (name: string, area = 'gallery') =>
      stagePicture(root, 'pages/gallery.yaml', area, name, bytes, picture);
    expect(stage('Office Party.jpeg').src).toBe('/images/gallery/office-party-2.jpg');
    expect(stage('office party.jpg').src).toBe('/images/gallery/office-party-3.jpg');
    expect(stage('../../etc', '../x.jpg').src).toBe('/images/x-jpg/etc.jpg');
    expect(stage('../x.jpg', '../../etc').src).toBe('/images/etc/x.jpg');
    expect(staged('gallery')).toEqual(['office-party-2.jpg', 'office-party-3.jpg']);
    expect(published('gallery')).toEqual(['office-party.jpg']);
    expect(readFileSync(join(root, STAGING, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    expect(listStaged(root).map((p) => [p.src, p.owner])).toContainEqual([
      '/images/gallery/office-party-2.jpg',
      'pages/gallery.yaml',
    ]);
  });

  it('refuses a staging folder that is a link, and writes nothing through it', async () => {
    const bytes = await jpeg();
    symlinkSync(outside, join(root, STAGING), 'dir');
    expect(() =>
      stagePicture(root, 'pages/a.yaml', 'gallery', 'x.jpg', bytes, { format: 'jpeg', extension: 'jpg' }),
    ).toThrow(PathRefused);
    expect(() => listStaged(root)).toThrow(PathRefused);
    expect(readdirSync(outside)).toEqual([]);
  });

  it("refuses when the picture's place in public/images/ leads outside through a link", async () => {
    const bytes = await jpeg();
    rmSync(join(root, 'public/images/gallery'), { recursive: true });
    symlinkSync(outside, join(root, 'public/images/gallery'), 'dir');
    expect(() =>
      stagePicture(root, 'pages/a.yaml', 'gallery', 'x.jpg', bytes, { format: 'jpeg', extension: 'jpg' }),
    ).toThrow(PathRefused);
    expect(existsSync(join(root, STAGING))).toBe(false);
  });
});

describe('placeStaged', () => {
  it('puts the pictures a text names in public/images/, all or none', async () => {
    const bytes = await jpeg();
    const picture = await inspectUpload(bytes);
    const a = stagePicture(root, 'pages/a.yaml', 'gallery', 'a.jpg', bytes, picture);
    const b = stagePicture(root, 'pages/a.yaml', 'gallery', 'b.jpg', bytes, picture);
    stagePicture(root, 'pages/a.yaml', 'gallery', 'unused.jpg', bytes, picture);
    const named = stagedIn(root, `images:\n  - src: ${a.src}\n  - src: ${b.src}\n`);
    expect(named.map((p) => p.src)).toEqual([a.src, b.src]);
    // b's name was taken on the site meanwhile: nothing is placed.
    writeFileSync(join(root, 'public/images/gallery/b.jpg'), 'someone else');
    await expect(placeStaged(root, named)).rejects.toMatchObject({ status: 409 });
    expect(published('gallery')).toEqual(['b.jpg']);
    rmSync(join(root, 'public/images/gallery/b.jpg'));
    expect(await placeStaged(root, named)).toEqual(['public/images/gallery/a.jpg', 'public/images/gallery/b.jpg']);
    expect(readFileSync(join(root, 'public/images/gallery/a.jpg')).equals(bytes)).toBe(true);
    expect(dropOwnedBy(root, 'pages/a.yaml')).toBe(3);
    expect(listStaged(root)).toEqual([]);
  });

  it('checks the bytes again, and never follows a link planted in the staging folder', async () => {
    const bytes = await jpeg();
    const picture = await inspectUpload(bytes);
    const a = stagePicture(root, 'pages/a.yaml', 'gallery', 'a.jpg', bytes, picture);
    writeFileSync(join(root, STAGING, 'public', a.src), 'not a picture any more');
    await expect(placeStaged(root, [{ src: a.src, owner: '', time: 0, bytes: 0 }])).rejects.toBeInstanceOf(
      UploadRefused,
    );
    writeFileSync(join(outside, 'secret.jpg'), bytes);
    symlinkSync(join(outside, 'secret.jpg'), join(root, STAGING, 'public/images/gallery/secret.jpg'));
    expect(stagedIn(root, '/images/gallery/secret.jpg')).toEqual([]);
    for (const src of ['/images/gallery/secret.jpg', '/images/../../secret.jpg', '/images/gallery/../../../x.jpg'])
      await expect(placeStaged(root, [{ src, owner: '', time: 0, bytes: 0 }])).rejects.toBeInstanceOf(Error);
    expect(published('gallery')).toEqual([]);
  });
});

describe('dropOld', () => {
  it('drops staged pictures older than seven days, keeps newer ones', async () => {
    const bytes = await jpeg();
    const picture = await inspectUpload(bytes);
    const old = stagePicture(root, 'pages/a.yaml', 'gallery', 'old.jpg', bytes, picture);
    stagePicture(root, 'pages/a.yaml', 'gallery', 'new.jpg', bytes, picture);
    const week = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    utimesSync(join(root, STAGING, 'public', old.src), week, week);
    expect(dropOld(root)).toBe(1);
    expect(staged('gallery')).toEqual(['new.jpg']);
  });
});
