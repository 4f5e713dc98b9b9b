/**
 * Precompression of the client build's files and public/: a .gz (zopfli) and a .br (brotli 11) beside each text
 * file, cached by a hash of its bytes as both are slow. Pages and data are compressed by the server as it sends them.
 */
import { brotliCompress, constants } from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { COMPRESS_MIN_BYTES } from './headers.js';

/** The file types that are compressed (others, such as images and PDFs, are compressed already). */
const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
const ZOPFLI_ITERATIONS = 15;
const brotliAsync = promisify(brotliCompress);

/** The best compression of `data`, from `cacheDir` when the same bytes were compressed before. */
export async function compressBest(data: Buffer, cacheDir: string): Promise<{ gz: Buffer; br: Buffer }> {
  const key = createHash('sha256').update(data).digest('hex');
  const cached = { gz: join(cacheDir, `${key}.z${ZOPFLI_ITERATIONS}.gz`), br: join(cacheDir, `${key}.q11.br`) };
  if (existsSync(cached.gz) && existsSync(cached.br))
    return { gz: readFileSync(cached.gz), br: readFileSync(cached.br) };
  const [gz, br] = await Promise.all([
    zopfliGzip(data, { numiterations: ZOPFLI_ITERATIONS }).then((b) => Buffer.from(b)),
    brotliAsync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  ]);
  mkdirSync(cacheDir, { recursive: true });
  // Through a temporary name, so a concurrent build never reads half an entry.
  for (const [file, bytes] of [
    [cached.gz, gz],
    [cached.br, br],
  ] as const) {
    writeFileSync(`${file}.${process.pid}.part`, bytes);
    renameSync(`${file}.${process.pid}.part`, file);
  }
  return { gz, br };
}

/** Writes .gz and .br beside each text file of `files` of at least COMPRESS_MIN_BYTES, two at a time. */
export async function precompressFiles(files: string[], cacheDir: string): Promise<void> {
  const todo = files.filter((f) => TEXT_FILE.test(f));
  const worker = async () => {
    for (let file = todo.shift(); file !== undefined; file = todo.shift()) {
      const data = readFileSync(file);
      if (data.length < COMPRESS_MIN_BYTES) continue;
      const { gz, br } = await compressBest(data, cacheDir);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
    }
  };
  await Promise.all([worker(), worker()]);
}
