/**
 * Precompression of what the client build writes (hashed bundles, and the public files: icons, pictures'
 * companions, downloads; a fixed few dozen): a .gz and a .br beside each text file, at the best levels, brotli
 * 11 and zopfli gzip (about 3% smaller than zlib 9). Both are slow (about a second for the main chunk), so the
 * results are cached in node_modules/.cache/precompress by a hash of the file's bytes: a later build of the same
 * code reuses them, whatever the pages.
 *
 * What is made from the content (pages, page data, the sitemap: one file per route, thousands of them) is not
 * precompressed: the server compresses it as it sends it (scripts/serve.ts), as static hosts do. Compressing
 * every page at fast levels (brotli 4 and gzip 4) cost about 1.2 ms a page, a third of the prerender's time.
 */
import { brotliCompress, constants } from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

/** Smaller files are sent as they are: compression saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 512;
/** The file types that are compressed (others, such as images and PDFs, are compressed already). */
export const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

export const BEST_LEVELS = { brotli: 11, zopfliIterations: 15 } as const;

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
 * Writes .gz and .br beside each of `files` (text files of at least MIN_COMPRESS_BYTES; others are skipped), at
 * the best levels, cached in `cacheDir`, `limit` at a time, so memory holds a few files, never all of them.
 */
export async function precompressFiles(files: string[], opts: { cacheDir?: string; limit?: number }): Promise<number> {
  const todo = files.filter((f) => TEXT_FILE.test(f));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const data = readFileSync(file);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      const { gz, br } = await compressBest(data, opts.cacheDir);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.limit ?? 4) }, worker));
  return done;
}
