/** The blog listing's logic: search and category applied together, the featured split, the stat tiles. */
import type { BlogPost } from '../../generated/content';
import type { InLanguage } from '../../contract/pageData';
import blogSchema from '../../../schema/collections/blog.schema.json';

/** An article as the listing receives it: everything but the body. */
export type BlogEntry = Omit<BlogPost, 'content'> & InLanguage;
export type Category = BlogPost['category'];
export type Metric = 'articles' | 'categories' | 'authors' | 'minutes';

/** The category buttons after All, in the order of the collection schema's enum. */
export const CATEGORIES = blogSchema.properties.items.items.properties.category.enum as Category[];

/** Case-insensitive match of the search text against title, excerpt or author; an empty search matches all. */
export function matchesSearch(entry: BlogEntry, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [entry.title, entry.excerpt, entry.author].some((field) => field.toLowerCase().includes(term));
}

/** The articles matching both filters (a null category is All): featured ones apart, the rest for the grid, in order. */
export function filterEntries(entries: readonly BlogEntry[], search: string, category: Category | null) {
  const shown = entries.filter((e) => matchesSearch(e, search) && (category === null || e.category === category));
  return {
    shown: shown.length,
    featured: shown.filter((e) => e.featured),
    grid: shown.filter((e) => !e.featured),
  };
}

/** Numbers for the stat tiles, counted from the articles. */
export function blogStats(entries: readonly BlogEntry[]): Record<Metric, number> {
  return {
    articles: entries.length,
    categories: new Set(entries.map((e) => e.category)).size,
    // By the English name: one person is one author whether their articles are translated or not.
    authors: new Set(entries.map((e) => e.englishAuthor ?? e.author)).size,
    minutes: entries.reduce((sum, e) => sum + e.readTime, 0),
  };
}
