/**
 * The block gallery's page data (dev server only): one group per block schema with every example as YAML, the
 * examples as the page's sections (unique ids), examples naming a missing picture reported instead of rendered,
 * and no gallery in the manifest a build uses.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { examplesPage } from '../../../src/content/blockExamples';
import { manifestWithGallery } from '../../../src/dev/galleryPage';
import { devRoutes } from '../../../src/dev/galleryRoute';
import { GALLERY_PATH, type GalleryPageData } from '../../../src/dev/contract';
import { loadContent, schemasFor } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { collectionRoutes, dataKeyOf } from '../../../src/contract/pageData';
import { render } from '../../../src/build/render';
import { repoRoot } from '../../fixtures/site';

const types = readdirSync(join(repoRoot, 'schema/blocks'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.slice(0, -'.schema.json'.length))
  .sort();
const examplesOf = (type: string) =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'schema/blocks', `${type}.schema.json`), 'utf8')) as {
      examples: { id: string }[];
    }
  ).examples;
const shown = (yaml: string) => (parse(yaml) as { sections: { id: string }[] }).sections[0];

describe('the page of every block example', () => {
  const { page, groups } = examplesPage(schemasFor(repoRoot), join(repoRoot, 'public'), GALLERY_PATH);

  it("has one group per block schema, in order, each with every example as YAML written like a page's sections", () => {
    expect(groups.map((g) => g.type)).toEqual(types);
    for (const g of groups) {
      const examples = examplesOf(g.type);
      expect(g.examples, g.type).toHaveLength(examples.length);
      g.examples.forEach((e, i) => {
        expect(e.yaml.startsWith('sections:\n  - type: ')).toBe(true);
        expect({ ...shown(e.yaml), id: examples[i].id }).toEqual(examples[i]);
      });
    }
  });

  it('renders every example of the real schemas (none names a missing file) as a section of the page, ids made unique', () => {
    const problems = groups.flatMap((g) => g.examples.filter((e) => e.problem).map((e) => `${g.type}: ${e.problem}`));
    expect(problems).toEqual([]);
    expect(page.sections).toHaveLength(types.reduce((n, t) => n + examplesOf(t).length, 0));
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of groups) for (const e of g.examples) expect(page.sections[e.section!]).toEqual(shown(e.yaml));
    expect(page.route).toBe(GALLERY_PATH);
    expect(page.sitemap).toBe(false);
  });

  it('reports an example that names a missing picture instead of rendering it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-public-'));
    try {
      const bare = examplesPage(schemasFor(repoRoot), empty, GALLERY_PATH);
      const logos = bare.groups.find((g) => g.type === 'logos')!.examples[0];
      expect(logos.section).toBeUndefined();
      expect(logos.problem).toMatch(
        /^This example names public\/\S+\.svg, which does not exist: fix the example in schema\/blocks\/logos\.schema\.json\.$/,
      );
      const cta = bare.groups.find((g) => g.type === 'cta')!.examples[0];
      expect(cta.section).toBeTypeOf('number');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('manifestWithGallery', () => {
  const content = loadContent(repoRoot);

  it("adds the gallery page data, with its groups and the code of every block it shows, to the site's", () => {
    const manifest = manifestWithGallery(content);
    const data = manifest.pages.get(dataKeyOf(GALLERY_PATH)) as GalleryPageData;
    expect(data.gallery.map((g) => g.type)).toEqual(types);
    expect(data.blocks).toEqual(expect.arrayContaining(types));
    expect(data.entry, 'the blog article example needs an article').toBeDefined();
    expect(manifest.sitemap.some((u) => u.endsWith(GALLERY_PATH))).toBe(false);
  });

  it('is rendered on the dev server at its own route: the index and a group per block, examples beside their YAML', async () => {
    const manifest = manifestWithGallery(content);
    const { status, html } = await render({
      url: GALLERY_PATH,
      site: manifest.site,
      collections: collectionRoutes(manifest.routes),
      page: (key) => manifest.pages.get(key),
      assets: { entry: '/assets/entry.js' },
      extraRoutes: devRoutes,
    });
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Block gallery\b/);
    expect(html).toContain('<h1>Block gallery</h1>');
    expect(html.match(/data-gallery-block="/g)).toHaveLength(types.length);
    expect(html).toContain('data-gallery-example=""');
  });

  it('is not in the manifest the build uses', () => {
    expect(buildManifest(content).pages.has(dataKeyOf(GALLERY_PATH))).toBe(false);
  });
});
