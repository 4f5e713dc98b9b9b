/**
 * Every block schema's `examples` as the sections of one page, each with its YAML; an example that names a missing
 * file is listed with the problem instead, so it can stop nothing. The dev server shows the page as its block
 * gallery (src/dev/), the editor's block picker draws each block from it (editor/core/api.ts `block-pictures`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { BlockExamples } from '../contract/blockExamples.js';
import { dataKeyOf, type PageData } from '../contract/pageData.js';
import type { Page, Section } from '../generated/content.js';
import { type LoadedContent, schemasFor } from './load.js';
import { buildManifest, type SiteManifest } from './manifest.js';
import type { SchemaSet } from './schemas.js';
import { parseYamlFile } from './yamlFile.js';
import { fileFacts } from './fileFacts.js';

const IMAGE = /\.(svg|webp|png|jpe?g|gif|avif)$/i;

/** The page at `route` whose sections are the examples that can be drawn, and every example by block type. */
export function examplesPage(
  schemas: SchemaSet,
  publicDir: string,
  route: string,
): { page: Page; groups: BlockExamples[] } {
  const sections: Section[] = [];
  const usedIds = new Set<string>();
  const groups = schemas.blockTypes.map((type): BlockExamples => {
    const schema = schemas.schema(`blocks/${type}.schema.json`) ?? {};
    const examples = ((schema.examples as Section[] | undefined) ?? []).map((original) => {
      const block = uniqueId(structuredClone(original), usedIds);
      const yaml = stringify({ sections: [block] }, { lineWidth: 0 }).trimEnd();
      const missing = missingAssets(schemas, block, publicDir, route);
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
    route,
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
function missingAssets(schemas: SchemaSet, block: Section, publicDir: string, route: string): string[] {
  const { refs } = schemas.validate('page', {
    route,
    meta: { title: 'Gallery', description: 'Gallery check.' },
    sections: [block],
  });
  return refs.filter((r) => r.kind === 'asset' && !existsSync(join(publicDir, r.value))).map((r) => r.value);
}

/**
 * The site's manifest with the examples page at `route` linked in (its pictures sized, its blocks' code named, a
 * blog article to show), and the examples by type; the page is no page of the site (no sitemap entry, no link).
 */
export function manifestWithExamples(
  content: LoadedContent,
  route: string,
  publicDir = join(content.root, 'public'),
): { manifest: SiteManifest; page: PageData; groups: BlockExamples[] } {
  const { page, groups } = examplesPage(schemasFor(content.root), publicDir, route);
  const { source } = parseYamlFile('(block examples)', stringify(page, { lineWidth: 0 }));
  const examples = { source: source!, data: page, facts: fileFacts('page', source!, page, []) };
  const manifest = buildManifest({ ...content, pages: [...content.pages, examples] });
  const key = dataKeyOf(route);
  const entry = [...manifest.pages.values()].find((p) => p.entry)?.entry;
  const data: PageData = { ...manifest.pages.get(key)!, ...(entry ? { entry } : {}) };
  manifest.pages.set(key, data);
  return { manifest, page: data, groups };
}
