/**
 * The block gallery (dev server only): what the Vite plugin hands the gallery page. The page is ordinary page
 * data (its sections are every block's schema examples, so they load and render like any page's) plus, per
 * block type, the description and each example's YAML.
 */
import type { PageData } from '../runtime/contract.js';

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
