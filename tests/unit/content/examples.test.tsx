import { describe, it, expect, beforeAll } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '../../../src/build/render';
import { loadManifest } from '../../../src/dev/sitePlugin';
import { loadSchemas } from '../../../src/content/schemas';
import type { SiteManifest } from '../../../src/content/manifest';
import type { PageData } from '../../../src/contract/pageData';
import type { Section } from '../../../src/generated/content';

const root = join(import.meta.dirname, '..', '..', '..');
const blockFiles = readdirSync(join(root, 'schema/blocks')).filter((f) => f.endsWith('.schema.json'));
const schemas = loadSchemas(join(root, 'schema'));
let manifest: SiteManifest;

beforeAll(() => {
  manifest = loadManifest(root);
});

/** Text values of an example that a visitor should see once it renders. */
function visibleStrings(block: Record<string, unknown>): string[] {
  return ['title', 'heading'].map((k) => block[k]).filter((v): v is string => typeof v === 'string');
}

describe('every block schema', () => {
  for (const file of blockFiles) {
    const schema = JSON.parse(readFileSync(join(root, 'schema/blocks', file), 'utf8'));
    const type = file.replace('.schema.json', '');

    it(`${type}: has a const type, closed fields, descriptions on every field and at least one example`, () => {
      expect(schema.properties.type.const).toBe(type);
      expect(schema.additionalProperties).toBe(false);
      for (const [name, prop] of Object.entries(
        schema.properties as Record<string, { description?: string; $ref?: string }>,
      )) {
        expect(prop.description ?? prop.$ref, `${type}.${name} needs a description`).toBeTruthy();
      }
      expect(Array.isArray(schema.examples) && schema.examples.length > 0).toBe(true);
    });

    it(`${type}: every example is valid and renders on the server`, async () => {
      for (const example of schema.examples as Section[]) {
        const page = {
          route: '/example',
          meta: { title: 'Example page', description: 'A page showing one block example.' },
          sections: [example],
        };
        const { errors } = schemas.validate('page', page);
        expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
        const entry = [...manifest.pages.values()].find((p) => p.entry)?.entry;
        const data: PageData = {
          path: '/example',
          head: { title: 'Example', meta: [], links: [], jsonLd: [], lang: 'en' },
          sections: [example],
          blocks: [type],
          ...(entry ? { entry } : {}),
        };
        const { status, html } = await render({
          url: '/example',
          collections: [],
          site: manifest.site,
          page: (key) => (key === 'example' ? data : undefined),
          assets: { entry: '/entry.js' },
        });
        expect(status).toBe(200);
        expect(html).toContain(`id="${example.id}"`.replace(/"$/, ''));
        for (const text of visibleStrings(example as unknown as Record<string, unknown>))
          expect(html).toContain(text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      }
    });
  }
});
