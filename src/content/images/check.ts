/**
 * The content checks of files that pages name (crossCheck.ts locates them): the path stays inside public/, the
 * file exists, a picture can be read and is under the size limit, an SVG is safe, and the picture's width.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import { svgProblems } from '../svgSafety.js';
import { RASTER } from './source.js';
import { closestFile } from '../messages.js';
import { PHONE_PICTURE_MAX_WIDTH } from '../../contract/picture.js';

/** The largest source file a page may name. */
export const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The widest a block shows its pictures, in CSS pixels, on screens up to 1280 px (the design's widest layout):
 * a picture narrower than this looks blurry there. Blocks not listed show small pictures (logos, flags).
 */
export const SHOWN_WIDTH: Readonly<Record<string, number>> = {
  hero: 991, // beside the text from 1024 px; the content width (up to 991 px) below
  text: 991,
  heroCarousel: 1280, // the screen's width
  gallery: 960, // the viewer, on a 1280 × 800 screen
  blogArticle: 832, // the article's width; a blog post's picture is shown there
  catalogue: 280,
};

/** What is known of a named file once checked: its problem in words, or (for a picture) its width. */
export interface AssetFacts { problem?: { message: string; hint: string }; width?: number }

/** Checks the file a page names (a path such as /images/office.jpg; symbolic links in public/ are followed). */
export function checkAsset(publicDir: string, value: string): AssetFacts {
  const problem = (message: string, hint: string): AssetFacts => ({ problem: { message, hint } });
  if (!resolve(publicDir, `.${value}`).startsWith(resolve(publicDir) + sep)) {
    return problem(`the path ${value} leads outside the public/ folder`, 'Name a file inside public/, written from the site root (for example /images/office.jpg for public/images/office.jpg).');
  }
  const file = join(publicDir, value);
  if (!existsSync(file)) {
    const guess = closestFile(publicDir, value);
    return problem(`the file public${value} does not exist${guess ? ` — did you mean ${guess}?` : ''}`, guess ? `Change it to ${guess}, or put the file at public${value}.` : 'Put the file in the public/ folder, or correct the path (names are case-sensitive).');
  }
  if (/\.svg$/i.test(value)) {
    const problems = svgProblems(readFileSync(file, 'utf8'));
    return problems.length ? problem(`the SVG public${value} is not safe to show on the site: ${problems.join('; ')}`, 'Remove scripts, event handlers and links to other files from it (export it from the drawing program as plain SVG), or use a PNG instead.') : {};
  }
  if (!RASTER.test(value) && !/\.gif$/i.test(value)) return {};
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES) return problem(`the file public${value} is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 20 MB limit`, 'Save it smaller: a JPEG at quality 85 straight from a camera or phone is usually 2–6 MB and large enough.');
  const unreadable = problem(`the file public${value} is not a picture that can be read`, 'Open it in a picture viewer and save it again as JPEG, PNG, WebP or AVIF (the name must end in the matching extension).');
  try {
    const dim = imageSize(readFileSync(file));
    return dim.width && dim.height ? { width: dim.orientation && dim.orientation >= 5 ? dim.height : dim.width } : unreadable;
  } catch {
    return unreadable;
  }
}

/** Fields that hold a picture framed for phones (art direction): shown only up to PHONE_PICTURE_MAX_WIDTH px wide. */
const PHONE_FIELDS = new Set<string | number>(['mobileFallbackImage']);

/**
 * The widest the picture at `path` in `data` is shown, in CSS pixels: a phone picture's width, else its block's
 * (`blockType` when the data has no block there, e.g. a blog article); undefined for small pictures.
 */
export function shownWidthAt(data: unknown, path: (string | number)[], blockType?: string): number | undefined {
  if (path.some((key) => PHONE_FIELDS.has(key))) return PHONE_PICTURE_MAX_WIDTH;
  const type = blockTypeAt(data, path) ?? blockType;
  return type ? SHOWN_WIDTH[type] : undefined;
}

/** The block type a value at `path` in `data` belongs to (the innermost object with a `type` on the way). */
function blockTypeAt(data: unknown, path: (string | number)[]): string | undefined {
  let type: string | undefined;
  let node = data;
  for (const key of path) {
    if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') type = (node as { type: string }).type;
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return type;
}
