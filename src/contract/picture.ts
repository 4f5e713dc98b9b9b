/** What page data says about a raster picture, and its variants' addresses (image pipeline ↔ renderer; no Node). */

/** The web variants of one source picture, as page data carries them (`picture` beside `src`). */
export interface PictureSet {
  /** The variants' common address, e.g. /assets/img/gallery/office-reception.3f2a1b9c0d. */
  base: string;
  /** The widths made, smallest first: each exists as AVIF, some as WebP too (formatWidths). */
  widths: number[];
}

export const PICTURE_FORMATS = ['avif', 'webp'] as const;

/**
 * Each format is made at every n-th width of a set, counted down from the largest (which every format has). WebP is
 * the fallback for the few browsers without AVIF, so it takes every other width: half its encoding, and such a
 * browser fetches a picture at most ~1.5 times wider than it needs instead of ~1.25.
 */
const EVERY_NTH_WIDTH: Record<PictureFormat, number> = { avif: 1, webp: 2 };

/** The widest screen (CSS px) that shows a block's picture framed for phones (`mobile…Image`) instead of its own. */
export const PHONE_PICTURE_MAX_WIDTH = 720;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The address of one variant: `<base>-<width>.<format>`. */
export function variantUrl(set: PictureSet, width: number, format: PictureFormat): string {
  return `${set.base}-${width}.${format}`;
}

/** The widths of a set made in one format, smallest first (EVERY_NTH_WIDTH); the largest is always among them. */
export function formatWidths(set: PictureSet, format: PictureFormat): number[] {
  const n = EVERY_NTH_WIDTH[format];
  return set.widths.filter((_, i) => (set.widths.length - 1 - i) % n === 0);
}

/** A `srcset` listing every width made in one format. */
export function variantSrcSet(set: PictureSet, format: PictureFormat): string {
  return formatWidths(set, format)
    .map((w) => `${variantUrl(set, w, format)} ${w}w`)
    .join(', ');
}

/**
 * The one-address fallback (an `<img src>` or a video poster): the variant of `format` (WebP unless named) closest
 * to `width` from above among those made, or the largest.
 */
export function variantNear(set: PictureSet, width: number, format: PictureFormat = 'webp'): string {
  const widths = formatWidths(set, format);
  return variantUrl(set, widths.find((w) => w >= width) ?? widths[widths.length - 1], format);
}
