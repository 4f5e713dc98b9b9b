/**
 * Makes the web variants of source pictures (AVIF at every width of their set, WebP at some: the contract's
 * formatWidths) into a cache folder as `<hash>-<width>.<format>`, keyed by the source's hash (its bytes and the
 * encoder settings), so a picture is encoded once for every build, the dev server and the editor's preview.
 */
import { existsSync, linkSync, mkdirSync, copyFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatWidths, PICTURE_FORMATS, variantUrl, type PictureFormat } from '../../contract/picture.js';
import { describeSource, ENCODE, mayBeNamed, parseVariantUrl, type SourcePicture } from './source.js';

/** The cache folder the build and the dev server share (outside dist/, kept between builds). */
export function defaultCacheDir(projectRoot: string): string {
  return join(projectRoot, 'node_modules/.cache/site-images');
}

function cachedVariant(cacheDir: string, hash: string, width: number, format: PictureFormat): string {
  return join(cacheDir, `${hash}-${width}.${format}`);
}

/**
 * Encodes the given variants of one source: decoded once (turned upright by its EXIF orientation) into raw pixels,
 * each width resized once from them (Mitchell, as soft as the shrink-on-load decoding it replaces) and encoded in
 * both formats from that, largest first. Decoding the source per variant and format took twice the CPU.
 */
async function encode(
  source: SourcePicture,
  todo: { width: number; format: PictureFormat }[],
  cacheDir: string,
): Promise<void> {
  // sharp (a native library, ~60 ms to load) only when there is something to encode: an unchanged build has not.
  const { default: sharp } = await import('sharp');
  const decoded = await sharp(source.file, { limitInputPixels: 100_000_000 })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rawOf = ({ data, info }: typeof decoded) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = [...new Set(todo.map((t) => t.width))].sort((a, b) => b - a);
  for (const width of widths) {
    const resized =
      width >= decoded.info.width
        ? decoded
        : await rawOf(decoded).resize({ width, kernel: 'mitchell' }).raw().toBuffer({ resolveWithObject: true });
    await Promise.all(
      todo
        .filter((t) => t.width === width)
        .map(async ({ format }) => {
          const file = cachedVariant(cacheDir, source.hash, width, format);
          const pixels = rawOf(resized);
          await (format === 'avif' ? pixels.avif(ENCODE.avif) : pixels.webp(ENCODE.webp)).toFile(
            `${file}.${process.pid}.tmp`,
          );
          renameSync(`${file}.${process.pid}.tmp`, file); // whole files only, even with two builds at once
        }),
    );
  }
}

/**
 * Makes every variant of `sources` the cache lacks, two pictures at a time, the largest first (so no large one is
 * left for one core at the end); rejects naming a picture it cannot decode.
 */
export async function makeVariants(sources: Iterable<SourcePicture>, cacheDir: string): Promise<{ made: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let made = 0;
  const pixels = (s: SourcePicture) => s.set.widths.reduce((sum, w) => sum + w * w * (s.height / s.width), 0);
  const queue = [...sources].sort((a, b) => pixels(b) - pixels(a));
  const worker = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      const { hash, set } = source;
      const todo = PICTURE_FORMATS.flatMap((format) =>
        formatWidths(set, format)
          .filter((width) => !existsSync(cachedVariant(cacheDir, hash, width, format)))
          .map((width) => ({ width, format })),
      );
      if (!todo.length) continue;
      try {
        await encode(source, todo, cacheDir);
      } catch (e) {
        throw new Error(`public${source.src}: the picture could not be read (${(e as Error).message})`);
      }
      made += todo.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return { made };
}

/** Links (or copies, across devices) every variant of `sources` from the cache to its address under `outDir`. */
export function writeVariants(sources: Iterable<SourcePicture>, cacheDir: string, outDir: string): number {
  let written = 0;
  for (const source of sources) {
    for (const format of PICTURE_FORMATS) {
      for (const width of formatWidths(source.set, format)) {
        const dest = join(outDir, variantUrl(source.set, width, format));
        mkdirSync(dirname(dest), { recursive: true });
        const from = cachedVariant(cacheDir, source.hash, width, format);
        try {
          linkSync(from, dest);
        } catch {
          copyFileSync(from, dest);
        }
        written++;
      }
    }
  }
  return written;
}

/** The source pictures a variant address can come from: public/images/<stem>.<ext> or public/<stem>.<ext>. */
function candidates(base: string): string[] {
  const stem = base.slice('/assets/img'.length).replace(/\.[0-9a-f]{10}$/, '');
  return [`/images${stem}`, stem].flatMap((s) =>
    ['jpg', 'jpeg', 'png', 'webp', 'avif', 'JPG', 'JPEG', 'PNG'].map((ext) => `${s}.${ext}`),
  );
}

/**
 * The cached file of a variant address, made first if needed; undefined if no picture in `publicDir` has it, or
 * no page could name that width of it (mayBeNamed: a page's set may stop below the picture's own widths).
 */
export async function variantForUrl(url: string, cacheDir: string, publicDir: string): Promise<string | undefined> {
  const parsed = parseVariantUrl(url);
  if (!parsed || parsed.base.includes('..')) return undefined;
  const file = cachedVariant(cacheDir, parsed.hash, parsed.width, parsed.format);
  if (existsSync(file)) return file;
  for (const src of candidates(parsed.base)) {
    const path = join(publicDir, src);
    if (!existsSync(path)) continue;
    const source = describeSource(src, path);
    if (source.hash !== parsed.hash || !mayBeNamed(source.width, parsed.width)) continue;
    mkdirSync(cacheDir, { recursive: true });
    await encode(source, [{ width: parsed.width, format: parsed.format }], cacheDir);
    return file;
  }
  return undefined;
}
