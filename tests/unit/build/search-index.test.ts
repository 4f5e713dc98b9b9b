/**
 * The search index's pieces: which built pages are indexed (aliases are not), the records that make catalogue
 * details findable, and how a result's excerpt is shown (only Pagefind's <mark> tags become marks).
 */
import { describe, expect, it } from 'vitest';
import { blockRecords, canonicalPath, pathOfFile, wordsOf } from '../../../src/build/searchIndex';
import type { DeclaredBlock } from '../../../src/contract/blockDeclaration';
import { excerptParts } from '../../../src/search/pagefind';
import { loadContent } from '../../../src/content/load';
import { repoRoot } from '../../fixtures/site';

describe('pages indexed', () => {
  it('reads the address a page names as its canonical one', () => {
    expect(
      canonicalPath('<head><link rel="canonical" href="https://x.example.com/resources/compliance-calendar"/></head>'),
    ).toBe('/resources/compliance-calendar');
    expect(canonicalPath('<link rel="canonical" href="https://x.example.com/"/>')).toBe('/');
    expect(canonicalPath('<p>no head</p>')).toBeUndefined();
  });

  it('turns a built file into its address', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('resources/faqs/index.html')).toBe('/resources/faqs');
  });
});

describe('catalogue records', () => {
  const content = loadContent(repoRoot);
  const page = content.pages.find((p) => p.data.route === '/services/financial')!;
  const records = blockRecords('/services/financial', page.data as never);

  it('make every service and every subsection findable at the address that opens it', () => {
    const catalogue = (
      page.data.sections as { type: string; items?: { id: string; subsections?: { id: string }[] }[] }[]
    ).find((s) => s.type === 'catalogue')!;
    const expected = catalogue.items!.flatMap((e) => [
      `/services/financial?service=${e.id}`,
      ...(e.subsections ?? []).map((s) => `/services/financial?service=${e.id}&sub=${s.id}`),
    ]);
    expect(records.map((r) => r.url)).toEqual(expected);
    const msme = records.find((r) => r.url.endsWith('&sub=msme'))!;
    expect(msme.meta.title).toBe('MSME (Udyam) Registration');
    expect(msme.content).toMatch(/Udyam/);
  });

  it('come from what each block declares in its block.ts, whatever its type', () => {
    const faq: DeclaredBlock = {
      type: 'faq',
      static: false,
      search: {
        marker: 'data-faq',
        parts: (block, path) => [
          {
            url: `${path}?q=${block.id}`,
            title: 'Questions',
            description: 'All of them',
            detail: [{ icon: 'x', answer: '<p>Yes</p>' }],
          },
        ],
      },
    };
    const data = {
      sections: [
        { type: 'faq', id: 'top' },
        { type: 'catalogue', id: 'c', items: [{ id: 'a', title: 'A' }] },
      ],
    };
    expect(blockRecords('/help', data, [faq])).toEqual([
      { url: '/help?q=top', meta: { title: 'Questions' }, content: 'Questions\nAll of them\nYes' },
    ]);
    expect(blockRecords('/help', data, [])).toEqual([]);
  });

  it('hold the words a visitor reads, not ids, icons or addresses', () => {
    expect(
      wordsOf({
        id: 'gst',
        icon: 'receipt',
        href: '/contact',
        title: 'GST',
        items: [{ question: 'Who?', answer: '<p>Anyone <strong>registered</strong></p>' }],
      }),
    ).toEqual(['GST', 'Who?', 'Anyone registered']);
  });
});

describe('excerpts', () => {
  it('mark the matched words and show escaped text as text', () => {
    expect(excerptParts('Pay <mark>GST</mark> &lt;b&gt; &amp; more')).toEqual([
      { text: 'Pay ', mark: false },
      { text: 'GST', mark: true },
      { text: ' <b> & more', mark: false },
    ]);
  });
});
