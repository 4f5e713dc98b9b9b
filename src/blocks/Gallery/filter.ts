import type { GalleryBlock } from '../../generated/content';

export type GalleryImage = GalleryBlock['images'][number];
export type CategoryValue = GalleryBlock['categories'][number]['value'];
export type ViewMode = 'grid' | 'list';

export interface GalleryFilters {
  /** Search text; matched case-insensitively as a substring of the title or the description. */
  query: string;
  /** A category, or all for every image. */
  category: CategoryValue;
}

/** True when the image matches both the category and the search text. */
export function matches(image: GalleryImage, { query, category }: GalleryFilters): boolean {
  if (category !== 'all' && image.category !== category) return false;
  const term = query.trim().toLowerCase();
  if (!term) return true;
  return image.title.toLowerCase().includes(term) || image.description.toLowerCase().includes(term);
}

/** The index of the neighbouring image, wrapping around at either end. */
export function step(index: number, delta: number, length: number): number {
  return length === 0 ? 0 : (((index + delta) % length) + length) % length;
}
