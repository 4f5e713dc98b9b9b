/**
 * The content checks of files that pages name (crossCheck.ts locates them): the path stays inside public/, the
 * file exists, a picture can be read and is under the size limit, an SVG is safe, and the picture's width.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import { svgProblems } from '../svgSafety.js';
import { RASTER } from './source.js';

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

export type AssetFault =
  | { kind: 'outside' }
  | { kind: 'missing' }
  | { kind: 'unreadable' }
  | { kind: 'too-large'; bytes: number }
  | { kind: 'unsafe-svg'; problems: string[] };

/** What is known of a named file once checked: a fault, or (for a picture) its width. */
export interface AssetFacts { fault?: AssetFault; width?: number }

/** Checks the file a page names (a path such as /images/office.jpg; symbolic links in public/ are followed). */
export function checkAsset(publicDir: string, value: string): AssetFacts {
  if (!resolve(publicDir, `.${value}`).startsWith(resolve(publicDir) + sep)) return { fault: { kind: 'outside' } };
  const file = join(publicDir, value);
  if (!existsSync(file)) return { fault: { kind: 'missing' } };
  if (/\.svg$/i.test(value)) {
    const problems = svgProblems(readFileSync(file, 'utf8'));
    return problems.length ? { fault: { kind: 'unsafe-svg', problems } } : {};
  }
  if (!RASTER.test(value) && !/\.gif$/i.test(value)) return {};
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES) return { fault: { kind: 'too-large', bytes } };
  try {
    const dim = imageSize(readFileSync(file));
    if (!dim.width || !dim.height) return { fault: { kind: 'unreadable' } };
    return { width: dim.orientation && dim.orientation >= 5 ? dim.height : dim.width };
  } catch {
    return { fault: { kind: 'unreadable' } };
  }
}

/** The block type a value at `path` in `data` belongs to (the innermost object with a `type` on the way). */
export function blockTypeAt(data: unknown, path: (string | number)[]): string | undefined {
  let type: string | undefined;
  let node = data;
  for (const key of path) {
    if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') type = (node as { type: string }).type;
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return type;
}
