/**
 * Compression for `npm start`: the build's `.br`/`.gz` copy, else one made when a file is first asked for (again
 * when it changes) in a temporary folder that the server removes when it closes, or the next server if killed.
 */
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FoundFile } from './files.js';
import { COMPRESS_MIN_BYTES } from '../build/headers.js';
import { processRunning } from '../common/processRunning.js';

export type Encoding = 'br' | 'gzip';

/** Content types of the files worth compressing (the types the nginx configuration gzips). */
const COMPRESSIBLE: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (path: string): string | undefined => COMPRESSIBLE[extname(path)];

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(accept: string | undefined): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const allowed = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : undefined;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A new folder for one server's copies, after removing those of processes that no longer run. */
function copiesFolder(): string {
  for (const name of readdirSync(tmpdir())) {
    const pid = /^site-serve-(\d+)-\w+$/.exec(name)?.[1];
    if (pid && !processRunning(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  return mkdtempSync(join(tmpdir(), `site-serve-${process.pid}-`));
}

export class CompressedCopies {
  private readonly made = new Map<
    string,
    { stamp: string; ready: Promise<{ root: string; path: string } | undefined> }
  >();
  private count = 0;
  private readonly tempDir = copiesFolder();

  /**
   * Where to send the file from in this encoding: `{ root, path }` of the build's copy or of this server's, or
   * undefined to send it as it is (smaller than COMPRESS_MIN_BYTES, where compressing gains little, as in nginx).
   */
  get(dir: string, file: FoundFile, encoding: Encoding): Promise<{ root: string; path: string } | undefined> {
    const key = `${file.full}\0${encoding}`;
    const stamp = `${file.mtimeMs}:${file.size}`;
    const entry = this.made.get(key);
    if (entry?.stamp === stamp) return entry.ready;
    const ready = this.make(dir, file, encoding);
    this.made.set(key, { stamp, ready });
    ready.catch(() => {
      if (this.made.get(key)?.ready === ready) this.made.delete(key);
    });
    return ready;
  }

  private async make(dir: string, file: FoundFile, encoding: Encoding) {
    const built = await stat(`${file.full}${SUFFIX[encoding]}`).catch(() => undefined);
    if (built?.isFile() && built.mtimeMs >= file.mtimeMs) return { root: dir, path: `${file.path}${SUFFIX[encoding]}` };
    if (file.size < COMPRESS_MIN_BYTES) return undefined;
    const name = `${this.count++}${SUFFIX[encoding]}`;
    await pipeline(
      createReadStream(file.full),
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_SIZE_HINT]: file.size } })
        : createGzip({ level: 9 }),
      createWriteStream(join(this.tempDir, name)),
    );
    return { root: this.tempDir, path: name };
  }

  remove() {
    rmSync(this.tempDir, { recursive: true, force: true });
  }
}
