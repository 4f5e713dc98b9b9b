import { describe, expect, it } from 'vitest';
import { isBlank, sameData, withoutArtefacts } from './sameData';

const base = {
  route: '/about',
  meta: { title: 'About us', keywords: ['a', 'b'] },
  sections: [{ type: 'text', id: 'story', title: 'Story', image: { src: '/a.webp', alt: 'A' } }],
  sitemap: false,
};

describe('a draft compared with the saved file', () => {
  it('is the same when only the order of members differs', () => {
    const draft = {
      sitemap: false,
      sections: [{ id: 'story', image: { alt: 'A', src: '/a.webp' }, title: 'Story', type: 'text' }],
      meta: { keywords: ['a', 'b'], title: 'About us' },
      route: '/about',
    };
    expect(sameData(draft, base)).toBe(true);
  });

  it('is the same when a field was typed into and cleared again (undefined, empty text, an empty group)', () => {
    const draft = structuredClone(base) as Record<string, unknown>;
    (draft.sections as Record<string, unknown>[])[0].link = { label: undefined, href: '' };
    (draft.meta as Record<string, unknown>).description = '';
    draft.aliases = [];
    draft.notFound = undefined;
    expect(sameData(draft, base)).toBe(true);
    expect(sameData(base, draft)).toBe(true);
  });

  it('sees every real change: text, a number, false, a list item, an emptied list, a removed field', () => {
    const changed = (f: (d: typeof base) => void) => {
      const d = structuredClone(base);
      f(d);
      return sameData(d, base);
    };
    expect(changed((d) => (d.meta.title = 'About'))).toBe(false);
    expect(changed((d) => (d.sitemap = true))).toBe(false);
    expect(changed((d) => d.meta.keywords.push('c'))).toBe(false);
    expect(changed((d) => (d.meta.keywords = []))).toBe(false);
    expect(changed((d) => d.meta.keywords.reverse())).toBe(false);
    expect(changed((d) => (d.meta.title = ''))).toBe(false);
    expect(changed((d) => (d.sections[0].image = undefined as never))).toBe(false);
    expect(changed((d) => d.sections.push({} as never))).toBe(false);
    expect(sameData({ n: 0 }, {})).toBe(false);
    expect(sameData({ n: 5 }, { n: '5' })).toBe(false);
    expect(sameData({ n: null }, {})).toBe(false);
  });

  it('calls blank only what holds nothing', () => {
    expect([undefined, '', [], {}, { a: { b: '' } }].every(isBlank)).toBe(true);
    expect([0, false, null, ' ', [''], { a: 0 }].some(isBlank)).toBe(false);
  });
});

describe('a draft made ready to save', () => {
  it('loses the blank leftovers the file does not have, and keeps every real change', () => {
    const draft = {
      route: '/about',
      meta: { title: 'About', description: '', keywords: [] },
      sections: [{ type: 'text', id: 'story', link: { label: undefined }, image: { src: '/a.webp', alt: 'A' } }],
      aliases: [],
    };
    const base2 = { ...base, meta: { ...base.meta, description: '' } };
    expect(JSON.parse(JSON.stringify(withoutArtefacts(draft, base2)))).toEqual({
      route: '/about',
      meta: { title: 'About', description: '', keywords: [] },
      sections: [{ type: 'text', id: 'story', image: { src: '/a.webp', alt: 'A' } }],
    });
    expect(sameData(withoutArtefacts(draft, base2), draft)).toBe(true);
  });
});
