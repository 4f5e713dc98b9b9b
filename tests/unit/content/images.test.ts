/**
 * The image pipeline's core (src/content/images/): variants made once per source content and settings, only the
 * changed picture remade, linked to their page addresses, and made on demand for the dev server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeSource, mayBeNamed, parseVariantUrl, widthsFor } from '../../../src/content/images/source';
import { makeVariants, variantForUrl, writeVariants } from '../../../src/content/images/variants';
import { formatWidths, variantNear, variantSrcSet, variantUrl } from '../../../src/contract/picture';

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
  it("stop at the widest a block allows (the gallery's 1920), rounded down to a rung", () => {
    expect(widthsFor(2400, 1920).slice(-3)).toEqual([1400, 1600, 1920]);
    expect(widthsFor(2400, 2000)).toEqual(widthsFor(2400, 1920));
    expect(widthsFor(1200, 1920)).toEqual(widthsFor(1200));
  });
  it('that a page may name are the rungs up to the picture and its own width, whatever widest it was made for', () => {
    expect(mayBeNamed(2400, 1920) && mayBeNamed(2400, 2240) && mayBeNamed(2400, 2400)).toBe(true);
    expect(mayBeNamed(2400, 2560) || mayBeNamed(2400, 1000) || mayBeNamed(6000, 6000)).toBe(false);
  });
});

describe('formats', () => {
  const set = { base: '/assets/img/x.0123456789', widths: widthsFor(2400, 1920) };
  const listed = (srcset: string) => srcset.split(', ').map((s) => Number(/-(\d+)\.\w+ \1w$/.exec(s)![1]));

  it('are AVIF at every width and WebP at every other, counted down from the largest', () => {
    expect(formatWidths(set, 'avif')).toEqual(set.widths);
    expect(formatWidths(set, 'webp')).toEqual([400, 560, 768, 1024, 1400, 1920]);
    expect(formatWidths({ base: set.base, widths: [320, 400, 500] }, 'webp')).toEqual([320, 500]);
    expect(formatWidths({ base: set.base, widths: [200] }, 'webp')).toEqual([200]);
  });
  it('name in srcsets and fallbacks only the variants made', () => {
    expect(listed(variantSrcSet(set, 'avif'))).toEqual(set.widths);
    expect(listed(variantSrcSet(set, 'webp'))).toEqual([400, 560, 768, 1024, 1400, 1920]);
    expect(variantNear(set, 1024)).toBe(`${set.base}-1024.webp`);
    expect(variantNear(set, 1100)).toBe(`${set.base}-1400.webp`);
    expect(variantNear(set, 1100, 'avif')).toBe(`${set.base}-1200.avif`);
    expect(variantNear(set, 5000)).toBe(`${set.base}-1920.webp`);
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
    expect(variantSrcSet(a.set, 'avif').split(', ')).toHaveLength(a.set.widths.length);
    expect(variantNear(a.set, 450)).toBe(`${a.set.base}-480.webp`);
  });
});

describe('the variant cache', () => {
  it('makes every variant the first time, none the second, and only the changed picture after a change', async () => {
    const first = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    // AVIF at 5 + 3 widths, WebP at every other of them (320, 480, 700 and 320, 500).
    expect(first).toEqual({ made: 5 + 3 + 3 + 2 });
    const second = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    expect(second).toEqual({ made: 0 });
    await writePicture(join(publicDir, 'images/gallery/b.jpg'), 500, 300, 13);
    const third = await makeVariants([source('a.jpg'), source('b.jpg')], cacheDir);
    expect(third).toEqual({ made: 3 + 2 });
  });

  it('makes variants of the sizes asked, in AVIF and WebP, and writes exactly those', async () => {
    const a = source('a.jpg');
    const out = join(dir, 'dist');
    expect(writeVariants([a], cacheDir, out)).toBe(5 + 3);
    const name = a.set.base.split('/').pop();
    expect(readdirSync(join(out, 'assets/img/gallery')).sort()).toEqual(
      ['320.avif', '320.webp', '400.avif', '480.avif', '480.webp', '560.avif', '700.avif', '700.webp'].map(
        (f) => `${name}-${f}`,
      ),
    );
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
    // A width a page with a smaller widest would name (640: no rung left out under it), in either format.
    expect(await variantForUrl(variantUrl(a.set, 640, 'webp'), fresh, publicDir)).toBeDefined();
    expect(await variantForUrl(variantUrl(a.set, 768, 'avif'), fresh, publicDir)).toBeUndefined();
    expect(await variantForUrl(variantUrl(a.set, 999, 'webp'), fresh, publicDir)).toBeUndefined();
    expect(
      await variantForUrl(`${a.set.base.replace(a.hash, '0123456789')}-560.webp`, fresh, publicDir),
    ).toBeUndefined();
    expect(await variantForUrl('/assets/img/../../etc/passwd.0123456789-560.webp', fresh, publicDir)).toBeUndefined();
    expect(existsSync(join(fresh, `${a.hash}-999.webp`))).toBe(false);
  });
});
