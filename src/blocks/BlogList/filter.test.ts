import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CATEGORIES, blogStats, filterEntries, matchesSearch, type BlogEntry } from './filter';
import { fill } from '../../render/fill';

const root = join(import.meta.dirname, '..', '..', '..');
const schemaEnum = JSON.parse(readFileSync(join(root, 'schema/collections/blog.schema.json'), 'utf8')).properties.items
  .items.properties.category.enum;

const entry = (over: Partial<BlogEntry> & Pick<BlogEntry, 'id'>): BlogEntry => ({
  title: `Title ${over.id}`,
  excerpt: `Excerpt ${over.id}`,
  date: 'March 1, 2024',
  author: `Author ${over.id}`,
  readTime: 5,
  category: 'Technology',
  image: { src: '/images/x.webp', alt: '' },
  ...over,
});

const entries: BlogEntry[] = [
  entry({
    id: 1,
    title: 'Reading a Balance Sheet',
    category: 'Financial Planning',
    featured: true,
    author: 'Meera Kulkarni',
    readTime: 5,
  }),
  entry({
    id: 2,
    title: 'GST Returns',
    excerpt: 'Monthly GSTR-3B explained.',
    category: 'Tax & Compliance',
    author: 'Priya Menon',
    readTime: 8,
  }),
  entry({
    id: 3,
    title: 'Cloud Ledgers',
    excerpt: 'Moving the books online.',
    category: 'Technology',
    author: 'Priya Menon',
    readTime: 12,
  }),
];

describe('blog listing filters', () => {
  it('offers the collection schema categories, in order', () => {
    expect(CATEGORIES).toEqual(schemaEnum);
    expect(CATEGORIES).toHaveLength(6);
  });

  it('searches title, excerpt and author, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(entries[0], 'balance')).toBe(true);
    expect(matchesSearch(entries[1], 'gstr-3b')).toBe(true);
    expect(matchesSearch(entries[0], '  MEERA ')).toBe(true);
    expect(matchesSearch(entries[0], 'Technology')).toBe(false);
    expect(matchesSearch(entries[2], '')).toBe(true);
  });

  it('applies search and category together', () => {
    expect(filterEntries(entries, 'priya', null).shown).toBe(2);
    expect(filterEntries(entries, 'priya', 'Technology').grid.map((e) => e.id)).toEqual([3]);
    expect(filterEntries(entries, 'balance', 'Technology').shown).toBe(0);
    expect(filterEntries(entries, '', 'Corporate Law').shown).toBe(0);
  });

  it('keeps featured articles out of the grid and counts them as shown', () => {
    const all = filterEntries(entries, '', null);
    expect(all.featured.map((e) => e.id)).toEqual([1]);
    expect(all.grid.map((e) => e.id)).toEqual([2, 3]);
    expect(all.shown).toBe(3);
    const taxOnly = filterEntries(entries, '', 'Tax & Compliance');
    expect(taxOnly.featured).toEqual([]);
    expect(taxOnly.grid.map((e) => e.id)).toEqual([2]);
  });

  it('counts the stat tiles from the articles', () => {
    expect(blogStats(entries)).toEqual({ articles: 3, categories: 3, authors: 2, minutes: 25 });
    expect(blogStats([])).toEqual({ articles: 0, categories: 0, authors: 0, minutes: 0 });
  });

  it('counts an author once on a translated listing, by the English name, whatever script their name is in', () => {
    const entries = [
      entry({ id: 1, author: 'ಪ್ರಿಯಾ ಮೆನನ್', englishAuthor: 'Priya Menon' }),
      entry({ id: 2, author: 'Priya Menon', lang: 'en' }),
    ];
    expect(blogStats(entries).authors).toBe(1);
  });

  it('counts the real collection: six articles, reading times 5, 8, 12, 6, 10, 15, only the first featured', () => {
    const items = parse(readFileSync(join(root, 'pages/collections/blog.yaml'), 'utf8')).items as BlogEntry[];
    expect(blogStats(items)).toMatchObject({ articles: 6, minutes: 56 });
    const { featured, grid } = filterEntries(items, '', null);
    expect(featured.map((e) => e.id)).toEqual([1]);
    expect(grid).toHaveLength(5);
  });

  it('fills {placeholders} and leaves unknown ones alone', () => {
    expect(fill('Showing {shown} of {total} articles', { shown: 2, total: 6 })).toBe('Showing 2 of 6 articles');
    expect(fill('{minutes} min read {x}', { minutes: 5 })).toBe('5 min read {x}');
  });
});
