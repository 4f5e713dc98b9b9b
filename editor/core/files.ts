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
  if (file.startsWith('pages/collections/')) return `collections_${file.slice(18).replace(/\.ya?ml$/, '')}`;
  return 'page';
}

/** Describes one file from its text (leniently: a broken file is still listed, by its path). */
export function describe(file: string, text: string): EditableFile {
  let data: Record<string, unknown> = {};
  try {
    data = (parse(text, { maxAliasCount: 100 }) as Record<string, unknown>) ?? {};
  } catch {
    /* listed by its path */
  }
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
  return yamlFiles(root)
    .filter((f) => f !== PENDING_FILE)
    .map((f) => {
      const text = readContentText(join(root, f));
      return describe(f, typeof text === 'string' ? text : '');
    });
}
