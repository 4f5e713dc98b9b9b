/**
 * What the build hands the browser: content loading (Node) makes these from the YAML, the browser only reads them.
 * Page data travels per route as JSON (/_data/<path>.json), so a page ships only its own content.
 */
import type { Section, Site, BlogPost, Link } from '../generated/content';

/**
 * A link in a page's head: `hreflang` on the alternates of a page in several languages; `as`, `type` and
 * `crossOrigin` on a Kannada or Hindi page's font preload (src/build/fonts/).
 */
export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
  as?: 'font';
  type?: string;
  crossOrigin?: 'anonymous';
}

export interface HeadData {
  title: string;
  meta: ({ name: string; content: string } | { property: string; content: string })[];
  /** `hreflang` on the alternates of a page in several languages (and `x-default`, the default language's). */
  links: HeadLink[];
  jsonLd: Record<string, unknown>[];
  /** The page's language code, for `<html lang>`: the site's default language on a one-language site. */
  lang: string;
  /** CSS the page carries inline in its head: a Kannada or Hindi page's @font-face (src/build/fonts/); absent on others. */
  styles?: string[];
}

/** One language of the site as a page links to it: `path` is this page in that language, absent when it has none. */
export interface LanguageLink {
  code: string;
  /** In its own script, as the switcher shows it. */
  name: string;
  locale: string;
  path?: string;
}

/** Everything one route needs to render. */
export interface PageData {
  /** The main route, e.g. /about or /resources/blog/3. */
  path: string;
  head: HeadData;
  sections: Section[];
  /** The collection item shown, on collection pages. */
  entry?: BlogPost & InLanguage;
  /** Sections fade in the first time they scroll into view. */
  reveal?: boolean;
  /** Block types used on the page (nested ones included), to preload their code. */
  blocks: string[];
  /** The frame around the sections: `resources` adds the side menu (default: none). */
  layout?: Layout;
  /** The page's language code; absent on a one-language site. */
  lang?: string;
  /** Every language of the site, default first; absent on a one-language site. */
  languages?: LanguageLink[];
  /** On a translation made from an earlier version of its English page: that page's address. */
  outOfDate?: { englishPath: string };
}

export type Layout = 'default' | 'resources';

/** One entry of the route table the router is built from. */
export interface RouteRecord {
  path: string;
  /** The data file to fetch: /_data/<dataKey>.json. For collection routes, a prefix completed by the item id. */
  dataKey: string;
  layout: Layout;
  /** For collection routes (path ends in /$id): what to show for an unknown id. */
  notFound?: { title: string; text: string; link: Link };
}

/** A collection route (/resources/blog/$id) as the browser needs it, the only route it knows of (routes.tsx). */
export interface CollectionRoute {
  /** The items' path prefix, e.g. /resources/blog. */
  prefix: string;
  layout: Layout;
  notFound: { title: string; text: string; link: Link };
}

/** The collection routes of a route table. */
export function collectionRoutes(records: RouteRecord[]): CollectionRoute[] {
  return records.flatMap((r) =>
    r.path.endsWith('/$id') && r.notFound
      ? [{ prefix: r.path.slice(0, -4), layout: r.layout, notFound: r.notFound }]
      : [],
  );
}

/** The site-wide part every page needs: settings and the head shared by all pages. */
export interface SiteData {
  site: Site;
  head: HeadData;
  notFoundHead: HeadData;
  /**
   * In a language other than the default: the names items choose from (the blog's categories) in this language,
   * by their English name, from the site's shared words; a name without one is shown in English.
   */
  names?: Record<string, string>;
}

/**
 * Where an item is in another language than the site's main one: `path`, its page in the page's language (a
 * translated article, /kn/resources/blog/1); `lang`, the main language's code on an item shown untranslated (its
 * words are English, and its page is the English one). Absent on the main language's pages.
 */
export interface InLanguage {
  path?: string;
  lang?: string;
  /** On a translated item: its author's name as the main language writes it (the listing counts authors by it). */
  englishAuthor?: string;
}

/** A block that names a collection receives the collection's items (without bodies) as `entries` at build time. */
export type WithEntries<T, E = Record<string, unknown>> = T & { entries?: E[] };

/**
 * The site data of a language other than the default: /_site.<code>.json (the default's is /_site.json, which the
 * client names SITE_DATA_URL).
 */
export function siteDataUrlOf(code: string): string {
  return `/_site.${code}.json`;
}

export function dataUrl(dataKey: string): string {
  return `/_data/${dataKey}.json`;
}

/** The data key of a path: "/" → "index", "/resources/blog/3" → "resources/blog/3" (a trailing slash is ignored). */
export function dataKeyOf(path: string): string {
  return path.replace(/\/+$/, '').slice(1) || 'index';
}

/** The address the site-wide 404 page is prerendered at; no route can take it (routes have no "_"). */
export const NOT_FOUND_RENDER_PATH = '/_404';

/**
 * What a prerendered page hands the browser in a JSON data block: the collection routes, the page data its route
 * loaded (null for a path without a page) and the block types whose code it needs before hydrating.
 */
export interface BootData {
  collections: CollectionRoute[];
  pages: Record<string, PageData | null>;
  blocks: string[];
}

/** The client build's files a page loads, in a data block of their own after the boot data (src/build/render.tsx). */
export interface BootAssets {
  /** The chunks to fetch once the page has painted: the app, and the code of the page's blocks (entry-client). */
  preload: string[];
  /** The app's chunks in the order entry-client imports them, one task each; absent on the dev server. */
  start?: string[];
  /** The site settings of the page's language (/_site.<code>.json); absent for the default language's, /_site.json. */
  site?: string;
}

/** JSON that is safe inside a <script> element: `<` is written as \u003c, which JSON.parse reads back as `<`. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
