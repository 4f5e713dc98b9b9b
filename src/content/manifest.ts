/**
 * Links validated content into what the build and the renderer use: the route table, per-route page data (sections,
 * head, block list), site data and the sitemap, with image sizes, variant addresses and sanitised HTML. Each
 * route's head: title, description, keywords, canonical, Open Graph, Twitter and JSON-LD (Organization on every
 * page; Service on pages whose meta names a service).
 */
import { sha256Of } from '../common/sha256.js';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { describeSource, RASTER, widthsFor, type SourcePicture } from './images/source.js';
import sanitizeHtml from 'sanitize-html';
import { BLOG_HTML } from './sanitizeRules.js';
import { publicDirOf, type Loaded, type LoadedContent } from './contentTypes.js';
import { isShownImage } from './fileFacts.js';
import type { ContentMemo } from './contentMemo.js';
import type { Page, Site, BlogPost, PageMeta, Section } from '../generated/content.js';
import {
  applyItemTranslation,
  languagesOf,
  localPath,
  sharedNames,
  splitLanguage,
  translateSite,
} from '../contract/translation.js';
import {
  alternates,
  languageLinks,
  languagePlan,
  localiseLinks,
  ogLocale,
  translatedPage,
  type LanguagePlan,
  type PublicLanguage,
} from './languagePages.js';
import {
  dataKeyOf,
  type HeadData,
  type LanguageLink,
  type PageData,
  type RouteRecord,
  type SiteData,
} from '../contract/pageData.js';

export interface SiteManifest {
  routes: RouteRecord[];
  /** Page data by data key (see dataKeyOf). */
  pages: Map<string, PageData>;
  site: SiteData;
  /** Every path to prerender: routes, aliases and collection items. */
  paths: string[];
  /** Canonical URLs for sitemap.xml (aliases excluded). */
  sitemap: string[];
  /**
   * Every raster picture the pages show, by its variants' address (the same bytes under two names are two pictures):
   * the variants the build makes (src/content/images/).
   */
  pictures: Map<string, SourcePicture>;
  /** Every `embedUrl` text in what the pages show (map frames: the CSP's frame-src). */
  embeds: string[];
  /** On a site in several languages: its languages, the default first (without their shared words). */
  languages?: PublicLanguage[];
  /** On a site in several languages: the site data in each language but the default, by code (/_site.<code>.json). */
  sites?: Map<string, SiteData>;
  /** On a site in several languages: by sitemap URL, the addresses of that page in every language it exists in. */
  alternates?: Map<string, { hreflang: string; href: string }[]>;
}

/**
 * The site-wide part of the manifest from every file's facts (no page's data is read for it), each page's data on
 * demand, and what each page's data is made from.
 */
export interface ManifestMaker {
  /** The manifest whose `pages` holds no page yet. */
  manifest: SiteManifest;
  /** The data of the page at `key` (a data key of `manifest.paths`), made when first asked for. */
  page(key: string): PageData | undefined;
  /**
   * Per data key, a hash of everything its page data is made from besides the site data (which every page has): the
   * page file's text, the pictures it shows (their files' sizes and hashes), the collections it lists; for a
   * collection item, the item too. Equal inputs make equal page data (with the same code and site data).
   */
  inputs: Map<string, string>;
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

/** The head of one page in `lang` (the default language's code unless given); `canonicalPath` is its main route. */
export function pageHead(
  site: Site,
  meta: PageMeta,
  canonicalPath: string,
  lang: string = languagesOf(site)[0]!.code,
): HeadData {
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
    lang,
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

/** The whole manifest: the site-wide part and every page's data. */
export function buildManifest(content: LoadedContent): SiteManifest {
  const maker = manifestMaker(content);
  for (const key of maker.inputs.keys()) maker.manifest.pages.set(key, maker.page(key)!);
  return maker.manifest;
}

const hashOf = (...parts: string[]) => sha256Of(...parts).slice(0, 24);

/** A hash of a file's text (and kind, schemas and code): its key in the check store, or a hash of its data. */
const textKey = (loaded: Loaded<unknown>) => loaded.key ?? hashOf(JSON.stringify(loaded.data));

/**
 * Links validated content into a manifest, reading page data only for the pages asked for (`page`); the route table,
 * paths, sitemap, pictures and map frames come from the files' facts. `memo`: what a process that builds again and
 * again keeps between builds (contentMemo.ts).
 */
export function manifestMaker(content: LoadedContent, memo?: ContentMemo): ManifestMaker {
  const site = content.site!.data as Site;
  const widest = widestOfPictures(content);
  const plan = languagePlan(content, site);
  /** By collection name: the address its items' pages start with (/resources/blog), from the page that shows them. */
  const itemBases = new Map(
    content.pages.flatMap(({ facts }) =>
      facts.page!.collection && facts.page!.route.endsWith('/$id')
        ? [[facts.page!.collection, facts.page!.route.slice(0, -4)] as const]
        : [],
    ),
  );
  /**
   * What is known of each file an image names: its size, and for a raster picture its variants (their widths up
   * to the widest any place showing it allows).
   */
  const sizes = new Map<string, { width: number; height: number; source?: SourcePicture }>();
  const imageFacts = (src: string) => {
    let facts = sizes.get(src);
    if (!facts) {
      const file = join(publicDirOf(content, src), src);
      const source = RASTER.test(src) ? describeSource(src, file) : undefined;
      if (source) source.set.widths = widthsFor(source.width, widest.get(src) ?? Number.POSITIVE_INFINITY);
      const dim = source ?? imageSize(readFileSync(file));
      sizes.set(src, (facts = { width: dim.width ?? 1, height: dim.height ?? 1, source }));
    }
    return facts;
  };
  /** Completes an image from its file (read once): width and height when left out, a raster picture's variants. */
  const fillImage = (obj: Record<string, unknown>) => {
    if (!isShownImage(obj)) return;
    const facts = imageFacts(obj.src);
    obj.width ??= facts.width;
    obj.height ??= facts.height;
    if (facts.source) obj.picture = facts.source.set;
  };
  /** What the pictures `srcs` add to page data, as text (for the inputs); made once for each list of pictures. */
  const imageKeys = new Map<string, string>();
  const imagesKey = (srcs: readonly string[]) => {
    const list = srcs.join('\0');
    let key = imageKeys.get(list);
    if (key === undefined) {
      key = JSON.stringify(
        srcs.map((src) => {
          const { width, height, source } = imageFacts(src);
          return [src, width, height, source?.set ?? null];
        }),
      );
      imageKeys.set(list, key);
    }
    return key;
  };
  /**
   * A copy of `value` made ready in one walk: a block that names a collection receives its `entries` (when
   * `withEntries`: true, or the page's language code), images are completed, and the block types used are added to
   * `types`.
   */
  const prepare = (value: unknown, types = new Set<string>(), withEntries: boolean | string = false): unknown => {
    if (Array.isArray(value)) return value.map((v) => prepare(v, types, withEntries));
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = prepare((value as Record<string, unknown>)[key], types, withEntries);
    const named = withEntries !== false && typeof out.type === 'string' && typeof out.collection === 'string';
    const code = typeof withEntries === 'string' ? withEntries : undefined;
    const entries = named ? entriesOf(out.collection as string, code) : undefined;
    if (entries) {
      out.entries = entries.list;
      for (const t of entries.types) types.add(t);
    }
    fillImage(out);
    if (typeof out.type === 'string' && typeof out.id === 'string') types.add(out.type);
    return out;
  };
  /**
   * A block that names a collection (e.g. the blog listing) receives its items, without their bodies, as `entries`;
   * in a process that builds again and again, a collection's are made again only when its text or its pictures
   * changed (`memo`).
   */
  const summaries = new Map(
    [...content.collections].map(([name, c]): [string, Summary] => {
      const make = (): Summary => {
        const types = new Set<string>();
        const list = prepare(
          c.data.items.map(({ content: _body, ...rest }) => rest),
          types,
        ) as unknown[];
        return { list, types: [...types].sort(), key: hashOf(JSON.stringify(list)) };
      };
      return [name, memo ? memo.made(`entries\0${textKey(c)}\0${imagesKey(c.facts.images)}`, make) : make()];
    }),
  );
  /**
   * In another language than the main one, a collection's entries: each translated item in that language, linking to
   * its page there (`path`), the others in English (`lang`), linking to their English pages. Made once per language.
   */
  const summariesIn = new Map<string, Map<string, Summary>>();
  const entriesOf = (name: string, code: string | undefined): Summary | undefined => {
    const english = summaries.get(name);
    if (!english || !plan || code === undefined || code === plan.defaultLang) return english;
    let byName = summariesIn.get(code);
    if (!byName) summariesIn.set(code, (byName = new Map()));
    let made = byName.get(name);
    if (!made) {
      const c = content.collections.get(name)!;
      const base = itemBases.get(name);
      const locale = plan.languages.find((l) => l.code === code)?.locale;
      const types = new Set<string>();
      const list = c.data.items.map(({ content: _body, ...rest }, i) => {
        const englishPath = base === undefined ? undefined : `${base}/${c.facts.ids![i]}`;
        const t = englishPath ? plan.items.get(englishPath)?.get(code) : undefined;
        if (!t) return prepare({ ...rest, lang: plan.defaultLang }, types);
        const made = applyItemTranslation(rest, t.translation.data, name, plan.rule, locale);
        const path = localPath(englishPath!, code, plan.defaultLang);
        const author =
          typeof rest.author === 'string' && made.author !== rest.author ? { englishAuthor: rest.author } : {};
        return prepare({ ...made, path, ...author }, types);
      });
      byName.set(name, (made = { list, types: [...types].sort(), key: hashOf(JSON.stringify(list)) }));
    }
    return made;
  };
  /** The inputs a page file gives its pages in language `code`: its text, its pictures, the collections it lists. */
  const fileInputs = (loaded: Loaded<unknown>, code?: string) =>
    hashOf(
      textKey(loaded),
      imagesKey(loaded.facts.images),
      ...loaded.facts.named.map((name) => `${name}:${entriesOf(name, code)?.key ?? ''}`),
    );

  const routes: RouteRecord[] = [];
  const paths: string[] = [];
  const sitemap: string[] = [];
  const inputs = new Map<string, string>();
  /** How to make each data key's page data. */
  const makers = new Map<string, () => PageData>();
  const pictures = new Map<string, SourcePicture>();
  const embeds = new Set<string>();
  const shown = (loaded: Loaded<unknown>) => {
    for (const src of loaded.facts.images) {
      const { source } = imageFacts(src);
      if (source) pictures.set(source.set.base, source);
    }
  };
  /** The map frames of a page's data: its sections' and those of the collections they list. */
  const framed = (loaded: Loaded<unknown>) => {
    for (const url of loaded.facts.embeds) embeds.add(url);
    for (const name of loaded.facts.named)
      if (summaries.has(name)) for (const url of content.collections.get(name)!.facts.embeds) embeds.add(url);
  };

  /** On a site in several languages, what a page of English route `route` in `code` says of its language. */
  const languageOf = (route: string, code: string, outOfDate = false): PageLanguage | undefined =>
    plan && {
      code,
      site: plan.sites.get(code) ?? site,
      links: languageLinks(route, plan),
      ...(outOfDate ? { englishPath: route } : {}),
    };
  const makePage = (page: Page, path: string, meta: PageMeta, entry?: BlogPost, language?: PageLanguage): PageData => {
    const types = new Set<string>();
    const sections = prepare(page.sections, types, language?.code ?? true) as Section[];
    return {
      path,
      head: language ? languageHead(language, meta, path) : pageHead(site, meta, path),
      sections,
      ...(page.reveal ? { reveal: true } : {}),
      ...(entry ? { entry } : {}),
      ...(page.layout && page.layout !== 'default' ? { layout: page.layout } : {}),
      blocks: [...types].sort(),
      ...(language
        ? {
            lang: language.code,
            languages: language.links,
            ...(language.englishPath !== undefined ? { outOfDate: { englishPath: language.englishPath } } : {}),
          }
        : {}),
    };
  };
  /**
   * The page of one item of a collection: the page that shows it (`page`, in its language), the item made ready (its
   * text sanitised), its title and description filled from the item, its picture the page's image.
   */
  const itemPage = (page: Page, raw: unknown, path: string, language?: PageLanguage): PageData => {
    const item = prepare(raw) as BlogPost;
    item.content = sanitize(item.content);
    const meta = {
      ...page.meta,
      title: fillTemplate(page.meta.title, item as never),
      description: fillTemplate(page.meta.description, item as never),
      image: item.image.src,
    };
    return makePage(page, path, meta, item, language);
  };
  /** The head of a page in a language: its site's words, og:locale, the alternates in the other languages. */
  const languageHead = (language: PageLanguage, meta: PageMeta, path: string): HeadData => {
    const head = pageHead(language.site, meta, path, language.code);
    const locale = plan!.languages.find((l) => l.code === language.code)?.locale;
    if (language.code !== plan!.defaultLang && locale)
      head.meta = head.meta.map((m) =>
        'property' in m && m.property === 'og:locale' ? { ...m, content: ogLocale(locale) } : m,
      );
    head.links.push(...alternates(site.seo.siteUrl, language.links, plan!.defaultLang));
    return head;
  };
  /** What a page's data takes from the other languages: the languages its English route has a page in. */
  const languagesKey = (route: string) =>
    plan ? JSON.stringify([...(plan.byRoute.get(route)?.keys() ?? [])].sort()) : '';

  /**
   * The pages of a collection's items translated into another language (/kn/resources/blog/1): the page that shows
   * the items (its translation's words if it has one, links localised), with the item's words in that language.
   */
  const languageItems = (loaded: Loaded<unknown>, base: string, collection: Loaded<{ items: unknown[] }>) => {
    const facts = loaded.facts.page!;
    const templates = plan!.templates.get(loaded.source.file);
    /** The page that shows the items in `code`: its translation's words if it has one; links localised either way. */
    const pageIn = (code: string): Page => {
      const template = templates?.get(code);
      if (template) return translatedPage(template, plan!);
      return localiseLinks(loaded.data as Page, loaded.facts.refs, code, plan!.defaultLang, plan!.routesOf.get(code)!);
    };
    const routed = new Set<string>();
    collection.facts.ids!.forEach((id, i) => {
      const englishPath = `${base}/${id}`;
      for (const [code, t] of plan!.items.get(englishPath) ?? []) {
        const path = localPath(englishPath, code, plan!.defaultLang);
        const key = dataKeyOf(path);
        const template = templates?.get(code);
        const raw = collection.data.items[i] as Record<string, unknown>;
        const locale = plan!.languages.find((l) => l.code === code)?.locale;
        makers.set(key, () => {
          const made = applyItemTranslation(raw, t.translation.data, t.collection, plan!.rule, locale);
          return itemPage(pageIn(code), { ...made, path }, path, languageOf(englishPath, code, t.outOfDate));
        });
        // The page's and the item's English inputs, both translations, the languages the item is in, the pages of
        // its language (its links).
        inputs.set(
          key,
          hashOf(
            fileInputs(loaded, code),
            JSON.stringify(raw),
            imagesKey(imagesIn(raw)),
            template ? textKey(template.translation) : '',
            textKey(t.translation),
            String(t.outOfDate),
            languagesKey(englishPath),
            JSON.stringify([...plan!.routesOf.get(code)!].sort()),
          ),
        );
        paths.push(path);
        if (facts.sitemap) sitemap.push(absoluteUrl(site, path));
        if (routed.has(code)) continue;
        // The route of the collection's items in that language: an id not translated is not found there.
        routed.add(code);
        const { notFound } = pageIn(code);
        routes.push({
          path: localPath(facts.route, code, plan!.defaultLang),
          dataKey: dataKeyOf(localPath(base, code, plan!.defaultLang)),
          layout: facts.layout,
          ...(notFound ? { notFound } : {}),
        });
      }
    });
  };

  for (const c of content.collections.values()) shown(c);
  for (const loaded of content.pages) {
    const facts = loaded.facts.page!;
    const { layout } = facts;
    if (facts.collection) {
      const base = facts.route.slice(0, -4);
      const collection = content.collections.get(facts.collection)!;
      routes.push({
        path: facts.route,
        dataKey: dataKeyOf(base),
        layout,
        // From its data (a collection page, one a collection), where its named links are resolved.
        ...((loaded.data as Page).notFound ? { notFound: (loaded.data as Page).notFound } : {}),
      });
      const ids = collection.facts.ids!;
      if (ids.length) {
        shown(loaded);
        framed(loaded);
      }
      const own = fileInputs(loaded);
      ids.forEach((id, i) => {
        const path = `${base}/${id}`;
        const key = dataKeyOf(path);
        const raw = collection.data.items[i];
        const languages = plan ? [languagesKey(path)] : [];
        inputs.set(key, hashOf(own, JSON.stringify(raw), imagesKey(imagesIn(raw)), ...languages));
        makers.set(key, () => itemPage(loaded.data as Page, raw, path, plan && languageOf(path, plan.defaultLang)));
        paths.push(path);
        if (facts.sitemap) sitemap.push(absoluteUrl(site, path));
      });
      if (plan) languageItems(loaded, base, collection);
      continue;
    }
    shown(loaded);
    framed(loaded);
    const key = dataKeyOf(facts.route);
    let made: PageData | undefined;
    // An alias serves its main route's data (the same object) under its own key (the browser looks data up by path).
    const make = () =>
      (made ??= makePage(
        loaded.data as Page,
        facts.route,
        (loaded.data as Page).meta,
        undefined,
        plan && languageOf(facts.route, plan.defaultLang),
      ));
    // On a site in several languages, a page's data also says which languages it is in (its links and alternates).
    const own = plan ? hashOf(fileInputs(loaded), languagesKey(facts.route)) : fileInputs(loaded);
    makers.set(key, make);
    inputs.set(key, own);
    routes.push({ path: facts.route, dataKey: key, layout });
    paths.push(facts.route);
    if (facts.sitemap) sitemap.push(absoluteUrl(site, facts.route));
    for (const alias of facts.aliases) {
      routes.push({ path: alias, dataKey: key, layout });
      makers.set(dataKeyOf(alias), make);
      inputs.set(dataKeyOf(alias), own);
      paths.push(alias);
    }
  }
  if (content.site) shown(content.site);
  // Each translation's page, at its language's address (/kn/about); no aliases, never a collection's items.
  for (const t of plan ? (content.translated ?? []) : []) {
    const english = t.english.facts.page!;
    // The page that shows a collection's items has no page of its own: its words go to the translated items'.
    if (english.collection) continue;
    const route = localPath(english.route, t.code, plan!.defaultLang);
    const key = dataKeyOf(route);
    let made: PageData | undefined;
    makers.set(key, () => {
      const page = translatedPage(t, plan!);
      return (made ??= makePage(page, route, page.meta, undefined, languageOf(english.route, t.code, t.outOfDate)));
    });
    // Its English page's inputs, its own text, the languages of its page and the pages its language has (its links).
    inputs.set(
      key,
      hashOf(
        fileInputs(t.english, t.code),
        textKey(t.translation),
        languagesKey(english.route),
        String(t.outOfDate),
        JSON.stringify([...plan!.routesOf.get(t.code)!].sort()),
      ),
    );
    routes.push({ path: route, dataKey: key, layout: english.layout });
    paths.push(route);
    if (english.sitemap) sitemap.push(absoluteUrl(site, route));
  }

  const siteData: SiteData = {
    // On a site in several languages, without the languages' shared words (each language's site data has them applied).
    site: prepare(plan ? translateSite(site, plan.languages[0]!, plan.rule) : site) as Site,
    head: {
      title: site.organisation.shortName,
      meta: [],
      links: [],
      jsonLd: [organizationJsonLd(site)],
      lang: languagesOf(site)[0]!.code,
    },
    notFoundHead: { ...pageHead(site, site.notFound.meta, '/404'), links: [] },
  };
  routes.sort((a, b) => (a.path < b.path ? -1 : 1));
  const languageParts = plan && languageManifest(plan, site, siteData, sitemap, (v) => prepare(v));
  return {
    manifest: {
      routes,
      pages: new Map(),
      site: siteData,
      paths: paths.sort(),
      sitemap: sitemap.sort(),
      pictures,
      embeds: [...embeds],
      ...languageParts,
    },
    page: (key) => makers.get(key)?.(),
    inputs,
  };
}

/** A collection's items as a block that lists them receives them (`entries`), the block types they use, a hash. */
interface Summary {
  list: unknown[];
  types: string[];
  key: string;
}

/** What a page says of its language: its code, its site settings, its language links, its English page if out of date. */
interface PageLanguage {
  code: string;
  site: Site;
  links: LanguageLink[];
  englishPath?: string;
}

/**
 * The manifest's parts of a site in several languages: its languages, the site data in each language but the
 * default (`prepare`d as the default's: words applied, links localised, its not-found page's head in that
 * language) and, by sitemap URL, the page's addresses in every language it exists in (with x-default).
 */
function languageManifest(
  plan: LanguagePlan,
  site: Site,
  siteData: SiteData,
  sitemap: string[],
  prepare: (value: unknown) => unknown,
): Pick<SiteManifest, 'languages' | 'sites' | 'alternates'> {
  const sites = new Map<string, SiteData>();
  for (const [code, translated] of plan.sites) {
    const notFoundPath = localPath('/404', code, plan.defaultLang);
    const names = sharedNames(languagesOf(site).find((l) => l.code === code)!, plan.rule);
    sites.set(code, {
      site: prepare(translated) as Site,
      head: { ...siteData.head, lang: code },
      notFoundHead: { ...pageHead(translated, translated.notFound.meta, notFoundPath, code), links: [] },
      ...(Object.keys(names).length ? { names } : {}),
    });
  }
  const byUrl = new Map<string, { hreflang: string; href: string }[]>();
  const listed = new Set(sitemap);
  for (const route of plan.byRoute.keys()) {
    const links = alternates(site.seo.siteUrl, languageLinks(route, plan), plan.defaultLang).flatMap((l) =>
      l.hreflang && listed.has(l.href) ? [{ hreflang: l.hreflang, href: l.href }] : [],
    );
    if (links.filter((l) => l.hreflang !== 'x-default').length < 2) continue;
    for (const l of links) if (l.hreflang !== 'x-default') byUrl.set(l.href, links);
  }
  // A page in the default language only names itself and the default, as its head does.
  for (const url of sitemap) {
    const { lang } = splitLanguage(url.slice(site.seo.siteUrl.length), plan.languages);
    if (byUrl.has(url) || lang !== plan.defaultLang) continue;
    byUrl.set(url, [
      { hreflang: lang, href: url },
      { hreflang: 'x-default', href: url },
    ]);
  }
  return { languages: plan.languages, sites, alternates: byUrl };
}

/**
 * The widest variant each picture is made at: the widest any place showing it allows, over every file's facts
 * (a gallery's picture up to 1920 px, unless another block shows it without a limit).
 */
function widestOfPictures(content: LoadedContent): Map<string, number> {
  const widest = new Map<string, number>();
  const files = [...content.pages, ...content.collections.values(), ...(content.site ? [content.site] : [])];
  for (const { facts } of files)
    facts.images.forEach((src, i) => {
      const limit = facts.widest[i] || Number.POSITIVE_INFINITY;
      widest.set(src, Math.max(widest.get(src) ?? 0, limit));
    });
  return widest;
}

/** The `src` of every image shown under `value` (isShownImage). */
function imagesIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') {
      if (isShownImage(v as Record<string, unknown>)) found.add((v as { src: string }).src);
      for (const key in v) walk((v as Record<string, unknown>)[key]);
    }
  };
  walk(value);
  return [...found];
}
