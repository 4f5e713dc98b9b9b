/**
 * What the image pipeline knows about a source picture without decoding it (cheap, so the manifest can attach
 * every picture's variant addresses to page data): its size, a hash of its bytes and the settings, the widths.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { PictureSet } from '../../contract/picture.js';

/** Files the pipeline makes variants of; every other file (SVG, GIF, video, PDF) is served as it is. */
export const RASTER = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The widths a picture is made at: the rungs below its own width, then its own width, up to the largest. The rungs
 * are at most ~1.2× apart (1.25× next to the picture's own width, MAX_STEP), so the browser's pick is never far
 * above what the screen needs.
 */
const LADDER = [320, 400, 480, 560, 640, 768, 896, 1024, 1200, 1400, 1600, 1920, 2240, 2560];
/**
 * A rung this close under the picture's own width is left out when the rung before it is at most MAX_STEP below
 * that width (a 2400 px picture: 1920, 2400 rather than 1920, 2240, 2400): a near copy costs as much to encode
 * as a distinct width (2240 px AVIFs were a tenth of a cold build's picture work) and saves a visitor little.
 */
const MAX_STEP = 1.25;
/** Encoder settings; part of every variant's hash, so changing them remakes every variant. */
export const ENCODE = { avif: { quality: 48, effort: 1 }, webp: { quality: 73, effort: 2 } } as const;
/** v2: resized from the decoded pixels with the Mitchell kernel (v1: from the file, per variant, Lanczos). */
const SETTINGS_KEY = JSON.stringify({ v: 2, ENCODE });

/** A source picture and the variants to make of it. */
export interface SourcePicture {
  /** The path as content names it, e.g. /images/gallery/office-reception.jpg. */
  src: string;
  /** The file on disk. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  /** Of the file's bytes and the encoder settings (10 hex digits). */
  hash: string;
  set: PictureSet;
}

/**
 * The widths made of a picture `width` pixels wide: never larger than the source, nor than `widest` (rounded down
 * to a rung: a block's widestPicture), and at least one.
 */
export function widthsFor(width: number, widest = LADDER[LADDER.length - 1]): number[] {
  const cap = LADDER.filter((w) => w <= widest).at(-1) ?? LADDER[0];
  const top = Math.min(width, cap);
  const below = LADDER.filter((w) => w < top);
  if (below.length >= 2 && top / below[below.length - 2] <= MAX_STEP) below.pop();
  return [...below, top];
}

/**
 * Whether a page may name the variant `w` pixels wide of a picture `width` pixels wide, whatever widest it was
 * made for (widthsFor): a rung of the ladder below the picture's width, or that width itself, up to the largest rung.
 */
export function mayBeNamed(width: number, w: number): boolean {
  return w <= Math.min(width, LADDER[LADDER.length - 1]) && (w === width || LADDER.includes(w));
}

/** Reads a source picture's header and hash. Throws when the file is missing or is not a picture. */
export function describeSource(src: string, file: string): SourcePicture {
  const data = readFileSync(file);
  const dim = imageSize(data);
  if (!dim.width || !dim.height) throw new Error('the picture has no width or height');
  const [width, height] = dim.orientation && dim.orientation >= 5 ? [dim.height, dim.width] : [dim.width, dim.height];
  const hash = createHash('sha256').update(SETTINGS_KEY).update(data).digest('hex').slice(0, 10);
  // The variants live at /assets/img/<folder>/<name>.<hash> (under /assets/, so cached for good).
  const base = `/assets/img${src.replace(/^\/images\//, '/').replace(/\.[^./]+$/, '')}.${hash}`;
  return { src, file, width, height, bytes: data.length, hash, set: { base, widths: widthsFor(width) } };
}

/** A variant address split into its parts, or undefined for any other address. */
export function parseVariantUrl(
  url: string,
): { base: string; hash: string; width: number; format: 'avif' | 'webp' } | undefined {
  const m = /^(\/assets\/img\/[A-Za-z0-9._/-]+\.([0-9a-f]{10}))-(\d+)\.(avif|webp)$/.exec(url.split('?')[0]);
  return m ? { base: m[1], hash: m[2], width: Number(m[3]), format: m[4] as 'avif' | 'webp' } : undefined;
}
