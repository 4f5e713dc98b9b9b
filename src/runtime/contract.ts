/**
 * What the build hands the browser. The engine (Node) produces these from the YAML; the runtime (browser and
 * server rendering) only reads them. Page data travels per route as JSON (/_data/<path>.json), so a page
 * ships only its own content.
 */
import type { Section, Site, BlogPost, Link } from '../generated/content';

export interface HeadData {
  title: string;
  meta: ({ name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string }[];
  jsonLd: Record<string, unknown>[];
}

/** Everything one route needs to render. */
export interface PageData {
  /** The main route, e.g. /about or /resources/blog/3. */
  path: string;
  head: HeadData;
  sections: Section[];
  /** The collection item shown, on collection pages. */
  entry?: BlogPost;
  /** Sections fade in the first time they scroll into view. */
  reveal?: boolean;
  /** Block types used on the page (nested ones included), to preload their code. */
  blocks: string[];
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

/** The site-wide part every page needs: settings and the head shared by all pages. */
export interface SiteData {
  site: Site;
  head: HeadData;
  notFoundHead: HeadData;
}

/** A block that names a collection receives the collection's items (without bodies) as `entries` at build time. */
export type WithEntries<T, E = Record<string, unknown>> = T & { entries?: E[] };

export function dataUrl(dataKey: string): string {
  return `/_data/${dataKey}.json`;
}

/** The data key of a path: "/" → "index", "/resources/blog/3" → "resources/blog/3". */
export function dataKeyOf(path: string): string {
  return path === '/' ? 'index' : path.slice(1);
}
