/** The block gallery's page data (dev server only): a page of every block's schema examples, plus their YAML. */
import type { PageData } from '../contract/pageData.js';

/** Where `npm run dev` serves the gallery. Production builds have no such page. */
export const GALLERY_PATH = '/_blocks';

export interface GalleryExample {
  /** The example as YAML, the way it is written in a page's `sections:`. */
  yaml: string;
  /** Its place in the page's `sections`, when it can be shown. */
  section?: number;
  /** What is wrong with the example (e.g. it names a file that is not in public/); a missing picture keeps it from being shown. */
  problem?: string;
}

export interface GalleryGroup {
  type: string;
  /** The schema's description of the block. */
  description: string;
  examples: GalleryExample[];
}

export type GalleryPageData = PageData & { gallery: GalleryGroup[] };
