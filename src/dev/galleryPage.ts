/**
 * Node side of the block gallery (dev server only): the site's manifest with the page of every block's examples
 * (src/content/blockExamples.ts) at GALLERY_PATH, its groups beside it; a gallery that cannot be built is left out
 * with a warning, so it cannot stop the dev server.
 */
import { manifestWithExamples } from '../content/blockExamples.js';
import type { LoadedContent } from '../content/load.js';
import { buildManifest, type SiteManifest } from '../content/manifest.js';
import { dataKeyOf } from '../contract/pageData.js';
import { GALLERY_PATH, type GalleryPageData } from './contract.js';

export function manifestWithGallery(content: LoadedContent): SiteManifest {
  try {
    const { manifest, page, groups } = manifestWithExamples(content, GALLERY_PATH);
    const data: GalleryPageData = { ...page, gallery: groups };
    manifest.pages.set(dataKeyOf(GALLERY_PATH), data);
    return manifest;
  } catch (e) {
    console.warn(`[block gallery] left out: ${(e as Error).message}`);
    return buildManifest(content);
  }
}
