import { describe, expect, it } from 'vitest';
import {
  englishOfTranslation,
  type EnglishPage,
  translationFileFor,
  translationOf,
  translationStatus,
} from './translationStatus';

describe('a translation file’s English', () => {
  it('is a page, or for an article its collection’s file and the article', () => {
    expect(translationOf('pages/translations/kn/about.yaml')).toEqual({ code: 'kn', english: 'pages/about.yaml' });
    expect(translationOf('pages/translations/kn/resources/blog/article.yaml')).toEqual({
      code: 'kn',
      english: 'pages/resources/blog/article.yaml',
    });
    expect(translationOf('pages/translations/hi/collections/blog/2.yaml')).toEqual({
      code: 'hi',
      english: 'pages/collections/blog.yaml',
      item: { collection: 'blog', id: '2' },
    });
    expect(translationOf('pages/collections/blog.yaml')).toBeNull();
    expect(
      translationFileFor({ file: 'pages/collections/blog.yaml', item: { collection: 'blog', id: '2' } }, 'kn'),
    ).toBe('pages/translations/kn/collections/blog/2.yaml');
    expect(translationFileFor({ file: 'pages/about.yaml' }, 'kn')).toBe('pages/translations/kn/about.yaml');
  });

  it('is where a translation’s paths start: an article’s item under item', () => {
    const item = { id: 2, title: 'Checklist' };
    expect(
      englishOfTranslation({
        english: { file: 'f', title: '', route: '', data: item },
        item: { collection: 'blog', id: '2' },
      }),
    ).toEqual({ item });
    expect(englishOfTranslation({ english: { file: 'f', title: '', route: '', data: item } })).toBe(item);
  });
});

describe('what each language lacks, articles included', () => {
  const blog = 'pages/collections/blog.yaml';
  const pages: EnglishPage[] = [
    { file: 'pages/about.yaml', title: 'About us', route: '/about', data: {} },
    {
      file: 'pages/resources/blog/article.yaml',
      title: 'Blog article page',
      route: '/resources/blog/$id',
      data: {},
      articlePage: 'blog',
    },
    ...['1', '2', '3'].map((id) => ({
      file: blog,
      title: `Article ${id}`,
      route: `/resources/blog/${id}`,
      data: { id: Number(id), title: `Article ${id}` },
      item: { collection: 'blog', id },
    })),
  ];
  const fieldsOf = (p: EnglishPage) => [
    {
      id: p.item ? 'item' : '',
      name: '',
      fields: [
        {
          section: '',
          path: p.item ? ['item', 'title'] : ['meta', 'title'],
          label: 'Title',
          english: 'x',
          long: false,
        },
      ],
    },
  ];
  const languages = [{ code: 'kn', name: 'ಕನ್ನಡ', englishName: 'Kannada' }];

  it('lists each article as a row of its own, by its translation file; the article page at the first translated one', () => {
    const translations = new Map<string, Record<string, unknown>>([
      [
        'pages/translations/kn/collections/blog/3.yaml',
        { madeFrom: 'v3', item: { awaitingCheck: true, title: 'ಮೂರು' } },
      ],
      ['pages/translations/kn/collections/blog/2.yaml', { madeFrom: 'old' }],
    ]);
    const [kn] = translationStatus(pages, languages, translations, fieldsOf, (p) => (p.item ? `v${p.item.id}` : 'v'));
    const row = (id: string) => kn.pages.find((p) => p.item?.id === id);
    expect(kn.pages.find((p) => p.articlePage === 'blog')).toMatchObject({
      path: '/kn/resources/blog/2',
      missing: true,
    });
    expect(row('1')).toMatchObject({ file: blog, title: 'Article 1', path: '/kn/resources/blog/1', missing: true });
    expect(row('2')).toMatchObject({ missing: false, outOfDate: true, untranslated: 1, awaiting: 0 });
    expect(row('3')).toMatchObject({
      translationFile: 'pages/translations/kn/collections/blog/3.yaml',
      outOfDate: false,
      untranslated: 0,
      awaiting: 1,
    });
    const none = translationStatus(pages, languages, new Map(), fieldsOf, () => 'v')[0];
    expect(none.pages.find((p) => p.articlePage)?.path).toBe('');
  });
});
