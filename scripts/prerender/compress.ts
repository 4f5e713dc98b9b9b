/**
 * Precompression: a .gz and a .br beside every text file worth compressing, so the server sends them without
 * work per request.
 *
 * - Pages and other files made from the content (one per route, thousands of them) get fast levels, on the
 *   thread that rendered them, right after rendering: brotli 4 (with the size as a hint) and gzip 4. Measured on
 *   the generated pages (about 52 KB of HTML): 0.66 + 0.56 ms a page for 22.6% + 23.8% of the size, against
 *   0.95 + 0.83 ms for 20.9% + 22.9% at brotli 5 / gzip 6 and 58 ms for 18.9% at brotli 11. A page is
 *   compressed to under 12 KB either way, and compression is a third of the prerender's time.
 * - Files made from the code and public/ (hashed bundles, icons, downloads: a fixed few dozen) get the best:
 *   brotli 11 and zopfli gzip (about 3% smaller than zlib 9). Both are slow (about a second for the main chunk),
 *   so the results are cached in node_modules/.cache/precompress by a hash of the file's bytes: a later build of
 *   the same code reuses them, whatever the pages.
 */
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

/** Smaller files are sent as they are: compression saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 512;
/** The file types that are compressed (others, such as images and PDFs, are compressed already). */
export const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

export const PAGE_LEVELS = { brotli: 4, gzip: 4 } as const;
export const BEST_LEVELS = { brotli: 11, zopfliIterations: 15 } as const;

/** Compresses content made from the pages at the fast levels (synchronous: call it on a worker thread). */
export function compressFast(data: Buffer): { gz: Buffer; br: Buffer } {
  return {
    gz: gzipSync(data, { level: PAGE_LEVELS.gzip }),
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_LEVELS.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  };
}

/** Writes `file` and, when it is text of at least MIN_COMPRESS_BYTES, its .gz and .br (fast levels). */
export function writeWithCompressed(file: string, data: Buffer): void {
  writeFileSync(file, data);
  if (data.length < MIN_COMPRESS_BYTES || !TEXT_FILE.test(file)) return;
  const { gz, br } = compressFast(data);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
}

const brotliAsync = promisify(brotliCompress);

/** Writes `data` to `file` through a temporary name, so a concurrent build never reads half a cache entry. */
function writeAtomic(file: string, data: Buffer): void {
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, data);
  renameSync(part, file);
}

/**
 * The best compression of `data` (brotli 11, zopfli gzip), from the cache when the same bytes were compressed
 * before. `cacheDir` undefined compresses without a cache.
 */
export async function compressBest(data: Buffer, cacheDir?: string): Promise<{ gz: Buffer; br: Buffer }> {
  const key = createHash('sha256').update(data).digest('hex');
  const cached = cacheDir && { gz: join(cacheDir, `${key}.z${BEST_LEVELS.zopfliIterations}.gz`), br: join(cacheDir, `${key}.q${BEST_LEVELS.brotli}.br`) };
  if (cached && existsSync(cached.gz) && existsSync(cached.br)) return { gz: readFileSync(cached.gz), br: readFileSync(cached.br) };
  const [gz, br] = await Promise.all([
    zopfliGzip(data, { numiterations: BEST_LEVELS.zopfliIterations }).then((b) => Buffer.from(b)),
    brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: BEST_LEVELS.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ]);
  if (cached) {
    mkdirSync(cacheDir, { recursive: true });
    writeAtomic(cached.gz, gz);
    writeAtomic(cached.br, br);
  }
  return { gz, br };
}

/**
 * Writes .gz and .br beside each of `files` (text files of at least MIN_COMPRESS_BYTES; others are skipped),
 * `limit` at a time, so memory holds a few files, never all of them. `best` picks the levels per file.
 */
export async function precompressFiles(files: string[], opts: { best(file: string): boolean; cacheDir?: string; limit?: number }): Promise<number> {
  const todo = files.filter((f) => TEXT_FILE.test(f));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const data = readFileSync(file);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      const { gz, br } = opts.best(file) ? await compressBest(data, opts.cacheDir) : compressFast(data);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.limit ?? 4) }, worker));
  return done;
}
