/** The block gallery's page data (dev server only): a page of every block's schema examples, plus their YAML. */
import type { BlockExamples } from '../contract/blockExamples.js';
import type { PageData } from '../contract/pageData.js';

/** Where `npm run dev` serves the gallery. Production builds have no such page. */
export const GALLERY_PATH = '/_blocks';

/** A block type's examples, as the gallery lists them. */
export type GalleryGroup = BlockExamples;

export type GalleryPageData = PageData & { gallery: GalleryGroup[] };
