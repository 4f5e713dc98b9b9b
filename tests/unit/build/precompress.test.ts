/**
 * Precompression (src/build/compress.ts): the .gz and .br files decompress to the original, small and
 * non-text files are left alone, the best levels are cached by content (a cached result is used as it is, and
 * a changed file is compressed anew), and a batch compresses every file however many run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBest, precompressFiles } from '../../../src/build/compress';
import { COMPRESS_MIN_BYTES } from '../../../src/build/headers';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compress-test-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const text = (n: number, seed = 'page') =>
  Buffer.from(Array.from({ length: n }, (_, i) => `${seed} line ${i % 37} of the text\n`).join(''));
const roundTrip = (file: string) => ({
  gz: gunzipSync(readFileSync(`${file}.gz`)),
  br: brotliDecompressSync(readFileSync(`${file}.br`)),
});

describe('precompression', () => {
  it('writes .gz and .br copies that decompress to the file; leaves small files and binary types as they are', async () => {
    const file = join(dir, 'app.js');
    const data = text(200);
    writeFileSync(file, data);
    const small = join(dir, 'small.json');
    writeFileSync(small, Buffer.alloc(COMPRESS_MIN_BYTES - 1, 'a'));
    const image = join(dir, 'picture.webp');
    writeFileSync(image, text(200));
    await precompressFiles([file, small, image], join(dir, 'cache1'));
    const { gz, br } = roundTrip(file);
    expect(gz.equals(data)).toBe(true);
    expect(br.equals(data)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(data.length / 4);
    expect(existsSync(`${small}.gz`) || existsSync(`${small}.br`)).toBe(false);
    expect(existsSync(`${image}.gz`) || existsSync(`${image}.br`)).toBe(false);
  });

  it('caches the best levels by content: a cached result is reused, other content is compressed anew', async () => {
    const cache = join(dir, 'cache');
    const data = text(300, 'bundle');
    const first = await compressBest(data, cache);
    expect(gunzipSync(first.gz).equals(data)).toBe(true);
    expect(brotliDecompressSync(first.br).equals(data)).toBe(true);
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(2);
    // Overwrite the cache entries: if the next call reads them, it returns these bytes.
    for (const e of entries) writeFileSync(join(cache, e), `cached ${e}`);
    const again = await compressBest(data, cache);
    expect(again.gz.toString()).toMatch(/^cached .*\.gz$/);
    expect(again.br.toString()).toMatch(/^cached .*\.br$/);
    const other = await compressBest(text(300, 'changed'), cache);
    expect(brotliDecompressSync(other.br).equals(text(300, 'changed'))).toBe(true);
    expect(readdirSync(cache)).toHaveLength(4);
  });

  it('compresses every file of a batch, a few at a time', async () => {
    const folder = join(dir, 'batch');
    mkdirSync(folder);
    const files = Array.from({ length: 9 }, (_, i) => join(folder, `f${i}.js`));
    files.forEach((f, i) => {
      writeFileSync(f, text(100 + i, `file ${i}`));
    });
    await precompressFiles([...files, join(folder, 'missing.png')], join(dir, 'cache2'));
    for (const f of files) expect(roundTrip(f).br.equals(readFileSync(f))).toBe(true);
  });
});
