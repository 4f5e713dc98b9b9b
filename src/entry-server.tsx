import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider, type AnyRouteMatch } from '@tanstack/react-router';
import { ServerStyleSheet } from 'styled-components';
import { MemoStylis } from './server/stylisMemo';
import { LayoutCache, type Splice } from './server/layoutCache';
import { PartStandIn } from './runtime/layoutParts';
import { ServerRender } from './runtime/serverRender';
import { createAppRouter } from './runtime/router';
import { blocks } from './runtime/blocks';
import { RenderedBlocks } from './runtime/BlockRenderer';
import { NOT_FOUND_MODULES } from './runtime/routes';
import { BOOT_DATA_ID } from './client/boot';
import { NOT_FOUND_RENDER_PATH, scriptJson, type BootData, type CollectionRoute, type PageData, type SiteData } from './runtime/contract';

export interface RenderInput {
  url: string;
  site: SiteData;
  collections: CollectionRoute[];
  page(dataKey: string): PageData | undefined;
  /**
   * The prerender's page data as JSON text, exactly scriptJson(page(dataKey)) (the text it parsed the page from,
   * written with `<` escaped: src/runtime/contract.ts). The boot data takes it as it is instead of making JSON of
   * the page again.
   */
  pageJson?(dataKey: string): string | undefined;
  /**
   * The client entry's script URL, and the chunks to preload with it for a page that needs the given source
   * modules before hydrating (the build knows the chunk graph; the dev server needs none).
   */
  assets: { entry: string; start?: string[]; preloads?(modules: string[]): string[] };
  /**
   * The prerender's promise that `site` and `collections` are not changed between calls: what is made from them
   * alone (the layout parts' HTML, src/server/layoutCache.tsx, and their JSON) is made once and reused. The dev
   * server leaves it off: its site data changes as the YAML is edited.
   */
  reuse?: boolean;
  /**
   * Render the head and the links with the router's own components, as the browser does, instead of the server's
   * shorter way to the same HTML (src/runtime/serverRender.ts). Tests compare the two.
   */
  routerComponents?: boolean;
}

/** The layout cache of the site data last rendered with `reuse` (one per build). */
let layoutCache: { site: SiteData; cache: Promise<LayoutCache> } | undefined;

function layoutCacheFor({ site, collections, page }: Pick<RenderInput, 'site' | 'collections' | 'page'>): Promise<LayoutCache> {
  if (layoutCache?.site !== site) {
    const router = createAppRouter({
      site, collections, registry: blocks, history: createMemoryHistory({ initialEntries: [NOT_FOUND_RENDER_PATH] }),
      pages: { load: async (key) => page(key) ?? null },
    });
    layoutCache = { site, cache: router.load().then(() => LayoutCache.create(router, site, blocks)) };
  }
  return layoutCache.cache;
}

/**
 * Loads the code of every block and every layout part, one after another in a fixed order (block types sorted,
 * then src/layout/*.tsx by name). styled-components numbers its style groups in the order components are
 * created, and those numbers are in the inlined CSS; a renderer that calls this before its first render gives
 * every page the same HTML whichever pages it rendered before (the same site built twice, or on other threads,
 * gives the same files).
 */
export async function warmUp(): Promise<void> {
  for (const type of Object.keys(blocks).sort()) await blocks[type as keyof typeof blocks].preload();
  const parts = import.meta.glob(['./layout/*.tsx', '!./layout/*.test.tsx']);
  for (const file of Object.keys(parts).sort()) await parts[file]();
}

/** scriptJson of objects that `reuse` says do not change, by object. */
const fixedJson = new WeakMap<object, string>();
function jsonOnce(value: object): string {
  let json = fixedJson.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    fixedJson.set(value, json);
  }
  return json;
}

/** scriptJson(pages), with each page's JSON from `pageJson` where it has it. */
function pagesJson(pages: BootData['pages'], pageJson?: RenderInput['pageJson']): string {
  if (!pageJson) return scriptJson(pages);
  const entries = Object.entries(pages).map(([key, data]) => `${scriptJson(key)}:${(data !== null && pageJson(key)) || scriptJson(data)}`);
  return `{${entries.join(',')}}`;
}

/**
 * The boot data's JSON up to its `blocks` (the part that does not depend on the client build's files; the
 * rest is written by finishPage): scriptJson(boot) without `,"preload":…}`. With `reuse`, the site data and
 * collections are made into JSON once; the pages' JSON is taken from `pageJson` when given.
 */
function bootJsonStart(boot: Pick<BootData, 'site' | 'collections' | 'pages' | 'blocks'>, reuse = false, pageJson?: RenderInput['pageJson']): string {
  const fixed = reuse ? jsonOnce : scriptJson;
  // The keys in BootData's order, as JSON.stringify writes them.
  return `{"site":${fixed(boot.site)},"collections":${fixed(boot.collections)},"pages":${pagesJson(boot.pages, pageJson)},"blocks":${scriptJson(boot.blocks)}`;
}

/** The end of the boot data's JSON: the chunks to load and the app's chunks in evaluation order (BootData's last keys). */
function bootJsonEnd(boot: Pick<BootData, 'preload' | 'start'>): string {
  return `,"preload":${scriptJson(boot.preload)}${boot.start === undefined ? '' : `,"start":${scriptJson(boot.start)}`}}`;
}

/** `prefix` and `text` with each splice's text in place of text[at, end) (splices in order, not overlapping), as one string. */
export function spliced(prefix: string, text: string, splices: Splice[]): string {
  const pieces = [prefix];
  let from = 0;
  for (const { at, end, text: insert } of splices) {
    pieces.push(text.slice(from, at), insert);
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces.join('');
}

/** The status a prerendered page is served with. */
function statusOf(matches: AnyRouteMatch[]): number {
  if (matches.some((m) => m.status === 'error')) return 500;
  return matches.some((m) => m._notFound || m.status === 'notFound') ? 404 : 200;
}

/** The source module of a block type: heroCarousel → src/blocks/HeroCarousel/index.tsx. */
export function blockModule(type: string): string {
  return `src/blocks/${type[0].toUpperCase()}${type.slice(1)}/index.tsx`;
}

/**
 * A page rendered without the client build's file names: the document up to the boot data's `blocks`, and the
 * source modules the page needs before hydrating. finishPage adds the rest. The build renders pages this way
 * while the client bundle is still being built, and finishes them once its manifest is there.
 */
export interface RenderedPage {
  status: number;
  /** The document up to the boot data's `"blocks"` value (bootJsonStart). */
  html: string;
  /** The source modules the page needs before hydrating (its blocks, and the not-found page's modules). */
  modules: string[];
}

/**
 * The finished document of a rendered page: the boot data's chunks to load (the chunks of its modules) and the
 * app's chunks in evaluation order, then the client entry's script, then the end of the body.
 */
export function finishPage(page: RenderedPage, assets: RenderInput['assets']): { status: number; html: string } {
  const end = bootJsonEnd({ preload: assets.preloads?.(page.modules) ?? [], ...(assets.start ? { start: assets.start } : {}) });
  return { status: page.status, html: `${page.html}${end}</script><script type="module" src="${assets.entry}"></script></body></html>` };
}

/**
 * Renders one URL to a complete HTML document (renderPage, then finishPage with `assets`): the critical CSS
 * inlined in the head, the boot data (site settings, the page data the route loaded, the blocks to hydrate and
 * the chunks that takes) as a JSON data block read by entry-client, so the browser fetches no page data, and the
 * client entry. The chunks are not modulepreload links in the head: entry-client requests them after the first
 * paint, so they do not compete with the page's HTML and first picture for a slow connection. The page has no
 * inline script to run, which keeps the Content-Security-Policy strict.
 */
export async function render(input: RenderInput): Promise<{ status: number; html: string }> {
  return finishPage(await renderPage(input), input.assets);
}

/**
 * Renders one URL up to the part that names the client build's files (RenderedPage; `input.assets` is not
 * read). The router is built for this one URL, so the cost of a page does not depend on how many pages there are.
 */
export async function renderPage(input: Omit<RenderInput, 'assets'>): Promise<RenderedPage> {
  const { url, site, collections, page } = input;
  const layout = input.reuse ? await layoutCacheFor(input) : undefined;
  const loaded: Record<string, PageData | null> = {};
  const router = createAppRouter({
    site, collections, registry: blocks, history: createMemoryHistory({ initialEntries: [url] }),
    pages: {
      load: async (key) => {
        const data = page(key) ?? null;
        loaded[key] = data;
        return data;
      },
    },
  });
  await router.load();
  const sheet = new ServerStyleSheet();
  try {
    const rendered = new Set<string>();
    const { pathname } = router.state.location;
    layout?.beforeRender(sheet.instance, pathname);
    const markup = renderToString(sheet.collectStyles(
      <MemoStylis>
        <PartStandIn.Provider value={layout?.standIn(pathname) ?? null}>
          <ServerRender.Provider value={input.routerComponents ? null : { pathname }}>
            <RenderedBlocks.Provider value={rendered}><RouterProvider router={router} /></RenderedBlocks.Provider>
          </ServerRender.Provider>
        </PartStandIn.Provider>
      </MemoStylis>,
    ));
    layout?.afterRender(sheet.instance, pathname);
    const status = statusOf(router.state.matches as AnyRouteMatch[]);
    const blocksToHydrate = [...rendered].sort();
    const modules = [...blocksToHydrate.map(blockModule), ...(status === 404 ? NOT_FOUND_MODULES : [])];
    // One <style> element (styled-components 6 writes the sheet as one), so nothing to trim between tags.
    const styles = sheet.getStyleTags();
    const data = `<script type="application/json" id="${BOOT_DATA_ID}">${bootJsonStart({ site, collections, pages: loaded, blocks: blocksToHydrate }, input.reuse, input.pageJson)}`;
    // The page in one piece: the markup with the styles before </head>, the layout parts in place of their markers
    // and the start of the boot data in place of </body></html> (finishPage writes the rest), joined once (each
    // replacement on its own copied the page).
    const head = markup.indexOf('</head>');
    const end = markup.lastIndexOf('</body>');
    if (end === -1 || markup.slice(end) !== '</body></html>') throw new Error(`render: the document of ${url} does not end with </body></html>`);
    const splices = [{ at: head, end: head, text: styles }, ...(layout?.places(pathname, markup) ?? []), { at: end, end: markup.length, text: data }];
    return { status, html: spliced('<!DOCTYPE html>', markup, splices), modules };
  } finally {
    sheet.seal();
  }
}
