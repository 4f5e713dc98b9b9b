/**
 * The image pipeline's core (src/content/images/): variants made once per source content and settings, only the
 * changed picture remade, linked to their page addresses, and made on demand for the dev server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeSource, parseVariantUrl, widthsFor } from '../../../src/content/images/source';
import { makeVariants, variantForUrl, writeVariants } from '../../../src/content/images/variants';
import { variantNear, variantSrcSet, variantUrl } from '../../../src/contract/picture';

let dir: string;
let publicDir: string;
let cacheDir: string;

/** A photo-like test picture (a gradient with noise, so encoders have something to do). */
async function writePicture(file: string, width: number, height: number, seed: number): Promise<void> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * seed + (i % width)) % 256;
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-images-'));
  publicDir = join(dir, 'public');
  cacheDir = join(dir, 'cache');
  mkdirSync(join(publicDir, 'images/gallery'), { recursive: true });
  await writePicture(join(publicDir, 'images/gallery/a.jpg'), 700, 400, 7);
  await writePicture(join(publicDir, 'images/gallery/b.jpg'), 500, 300, 11);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const source = (name: string) => describeSource(`/images/gallery/${name}`, join(publicDir, 'images/gallery', name));

describe('widths', () => {
  it('are the ladder below the source width, then the source width; never larger than the source', () => {
    expect(widthsFor(720)).toEqual([320, 400, 480, 560, 640, 720]);
    expect(widthsFor(200)).toEqual([200]);
    expect(Math.max(...widthsFor(6000))).toBe(2560);
  });
  it('leave out a rung just under the source width when the one before it is at most 1.25 times smaller', () => {
    expect(widthsFor(2400).slice(-3)).toEqual([1600, 1920, 2400]);
    expect(widthsFor(1280).slice(-3)).toEqual([896, 1024, 1280]);
    expect(widthsFor(1000).slice(-3)).toEqual([768, 896, 1000]);
  });
});

describe('addresses', () => {
  it('name the folder, the picture and a hash of its bytes and the settings; the dev server can read them back', () => {
    const a = source('a.jpg');
    expect(a.set.base).toMatch(/^\/assets\/img\/gallery\/a\.[0-9a-f]{10}$/);
    expect(parseVariantUrl(variantUrl(a.set, 480, 'avif'))).toEqual({
      base: a.set.base,
      hash: a.hash,
      width: 480,
      format: 'avif',
    });
    expect(variantSrcSet(a.set, 'webp').split(', ')).toHaveLength(a.set.widths.length);
    expect(variantNear(a.set, 450)).toBe(`${a.set.base}-480.webp`);
  });
});

describe('the variant cache', () => {
  it('makes every variant the first time, none the second, and only the changed picture after a change', async () => {
    const first = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    expect(first).toEqual({ made: 2 * (5 + 3) });
    const second = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    expect(second).toEqual({ made: 0 });
    await writePicture(join(publicDir, 'images/gallery/b.jpg'), 500, 300, 13);
    const third = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    expect(third).toEqual({ made: 6 });
  });

  it('makes variants of the sizes asked, in AVIF and WebP', async () => {
    const a = source('a.jpg');
    const out = join(dir, 'dist');
    expect(writeVariants([a], cacheDir, out)).toBe(10);
    const file = join(out, variantUrl(a.set, 480, 'avif'));
    expect(await sharp(file).metadata()).toMatchObject({ width: 480, height: 274, format: 'heif' });
    expect((await sharp(join(out, variantUrl(a.set, 700, 'webp'))).metadata()).format).toBe('webp');
  });

  it('serves the dev server one variant on demand, and nothing for an address no picture has', async () => {
    const fresh = join(dir, 'cache-dev');
    const a = source('a.jpg');
    const file = await variantForUrl(variantUrl(a.set, 560, 'webp'), fresh, publicDir);
    expect(file && statSync(file).size).toBeGreaterThan(0);
    expect(readdirSync(fresh)).toHaveLength(1);
    expect(await variantForUrl(variantUrl(a.set, 999, 'webp'), fresh, publicDir)).toBeUndefined();
    expect(
      await variantForUrl(`${a.set.base.replace(a.hash, '0123456789')}-560.webp`, fresh, publicDir),
    ).toBeUndefined();
    expect(await variantForUrl('/assets/img/../../etc/passwd.0123456789-560.webp', fresh, publicDir)).toBeUndefined();
    expect(existsSync(join(fresh, `${a.hash}-999.webp`))).toBe(false);
  });
});
