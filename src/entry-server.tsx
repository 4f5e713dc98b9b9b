import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider, type AnyRouteMatch } from '@tanstack/react-router';
import { ServerStyleSheet } from 'styled-components';
import { createAppRouter } from './runtime/router';
import { blocks } from './runtime/blocks';
import { RenderedBlocks } from './runtime/BlockRenderer';
import { NOT_FOUND_MODULES } from './runtime/routes';
import { BOOT_DATA_ID } from './client/boot';
import { type BootData, type CollectionRoute, type PageData, type SiteData } from './runtime/contract';

export interface RenderInput {
  url: string;
  site: SiteData;
  collections: CollectionRoute[];
  page(dataKey: string): PageData | undefined;
  /**
   * The client entry's script URL, and the chunks to preload with it for a page that needs the given source
   * modules before hydrating (the build knows the chunk graph; the dev server needs none).
   */
  assets: { entry: string; preloads?(modules: string[]): string[] };
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

/** The status a prerendered page is served with. */
function statusOf(matches: AnyRouteMatch[]): number {
  if (matches.some((m) => m.status === 'error')) return 500;
  return matches.some((m) => m._notFound || m.status === 'notFound') ? 404 : 200;
}

/** The source module of a block type: heroCarousel → src/blocks/HeroCarousel/index.tsx. */
export function blockModule(type: string): string {
  return `src/blocks/${type[0].toUpperCase()}${type.slice(1)}/index.tsx`;
}

/** JSON that is safe inside a <script> element (no "</script>" or "<!--" can end it early). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Renders one URL to a complete HTML document: the critical CSS inlined in the head, the boot data (site
 * settings, the page data the route loaded, the blocks to hydrate and the chunks that takes) as a JSON data
 * block read by entry-client, so the browser fetches no page data, and the client entry. The chunks are not
 * modulepreload links in the head: entry-client requests them after the first paint, so they do not compete
 * with the page's HTML and first picture for a slow connection. The page has no inline script to run, which keeps the Content-Security-Policy strict.
 * The router is built for this one URL, so the cost of a page does not depend on how many pages there are.
 */
export async function render({ url, site, collections, page, assets }: RenderInput): Promise<{ status: number; html: string }> {
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
    const body = renderToString(sheet.collectStyles(<RenderedBlocks.Provider value={rendered}><RouterProvider router={router} /></RenderedBlocks.Provider>));
    const status = statusOf(router.state.matches as AnyRouteMatch[]);
    const hydrate = [...rendered].sort();
    const modules = [...hydrate.map(blockModule), ...(status === 404 ? NOT_FOUND_MODULES : [])];
    const boot: BootData = { site, collections, pages: loaded, blocks: hydrate, preload: assets.preloads?.(modules) ?? [] };
    const styles = sheet.getStyleTags().replace(/>\s+</g, '><').trim();
    const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`;
    const script = `<script type="module" src="${assets.entry}"></script>`;
    const html = `<!DOCTYPE html>${body.replace('</head>', `${styles}</head>`).replace(/<\/body>(?![\s\S]*<\/body>)/, `${data}${script}</body>`)}`;
    return { status, html };
  } finally {
    sheet.seal();
  }
}
