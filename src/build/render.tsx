/**
 * Renders one URL to a complete HTML document: the critical CSS inlined in the head, the page's markup, and at the
 * end of the body the boot data (the page data the route loaded, the blocks to hydrate) and the assets (chunks to
 * preload, the app's chunks in evaluation order) as JSON data blocks for src/client/entry.tsx, then the entry
 * script; nothing inline runs, so the CSP stays strict. Used by the renderers (worker.ts), the dev server and tests.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider, type AnyRoute, type AnyRouteMatch } from '@tanstack/react-router';
import { ServerStyleSheet } from 'styled-components';
import { createAppRouter } from '../render/router';
import { blocks, blockModules } from '../render/blocks';
import { RenderedBlocks } from '../render/BlockRenderer';
import { buildRouteTree, type ExtraRoutes, partModules } from '../render/routes';
import { BOOT_ASSETS_ID, BOOT_DATA_ID } from '../client/boot';
import { PartStandIn } from '../render/Root';
import { preloadLanguageSwitcher } from '../layout/HeaderLanguages';
import {
  NOT_FOUND_RENDER_PATH,
  scriptJson,
  siteDataUrlOf,
  type BootAssets,
  type BootData,
  type CollectionRoute,
  type PageData,
  type SiteData,
} from '../contract/pageData';
import { MemoStylis, type StylisMemo } from './stylisMemo';
import { LayoutCache } from './layoutCache';
import { languageOfPath, languageOfSettings } from '../render/language';

/** The source modules of the blocks and of the parts loaded on demand (for the chunks a page preloads). */
const moduleOf = blockModules();
const onDemand = partModules();

export interface RenderInput {
  url: string;
  /** The site settings in the default language. */
  site: SiteData;
  /** The site settings in each other language, by code (a page renders in its address's language). */
  sites?: Record<string, SiteData>;
  collections: CollectionRoute[];
  page(dataKey: string): PageData | undefined;
  /** The client build's files the page names. */
  assets: Assets;
  /** What a renderer of many pages of one site makes once (siteCaches); the dev server renders without. */
  caches?: SiteCaches;
  /** Routes besides the site's: the dev server's block gallery (src/dev/); none in a build. */
  extraRoutes?: ExtraRoutes;
}

/** The client entry's script URL and what a page loads after it has painted (the build's: assets.ts). */
export interface Assets {
  entry: string;
  /** The app's chunks in evaluation order (absent on the dev server, which imports the source). */
  start?: string[];
  /** The chunks to preload for a page that needs the given source modules before hydrating. */
  preloads?(modules: string[]): string[];
}

/**
 * What a renderer of many pages builds once: per language, the route tree and the layout parts (layoutCache.tsx);
 * the stylis memo.
 */
export interface SiteCaches {
  languages: Map<string, { routeTree: AnyRoute; layout: LayoutCache }>;
  stylis: StylisMemo;
}

/** The settings a URL renders with: its language's (the default language's for an address without a prefix). */
export function settingsFor(url: string, { site, sites }: Pick<RenderInput, 'site' | 'sites'>): SiteData {
  const code = languageOfPath(languageOfSettings(site).codes, url);
  return sites?.[code] ?? site;
}

/** The address a language's not-found page is rendered at: /_404, /kn/_404. */
export function notFoundPathOf(code: string, defaultCode: string): string {
  return code === defaultCode ? NOT_FOUND_RENDER_PATH : `/${code}${NOT_FOUND_RENDER_PATH}`;
}

export async function siteCaches({
  site,
  sites,
  collections,
  page,
}: Pick<RenderInput, 'site' | 'sites' | 'collections' | 'page'>): Promise<SiteCaches> {
  const stylis: StylisMemo = new WeakMap();
  const languages: SiteCaches['languages'] = new Map();
  const { defaultCode } = languageOfSettings(site);
  for (const [code, settings] of [[defaultCode, site] as const, ...Object.entries(sites ?? {})]) {
    const routeTree = buildRouteTree(settings, collections, blocks);
    // The layout parts are rendered at an address no link points to.
    const router = createAppRouter({
      site: settings,
      collections,
      registry: blocks,
      history: createMemoryHistory({ initialEntries: [notFoundPathOf(code, defaultCode)] }),
      routeTree,
      pages: { load: async (key) => page(key) ?? null },
    });
    await router.load();
    languages.set(code, { routeTree, layout: LayoutCache.create(router, settings, blocks, stylis) });
  }
  return { languages, stylis };
}

/**
 * Loads the code of every block and layout file in a fixed order: styled-components numbers its style groups in the
 * order components are created, so a renderer that calls this first writes the same HTML whatever it rendered before.
 */
export async function warmUp(): Promise<void> {
  for (const type of Object.keys(blocks).sort()) await blocks[type as keyof typeof blocks].preload();
  const parts = import.meta.glob(['../layout/*.tsx', '!../layout/*.test.tsx']);
  for (const file of Object.keys(parts).sort()) await parts[file]();
}

/** Renders one URL (the router is built for it alone, so a page's cost does not depend on the number of pages). */
export async function render({
  url,
  site: defaultSite,
  sites,
  collections,
  page,
  assets,
  caches,
  extraRoutes,
}: RenderInput): Promise<{ status: number; html: string }> {
  const loaded: BootData['pages'] = {};
  const site = settingsFor(url, { site: defaultSite, sites });
  const language = languageOfSettings(site);
  const cached = caches?.languages.get(language.code);
  const router = createAppRouter({
    site,
    collections,
    registry: blocks,
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: cached?.routeTree,
    extraRoutes,
    pages: { load: async (key) => (loaded[key] = page(key) ?? null) },
  });
  await router.load();
  await preloadLanguageSwitcher();
  const sheet = new ServerStyleSheet();
  try {
    const rendered = new Set<string>();
    const { pathname } = router.state.location;
    // A page in several languages renders its own header: its language switcher names the page's addresses.
    const own = Object.values(loaded).some((p) => p?.languages) ? (['header'] as const) : [];
    const rendering = renderToString(
      sheet.collectStyles(
        <MemoStylis memo={caches?.stylis}>
          <PartStandIn.Provider value={cached?.layout.standIn(pathname, own) ?? null}>
            <RenderedBlocks.Provider value={rendered}>
              <RouterProvider router={router} />
            </RenderedBlocks.Provider>
          </PartStandIn.Provider>
        </MemoStylis>,
      ),
    );
    // The cached parts' style elements come first: a rule the page's own sheet repeats (a shared component such as
    // Container) then stands before the page's rules that extend it, as in the browser's one sheet.
    const { markup, styles: partStyles } = cached
      ? cached.layout.fill(pathname, rendering, own)
      : { markup: rendering, styles: '' };
    const matches = router.state.matches as AnyRouteMatch[];
    const notFound = matches.some((m) => m._notFound || m.status === 'notFound');
    const status = matches.some((m) => m.status === 'error') ? 500 : notFound ? 404 : 200;
    const hydrate = [...rendered].sort();
    const framed = Object.values(loaded).some((p) => p?.layout === 'resources');
    const modules = [
      ...hydrate.map((type) => moduleOf[type]),
      ...(status === 404 ? onDemand.notFound : []),
      ...(framed ? onDemand.resources : []),
      ...(Object.values(loaded).some((p) => p?.outOfDate) ? onDemand.outOfDate : []),
    ];
    const boot: BootData = { collections, pages: loaded, blocks: hydrate };
    const bootAssets: BootAssets = {
      preload: assets.preloads?.(modules) ?? [],
      ...(assets.start ? { start: assets.start } : {}),
      // The settings of the page's language, when not the default language's (/_site.json).
      ...(language.code !== language.defaultCode ? { site: siteDataUrlOf(language.code) } : {}),
    };
    const data =
      `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>` +
      `<script type="application/json" id="${BOOT_ASSETS_ID}">${scriptJson(bootAssets)}</script><script type="module" src="${assets.entry}"></script>`;
    // A not-found page is served at other addresses than its own: it names the one it was rendered at, where the
    // browser hydrates it before showing the real address (src/client/start.tsx).
    const renderedPath =
      status === 404
        ? `<meta name="rendered-path" content="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`
        : '';
    const html = `<!DOCTYPE html>${markup.replace('</head>', () => `${partStyles}${sheet.getStyleTags()}${renderedPath}</head>`).replace(/<\/body><\/html>$/, () => `${data}</body></html>`)}`;
    if (!html.endsWith(`${data}</body></html>`))
      throw new Error(`render: the document of ${url} does not end with </body></html>`);
    return { status, html };
  } finally {
    sheet.seal();
  }
}
