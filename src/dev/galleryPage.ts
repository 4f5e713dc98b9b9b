/**
 * Node side of the block gallery: every block schema's `examples` become the sections of one page, each with its
 * YAML; an example that names a missing file is listed with the problem instead, so it cannot stop the dev server.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { SchemaSet } from '../content/schemas.js';
import { schemasFor, type LoadedContent } from '../content/load.js';
import { buildManifest, type SiteManifest } from '../content/manifest.js';
import { parseYamlFile } from '../content/yamlFile.js';
import { dataKeyOf } from '../contract/pageData.js';
import type { Page, Section } from '../generated/content.js';
import { GALLERY_PATH, type GalleryGroup, type GalleryPageData } from './contract.js';

const IMAGE = /\.(svg|webp|png|jpe?g|gif|avif)$/i;

export function galleryPage(schemas: SchemaSet, publicDir: string): { page: Page; groups: GalleryGroup[] } {
  const sections: Section[] = [];
  const usedIds = new Set<string>();
  const groups = schemas.blockTypes.map((type): GalleryGroup => {
    const schema = schemas.schema(`blocks/${type}.schema.json`) ?? {};
    const examples = ((schema.examples as Section[] | undefined) ?? []).map((original) => {
      const block = uniqueId(structuredClone(original), usedIds);
      const yaml = stringify({ sections: [block] }, { lineWidth: 0 }).trimEnd();
      const missing = missingAssets(schemas, block, publicDir);
      const problem = missing.length
        ? {
            problem: `This example names ${missing.map((m) => `public${m}`).join(', ')}, which does not exist: fix the example in schema/blocks/${type}.schema.json.`,
          }
        : {};
      // A missing picture cannot be sized for the page (the manifest reads every picture), so it is not rendered.
      if (missing.some((m) => IMAGE.test(m))) return { yaml, ...problem };
      sections.push(block);
      return { yaml, section: sections.length - 1, ...problem };
    });
    return { type, description: String(schema.description ?? ''), examples };
  });
  const page: Page = {
    route: GALLERY_PATH,
    sitemap: false,
    meta: {
      title: 'Block gallery',
      description: 'Every block of the site, rendered from its schema examples beside their YAML.',
    },
    sections,
  };
  return { page, groups };
}

/** Several schemas use the same example id (e.g. "services"); on one page each block needs its own. */
function uniqueId(block: Section, used: Set<string>): Section {
  let id = block.id;
  for (let n = 2; used.has(id); n++) id = `${block.id}-${n}`;
  used.add(id);
  return { ...block, id };
}

/** Files under public/ an example names that do not exist (the schema's x-kind "asset" values). */
function missingAssets(schemas: SchemaSet, block: Section, publicDir: string): string[] {
  const { refs } = schemas.validate('page', {
    route: GALLERY_PATH,
    meta: { title: 'Gallery', description: 'Gallery check.' },
    sections: [block],
  });
  return refs.filter((r) => r.kind === 'asset' && !existsSync(join(publicDir, r.value))).map((r) => r.value);
}

/** The site's manifest plus the gallery page (dev only); a gallery that cannot be built is left out with a warning. */
export function manifestWithGallery(content: LoadedContent): SiteManifest {
  try {
    const { page, groups } = galleryPage(schemasFor(content.root), join(content.root, 'public'));
    const { source } = parseYamlFile('(block gallery)', stringify(page, { lineWidth: 0 }));
    const manifest = buildManifest({
      ...content,
      pages: [...content.pages, { source: source!, data: page, refs: [] }],
    });
    const key = dataKeyOf(GALLERY_PATH);
    const entry = [...manifest.pages.values()].find((p) => p.entry)?.entry;
    const data: GalleryPageData = { ...manifest.pages.get(key)!, ...(entry ? { entry } : {}), gallery: groups };
    manifest.pages.set(key, data);
    return manifest;
  } catch (e) {
    console.warn(`[block gallery] left out: ${(e as Error).message}`);
    return buildManifest(content);
  }
}
