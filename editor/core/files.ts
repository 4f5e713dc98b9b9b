/**
 * The files an editor can open: every page file, the site file and the collections, each with what the list
 * shows (title, route, area) and the schema its form comes from. `pages/_pending.yaml` (routes still being built)
 * is a developer's file and is not listed.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { PENDING_FILE, SITE_FILE, yamlFiles } from '../../src/content/load.js';
import { readContentText } from '../../src/content/files.js';
import { words } from '../contract/words.js';
import type { EditableFile } from '../contract/editing.js';
import { addressIn, editorLanguages, translationOf } from '../contract/translationStatus.js';

/** Areas whose name is not the route's first segment. */
const AREA_OF: Record<string, string> = {
  'finance-coe': 'financial',
  'hr-services': 'hr',
  privacy: 'legal',
  terms: 'legal',
  '': 'main',
  about: 'main',
  contact: 'main',
  gallery: 'main',
  'company-incorporation': 'main',
};

/** The area of a route: its first segment, with a few pages placed where an editor looks for them. */
export function areaOf(route: string): string {
  const first = route.split('/')[1] ?? '';
  return AREA_OF[first] ?? first;
}

/** The definition key of a file's schema in the bundle (site, collections_blog, page), from its path alone. */
export function schemaKeyOf(file: string): string {
  if (file === SITE_FILE) return 'site';
  if (translationOf(file)) return 'translation';
  if (file.startsWith('pages/collections/')) return `collections_${file.slice(18).replace(/\.ya?ml$/, '')}`;
  return 'page';
}

/** A file's data, leniently: {} for a file that cannot be read. */
function dataOf(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const data = parse(text, { maxAliasCount: 100 }) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Another content file's text (the English page, the site settings), or null when there is none. */
export type ReadOther = (file: string) => string | null;

/** The address of each collection's article page, by collection ("blog" → /resources/blog/$id). */
export type ArticleRoutes = ReadonlyMap<string, string>;

/** An article's English title (its item's, by its id in its collection's file), read through `read`. */
function articleTitle(english: string, id: string, read?: ReadOther): string | undefined {
  const items = dataOf(read?.(english) ?? null).items;
  const item = Array.isArray(items)
    ? (items as Record<string, unknown>[]).find((i) => !!i && typeof i === 'object' && String(i.id) === id)
    : undefined;
  return typeof item?.title === 'string' && item.title ? item.title : undefined;
}

/**
 * A translation file as people know it: its English page's title and address with its language's name ("About us,
 * in Kannada", /kn/about), read through `read`; without it, by its own title and the language's code. An article's
 * by the article's title, and its address when `articles` gives its article page's.
 */
function describeTranslation(
  file: string,
  data: Record<string, unknown>,
  read?: ReadOther,
  articles?: ArticleRoutes,
): EditableFile {
  const { code, english, item } = translationOf(file) ?? { code: '', english: '' };
  const page = read && !item ? describe(english, read(english) ?? '') : undefined;
  const lang = read ? editorLanguages(dataOf(read(SITE_FILE))).find((l) => l.code === code) : undefined;
  const language = lang ? words.translate.language(lang.englishName, lang.name) : code;
  const own = String((data.meta as { title?: unknown } | undefined)?.title ?? file);
  const title = item
    ? (articleTitle(english, item.id, read) ?? own)
    : page && page.title !== english
      ? page.title
      : own;
  const articleRoute = item ? articles?.get(item.collection)?.replace(/\$id$/, item.id) : undefined;
  const route = item ? articleRoute : page?.route;
  return {
    file,
    kind: 'translation',
    schema: 'translation',
    title: words.translate.pageIn(title, language),
    route: route ? addressIn(route, code) : '',
    area: `lang:${code}`,
    translation: { code, english, language },
  };
}

/**
 * Describes one file from its text (leniently: a broken file is still listed, by its path); a translation with its
 * English page's title and its language's name when `read` gives the other files.
 */
export function describe(file: string, text: string, read?: ReadOther, articles?: ArticleRoutes): EditableFile {
  const data = dataOf(text);
  if (translationOf(file)) return describeTranslation(file, data, read, articles);
  if (file === SITE_FILE)
    return { file, kind: 'site', schema: 'site', title: words.files.siteTitle, route: '', area: 'site' };
  if (file.startsWith('pages/collections/')) {
    const name = file.slice(18).replace(/\.ya?ml$/, '');
    return {
      file,
      kind: 'collection',
      schema: schemaKeyOf(file),
      title: words.files.collectionTitle(name),
      route: '',
      area: 'collections',
    };
  }
  const route = typeof data.route === 'string' ? data.route : '';
  // A collection's item page has "{title}" for a title: it is named by what it is, the page of every item.
  const itemPage = route.includes('$') && typeof data.collection === 'string';
  const title = itemPage
    ? words.files.itemPageTitle(String(data.collection))
    : String((data.meta as { title?: unknown } | undefined)?.title ?? file);
  return { file, kind: 'page', schema: 'page', title, route, area: areaOf(route) };
}

/** Every editable file under root/pages; one that cannot be read (a dangling link, a binary file) by its path. */
export function listFiles(root: string): EditableFile[] {
  // The other files a translation is named by (its English page, the site settings) are read once, when asked.
  const read = readerIn(root);
  const files = yamlFiles(root).filter((f) => f !== PENDING_FILE);
  // The article pages' addresses first: an article's translation is named by its address in its language.
  const articles = new Map<string, string>();
  for (const f of files) {
    const text = translationOf(f) ? null : read(f);
    if (!text?.includes('$id')) continue;
    const data = dataOf(text);
    if (typeof data.collection === 'string' && typeof data.route === 'string' && data.route.endsWith('/$id'))
      articles.set(data.collection, data.route);
  }
  return files.map((f) => {
    const text = readContentText(join(root, f));
    return describe(f, typeof text === 'string' ? text : '', read, articles);
  });
}

/** The content files of `root` as `describe` reads the others: each read once. */
export function readerIn(root: string): ReadOther {
  const texts = new Map<string, string | null>();
  return (file) => {
    if (!texts.has(file)) {
      const text =
        /^pages\/[\w./-]+\.ya?ml$/.test(file) && !file.includes('..') ? readContentText(join(root, file)) : null;
      texts.set(file, typeof text === 'string' ? text : null);
    }
    return texts.get(file) ?? null;
  };
}
