/**
 * Pictures uploaded by the editor: a request body read up to a limit (the limit is enforced while reading, so a
 * huge body is cut off, never held), accepted only if it decodes as a picture (by its bytes, not its name; an SVG
 * must also pass the site's SVG safety check); staging.ts keeps it with the unsaved change, under a readable name
 * (safeBaseName) that cannot leave its folder and never overwrites another picture.
 */
import type { IncomingMessage } from 'node:http';
import sharp, { type Metadata } from 'sharp';
import { svgProblems } from '../../src/content/svgSafety.js';
import { MAX_BYTES } from '../../src/content/images/check.js';
import { BodyTooLarge, readLimited } from './body.js';
import { Refusal } from './refusal.js';
import { words } from '../contract/words.js';
import type { EditableFile } from '../contract/editing.js';

/** The largest picture accepted: the content check's limit (20 MB), so every picture the editor stores is one the build takes. */
export const MAX_UPLOAD_BYTES = MAX_BYTES;

/**
 * The largest picture accepted, by its size in pixels as its header states it, checked before anything decodes
 * it: 50 megapixels (a 48-megapixel phone photo, most cameras' full size; about 200 MB once decoded), at most
 * 16,384 pixels a side (the largest WebP the build makes). A 16,000 × 16,000 PNG of one colour is under 1 MB on disk
 * but 1 GB decoded.
 */
export const MAX_PIXELS = 50_000_000;
export const MAX_SIDE = 16_384;

/** Picture formats accepted, as sharp names them, with the extension a stored file gets. */
const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  heif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

/** Why an upload was refused, with the HTTP status it answers. */
export class UploadRefused extends Refusal {
  override name = 'UploadRefused';
}

/**
 * Reads a picture's body (body.ts), refusing it (413) as soon as it is longer than `limit` bytes, or when it says
 * so up front; the caller discards the rest after answering (discardRest).
 */
export async function readBody(req: IncomingMessage, limit = MAX_UPLOAD_BYTES): Promise<Buffer> {
  try {
    return await readLimited(req, limit);
  } catch (e) {
    if (e instanceof BodyTooLarge) throw new UploadRefused(413, words.server.tooLarge(Math.round(limit / 1024 / 1024)));
    throw e;
  }
}

export interface Picture {
  format: string;
  extension: string;
  width?: number;
  height?: number;
}

/** What a file is, judged by decoding it: a picture of an accepted format, or refused with the reason (422/413). */
export async function inspectUpload(bytes: Buffer, limit = MAX_UPLOAD_BYTES): Promise<Picture> {
  if (bytes.length === 0) throw new UploadRefused(422, words.server.emptyUpload);
  if (bytes.length > limit) throw new UploadRefused(413, words.server.tooLarge(Math.round(limit / 1024 / 1024)));
  // Markup is checked before any decoder reads it, so an unsafe SVG is refused as one, whether or not it draws.
  if (/^(\uFEFF)?\s*</.test(bytes.subarray(0, 512).toString('utf8'))) {
    const problems = svgProblems(bytes.toString('utf8'));
    if (problems.length) throw new UploadRefused(422, words.server.unsafeSvg(problems));
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata(); // the header only; limited just below
  } catch {
    throw new UploadRefused(422, words.server.notAnImage);
  }
  const format = meta.format === 'heif' && meta.compression !== 'av1' ? 'heic' : meta.format;
  const extension = EXTENSIONS[format];
  if (!extension) throw new UploadRefused(422, words.server.notAnImage);
  const { width = 0, height = 0 } = meta;
  if (format !== 'svg' && (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE)) {
    throw new UploadRefused(413, words.server.tooManyPixels(width, height, MAX_PIXELS / 1_000_000, MAX_SIDE));
  }
  if (format === 'svg') {
    const problems = svgProblems(bytes.toString('utf8'));
    if (problems.length) throw new UploadRefused(422, words.server.unsafeSvg(problems));
  }
  return { format, extension, width: meta.width, height: meta.height };
}

/** Lowercase words joined by single hyphens (a-z, 0-9 only), at most 60 characters; `fallback` when nothing is left. */
function kebab(text: string, fallback: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return plain || fallback;
}

/**
 * A readable, safe file name (without extension) from the name the file had on the editor's computer:
 * "Team Photo (Final) 2024.JPG" → "team-photo-final-2024". Folders, dots and every other character are
 * dropped, so the name cannot leave its folder; "picture" when nothing is left.
 */
export function safeBaseName(original: string): string {
  const last = original.split(/[\\/]/).pop() ?? '';
  return kebab(last.replace(/\.[^.]*$/, ''), 'picture');
}

/** The folder of a file's pictures under public/images/: the page's area (first part of its address), kebab-case. */
export function pictureArea(info: EditableFile): string {
  if (info.kind === 'collection')
    return kebab(info.file.slice('pages/collections/'.length).replace(/\.ya?ml$/, ''), 'misc');
  if (info.kind === 'site') return 'site';
  return kebab(info.route.split('/')[1] ?? '', 'home');
}

/** A picture folder's name under public/images/: the area in kebab-case, "misc" when nothing is left. */
export function folderName(area: string): string {
  return kebab(area, 'misc');
}
