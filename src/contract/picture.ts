/** What page data says about a raster picture, and its variants' addresses (image pipeline ↔ renderer; no Node). */

/** The web variants of one source picture, as page data carries them (`picture` beside `src`). */
export interface PictureSet {
  /** The variants' common address, e.g. /assets/img/gallery/office-reception.3f2a1b9c0d. */
  base: string;
  /** The widths made, smallest first; each exists as AVIF and WebP. */
  widths: number[];
}

export const PICTURE_FORMATS = ['avif', 'webp'] as const;

/** The widest screen (CSS px) that shows a block's picture framed for phones (`mobile…Image`) instead of its own. */
export const PHONE_PICTURE_MAX_WIDTH = 720;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The address of one variant: `<base>-<width>.<format>`. */
export function variantUrl(set: PictureSet, width: number, format: PictureFormat): string {
  return `${set.base}-${width}.${format}`;
}

/** A `srcset` listing every width of one format. */
export function variantSrcSet(set: PictureSet, format: PictureFormat): string {
  return set.widths.map((w) => `${variantUrl(set, w, format)} ${w}w`).join(', ');
}

/** The one-address fallback (an `<img src>` or a video poster): the WebP closest to `width` from above, or the largest. */
export function variantNear(set: PictureSet, width: number, format: PictureFormat = 'webp'): string {
  return variantUrl(set, set.widths.find((w) => w >= width) ?? set.widths[set.widths.length - 1], format);
}
