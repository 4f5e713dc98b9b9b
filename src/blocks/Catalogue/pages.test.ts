/** Every catalogue in pages/: deep links name one of the page's own addresses and an existing service. */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { CatalogueBlock } from '../../generated/content';

const pagesDir = join(import.meta.dirname, '..', '..', '..', 'pages');
const files = (readdirSync(pagesDir, { recursive: true }) as string[]).filter(
  (f) => f.endsWith('.yaml') && !f.split('/').pop()!.startsWith('_'),
);

function catalogues(value: unknown, out: CatalogueBlock[] = []): CatalogueBlock[] {
  if (Array.isArray(value)) for (const v of value) catalogues(v, out);
  else if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'catalogue') out.push(value as CatalogueBlock);
    for (const v of Object.values(value)) catalogues(v, out);
  }
  return out;
}

const found = files.flatMap((file) => {
  const page = parse(readFileSync(join(pagesDir, file), 'utf8')) as { route: string; aliases?: string[] } | null;
  return page ? catalogues(page).map((block) => ({ file: relative(pagesDir, join(pagesDir, file)), page, block })) : [];
});

describe('catalogues in pages/', () => {
  it('exist (the company secretarial catalogue at least)', () => {
    expect(found.map((f) => f.file)).toContain('company-incorporation.yaml');
  });

  for (const { file, page, block } of found) {
    it(`${file} › ${block.id}: deep links use the page's addresses and known services`, () => {
      const addresses = [page.route, ...(page.aliases ?? [])];
      for (const link of block.deepLinks ?? []) {
        expect(addresses, `${link.path} is not an address of ${file}`).toContain(link.path);
        expect(
          block.items.map((e) => e.id),
          `deep link ${link.path}`,
        ).toContain(link.service);
      }
    });
  }
});
