import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buttonName, details, type DownloadItem, type DownloadLabels } from './logic';
import { fill } from '../../render/fill';

const base: DownloadItem = {
  id: 'leave',
  title: 'Leave Policy',
  description: 'Leave.',
  file: '/downloads/hr/leave-policy.pdf',
  downloadSize: 'PDF, 1 KB',
};
const labels: DownloadLabels = {
  pages: { one: '{count} page', other: '{count} pages' },
  version: 'Version {version}',
  lastUpdated: 'Updated {date}',
  applicability: 'Applies to: {applicability}',
};

describe('buttonName', () => {
  it('puts the title and size into the template', () => {
    expect(buttonName('Download {title} ({size})', base)).toBe('Download Leave Policy (PDF, 1 KB)');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('details', () => {
  it('lists size, pages (singular or plural), version, date and applicability in order', () => {
    const item: DownloadItem = {
      ...base,
      pages: 1,
      version: '4.0',
      lastUpdated: 'April 2025',
      applicability: 'All Employees',
    };
    expect(details(labels, item).map((d) => d.text)).toEqual([
      'PDF, 1 KB',
      '1 page',
      'Version 4.0',
      'Updated April 2025',
      'Applies to: All Employees',
    ]);
    expect(details(labels, { ...base, pages: 3 }).map((d) => d.text)).toEqual(['PDF, 1 KB', '3 pages']);
  });

  it('shows only the size when there are no words for the other details', () => {
    expect(details(undefined, { ...base, pages: 2, version: '1.0' }).map((d) => d.key)).toEqual(['size']);
  });
});

/** Every downloads card on the site points to a real, small PDF whose size and page count the card tells truthfully. */
describe('downloads blocks in pages/', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const full = join(dir, n);
      // Translations (pages/translations/) hold words by section id, not sections.
      if (n === 'translations') return [];
      return statSync(full).isDirectory() ? files(full) : n.endsWith('.yaml') ? [full] : [];
    });
  type Block = { id: string; labels?: DownloadLabels; categories: { items: DownloadItem[] }[] };
  const blocks = files(join(root, 'pages')).flatMap((file) =>
    ((parse(readFileSync(file, 'utf8'))?.sections ?? []) as { type: string }[])
      .filter((s) => s.type === 'downloads')
      .map((s) => ({ file: file.slice(root.length + 1), block: s as unknown as Block })),
  );

  it('finds the pages that use the block', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  for (const { file, block } of blocks) {
    it(`${file} › ${block.id}: files exist, are PDFs under 10 KB, and size and pages are shown truthfully`, () => {
      for (const item of block.categories.flatMap((c) => c.items)) {
        const path = join(root, 'public', item.file);
        expect(existsSync(path), item.file).toBe(true);
        const bytes = readFileSync(path);
        expect(bytes.subarray(0, 5).toString(), `${item.file} is a PDF`).toBe('%PDF-');
        expect(bytes.length, `${item.file} under 10 KB`).toBeLessThan(10 * 1024);
        const kb = Number(/(\d+(?:\.\d+)?)\s*KB/.exec(item.downloadSize)?.[1]);
        expect(
          Math.abs(kb - bytes.length / 1024),
          `${item.id}: shown ${item.downloadSize}, file has ${bytes.length} bytes`,
        ).toBeLessThanOrEqual(0.5);
        if (item.pages !== undefined) {
          expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length, `${item.id}: page count`).toBe(item.pages);
        }
        for (const field of ['pages', 'version', 'lastUpdated', 'applicability'] as const) {
          if (item[field] !== undefined) expect(block.labels?.[field], `${item.id}: labels.${field}`).toBeTruthy();
        }
      }
    });
  }
});
