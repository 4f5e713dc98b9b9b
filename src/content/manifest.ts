/**
 * Links validated content into what the build and the renderer use: the route table, per-route page data (sections,
 * head, block list), site data and the sitemap, with image sizes, variant addresses and sanitised HTML. Each
 * route's head: title, description, keywords, canonical, Open Graph, Twitter and JSON-LD (Organization on every
 * page; Service on pages whose meta names a service).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { describeSource, RASTER, widthsFor, type SourcePicture } from './images/source.js';
import { declaredBlocks } from '../generated/blocks.js';
import sanitizeHtml from 'sanitize-html';
import { BLOG_HTML } from './sanitizeRules.js';
import { publicDirOf, type LoadedContent } from './contentTypes.js';
import type { Page, Site, BlogPost, PageMeta, Section } from '../generated/content.js';
import { dataKeyOf, type HeadData, type PageData, type RouteRecord, type SiteData } from '../contract/pageData.js';

export interface SiteManifest {
  routes: RouteRecord[];
  /** Page data by data key (see dataKeyOf). */
  pages: Map<string, PageData>;
  site: SiteData;
  /** Every path to prerender: routes, aliases and collection items. */
  paths: string[];
  /** Canonical URLs for sitemap.xml (aliases excluded). */
  sitemap: string[];
  /** Every raster picture the pages show, by its hash: the variants the build makes (src/content/images/). */
  pictures: Map<string, SourcePicture>;
}

export function absoluteUrl(site: Site, path: string): string {
  return `${site.seo.siteUrl}${path}`;
}

export function organizationJsonLd(site: Site): Record<string, unknown> {
  const o = site.organisation;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    alternateName: o.shortName,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, o.logo.src),
    email: o.email,
    telephone: o.phones[0],
    foundingDate: String(o.foundingYear),
    description: o.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: o.address.city,
      addressRegion: o.address.region,
      postalCode: o.address.postalCode,
      addressCountry: o.address.country,
    },
    sameAs: o.social.map((s) => s.href),
  };
}

/** The head of one page; `canonicalPath` is the main route (aliases point at it). */
export function pageHead(site: Site, meta: PageMeta, canonicalPath: string): HeadData {
  const title = `${meta.title}${site.seo.titleSuffix}`;
  const url = absoluteUrl(site, canonicalPath);
  const image = absoluteUrl(site, meta.image ?? site.seo.defaultImage);
  const head: HeadData = {
    title,
    meta: [
      { name: 'description', content: meta.description },
      ...(meta.keywords?.length ? [{ name: 'keywords', content: meta.keywords.join(', ') }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.organisation.shortName },
      { property: 'og:locale', content: site.seo.locale },
      { property: 'og:title', content: title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(site.seo.twitterHandle ? [{ name: 'twitter:site', content: site.seo.twitterHandle }] : []),
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
    jsonLd: [],
  };
  if (meta.service) {
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: meta.service.name,
      description: meta.description,
      serviceType: meta.service.serviceType,
      url,
      areaServed: { '@type': 'Country', name: 'India' },
      provider: { '@type': 'Organization', name: site.organisation.name, url: absoluteUrl(site, '/') },
    });
  }
  return head;
}

/** Fills {field} placeholders of collection pages from the item, e.g. "{title}". */
export function fillTemplate(text: string, item: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (item[key] !== undefined ? String(item[key]) : m));
}

export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    ...BLOG_HTML,
    transformTags: {
      a: (tag, attribs) =>
        /^https?:/.test(attribs.href ?? '')
          ? { tagName: 'a', attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName: tag, attribs },
    },
  });
}

/** The widest variant each block type's pictures are made at, where its block.ts says (widestPicture). */
const WIDEST_PICTURE = new Map(
  declaredBlocks.flatMap((b) => (b.widestPicture ? [[b.type as string, b.widestPicture] as const] : [])),
);

export function buildManifest(content: LoadedContent): SiteManifest {
  const site = content.site!.data as Site;
  /**
   * What is known of each file an image names: its size, for a raster picture its variants, and the widest variant
   * any place showing it allows (Infinity: no limit but the picture's own width).
   */
  const sizes = new Map<string, { width: number; height: number; source?: SourcePicture; widest: number }>();
  /**
   * Completes an image from its file (read once): width and height when left out, a raster picture's variants
   * (one set shared by every place showing it, its widths settled once all are known), `widest` the place allows.
   */
  const fillImage = (obj: Record<string, unknown>, widest = Number.POSITIVE_INFINITY) => {
    if (typeof obj.src !== 'string' || !('alt' in obj) || !/\.(svg|webp|png|jpe?g|gif|avif)$/i.test(obj.src)) return;
    let facts = sizes.get(obj.src);
    if (!facts) {
      const file = join(publicDirOf(content, obj.src), obj.src);
      const source = RASTER.test(obj.src) ? describeSource(obj.src, file) : undefined;
      const dim = source ?? imageSize(readFileSync(file));
      sizes.set(obj.src, (facts = { width: dim.width ?? 1, height: dim.height ?? 1, source, widest: 0 }));
    }
    facts.widest = Math.max(facts.widest, widest);
    obj.width ??= facts.width;
    obj.height ??= facts.height;
    if (facts.source) obj.picture = facts.source.set;
  };
  /**
   * A copy of `value` made ready in one walk: a block that names a collection receives its `entries` (when
   * `withEntries`), images are completed, and the block types used are added to `types`. `widest`: of the
   * pictures inside a block with a widestPicture.
   */
  const prepare = (value: unknown, types = new Set<string>(), withEntries = false, widest?: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => prepare(v, types, withEntries, widest));
    if (!value || typeof value !== 'object') return value;
    const type = (value as { type?: unknown }).type;
    const inner = (typeof type === 'string' && WIDEST_PICTURE.get(type)) || widest;
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = prepare((value as Record<string, unknown>)[key], types, withEntries, inner);
    const named = withEntries && typeof out.type === 'string' && typeof out.collection === 'string';
    const entries = named ? summaries.get(out.collection as string) : undefined;
    if (entries) {
      out.entries = entries.list;
      for (const t of entries.types) types.add(t);
    }
    fillImage(out, inner);
    if (typeof out.type === 'string' && typeof out.id === 'string') types.add(out.type);
    return out;
  };
  /** A block that names a collection (e.g. the blog listing) receives its items, without their bodies, as `entries`. */
  const summaries = new Map(
    [...content.collections].map(([name, c]) => {
      const types = new Set<string>();
      const list = prepare(
        c.data.items.map(({ content: _body, ...rest }) => rest),
        types,
      ) as unknown[];
      return [name, { list, types: [...types].sort() }];
    }),
  );
  const routes: RouteRecord[] = [];
  const pages = new Map<string, PageData>();
  const paths: string[] = [];
  const sitemap: string[] = [];

  const makePage = (page: Page, path: string, meta: PageMeta, entry?: BlogPost): PageData => {
    const types = new Set<string>();
    const sections = prepare(page.sections, types, true) as Section[];
    return {
      path,
      head: pageHead(site, meta, path),
      sections,
      ...(page.reveal ? { reveal: true } : {}),
      ...(entry ? { entry } : {}),
      ...(page.layout && page.layout !== 'default' ? { layout: page.layout } : {}),
      blocks: [...types].sort(),
    };
  };

  for (const { data: page } of content.pages) {
    const layout = page.layout ?? 'default';
    if (page.collection) {
      const base = page.route.slice(0, -4);
      const items = prepare(content.collections.get(page.collection)!.data.items) as BlogPost[];
      routes.push({
        path: page.route,
        dataKey: dataKeyOf(base),
        layout,
        ...(page.notFound ? { notFound: page.notFound } : {}),
      });
      for (const item of items) {
        item.content = sanitize(item.content);
        const path = `${base}/${item.id}`;
        const meta = {
          ...page.meta,
          title: fillTemplate(page.meta.title, item as never),
          description: fillTemplate(page.meta.description, item as never),
          image: item.image.src,
        };
        pages.set(dataKeyOf(path), makePage(page, path, meta, item));
        paths.push(path);
        if (page.sitemap !== false) sitemap.push(absoluteUrl(site, path));
      }
      continue;
    }
    const data = makePage(page, page.route, page.meta);
    pages.set(dataKeyOf(page.route), data);
    routes.push({ path: page.route, dataKey: dataKeyOf(page.route), layout });
    paths.push(page.route);
    if (page.sitemap !== false) sitemap.push(absoluteUrl(site, page.route));
    for (const alias of page.aliases ?? []) {
      routes.push({ path: alias, dataKey: dataKeyOf(page.route), layout });
      // An alias serves its main route's data under its own key (the browser looks data up by path).
      pages.set(dataKeyOf(alias), data);
      paths.push(alias);
    }
  }

  const siteData: SiteData = {
    site: prepare(site) as Site,
    head: { title: site.organisation.shortName, meta: [], links: [], jsonLd: [organizationJsonLd(site)] },
    notFoundHead: { ...pageHead(site, site.notFound.meta, '/404'), links: [] },
  };
  routes.sort((a, b) => (a.path < b.path ? -1 : 1));
  const pictures = new Map<string, SourcePicture>();
  for (const { source, widest } of sizes.values()) {
    if (!source) continue;
    source.set.widths = widthsFor(source.width, widest); // the page data holding this set see it too
    pictures.set(source.hash, source);
  }
  return { routes, pages, site: siteData, paths: paths.sort(), sitemap: sitemap.sort(), pictures };
}
