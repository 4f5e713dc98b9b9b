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
import { declaredBlocks } from '../../generated/blocks.js';
import type { DeclaredBlock } from '../../contract/blockDeclaration.js';

/** The largest source file a page may name. */
export const MAX_BYTES = 20 * 1024 * 1024;

/** What is known of a named file once checked: its problem in words, or (for a picture) its width. */
export interface AssetFacts {
  problem?: { message: string; hint: string };
  width?: number;
}

/** Checks the file a page names (a path such as /images/office.jpg; symbolic links in public/ are followed). */
export function checkAsset(publicDir: string, value: string): AssetFacts {
  const problem = (message: string, hint: string): AssetFacts => ({ problem: { message, hint } });
  if (!resolve(publicDir, `.${value}`).startsWith(resolve(publicDir) + sep)) {
    return problem(
      `the path ${value} leads outside the public/ folder`,
      'Name a file inside public/, written from the site root (for example /images/office.jpg for public/images/office.jpg).',
    );
  }
  const file = join(publicDir, value);
  if (!existsSync(file)) {
    const guess = closestFile(publicDir, value);
    return problem(
      `the file public${value} does not exist${guess ? ` — did you mean ${guess}?` : ''}`,
      guess
        ? `Change it to ${guess}, or put the file at public${value}.`
        : 'Put the file in the public/ folder, or correct the path (names are case-sensitive).',
    );
  }
  if (/\.svg$/i.test(value)) {
    const problems = svgProblems(readFileSync(file, 'utf8'));
    return problems.length
      ? problem(
          `the SVG public${value} is not safe to show on the site: ${problems.join('; ')}`,
          'Remove scripts, event handlers and links to other files from it (export it from the drawing program as plain SVG), or use a PNG instead.',
        )
      : {};
  }
  if (!RASTER.test(value) && !/\.gif$/i.test(value)) return {};
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES)
    return problem(
      `the file public${value} is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 20 MB limit`,
      'Save it smaller: a JPEG at quality 85 straight from a camera or phone is usually 2–6 MB and large enough.',
    );
  const unreadable = problem(
    `the file public${value} is not a picture that can be read`,
    'Open it in a picture viewer and save it again as JPEG, PNG, WebP or AVIF (the name must end in the matching extension).',
  );
  try {
    const dim = imageSize(readFileSync(file));
    return dim.width && dim.height
      ? { width: dim.orientation && dim.orientation >= 5 ? dim.height : dim.width }
      : unreadable;
  } catch {
    return unreadable;
  }
}

/**
 * The widest the picture at `path` in `data` is shown, in CSS pixels, by what `blocks` declare (block.ts's
 * pictureWidth and phonePictureFields): a phone picture's width, else its block's, or (`inEntry`: the data is a
 * collection entry, such as a blog post, with no block there) the width of the block that shows entries; undefined
 * for small pictures, which are not checked.
 */
export function pictureWidths(
  blocks: readonly DeclaredBlock[],
): (data: unknown, path: (string | number)[], inEntry?: boolean) => number | undefined {
  const byType = new Map(blocks.map((b) => [b.type as string, b]));
  const entryWidths = blocks.filter((b) => b.showsEntry && b.pictureWidth).map((b) => b.pictureWidth!);
  const entryWidth = entryWidths.length ? Math.max(...entryWidths) : undefined;
  return (data, path, inEntry = false) => {
    const type = blockTypeAt(data, path);
    if (type === undefined) return inEntry ? entryWidth : undefined;
    const block = byType.get(type);
    if (block?.phonePictureFields && path.some((key) => block.phonePictureFields!.includes(key as string)))
      return PHONE_PICTURE_MAX_WIDTH;
    return block?.pictureWidth;
  };
}

/** The widest the picture at `path` in `data` is shown, as the site's blocks declare it (pictureWidths). */
export const shownWidthAt = pictureWidths(declaredBlocks);

/** The block type a value at `path` in `data` belongs to (the innermost object with a `type` on the way). */
function blockTypeAt(data: unknown, path: (string | number)[]): string | undefined {
  let type: string | undefined;
  let node = data;
  for (const key of path) {
    if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string')
      type = (node as { type: string }).type;
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return type;
}
