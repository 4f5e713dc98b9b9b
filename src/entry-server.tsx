import { ServerStyleSheet } from 'styled-components';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './runtime/router';
import { blocks } from './runtime/blocks';
import type { PageData, RouteRecord, SiteData } from './runtime/contract';

export interface RenderInput {
  url: string;
  routes: RouteRecord[];
  site: SiteData;
  page(dataKey: string): PageData | undefined;
  /** Script tags and preloads for the client entry. */
  assets: { scripts: { attrs: Record<string, string> }[]; preloads?: string[] };
}

/** Renders one URL to a complete HTML document, with the critical CSS inlined in the head. */
export async function render({ url, routes, site, page, assets }: RenderInput): Promise<{ status: number; html: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const handler = createRequestHandler({
      request: new Request(new URL(url, site.site.seo.siteUrl)),
      createRouter: () => createAppRouter({ routes, site, registry: blocks, pages: { load: async (key) => page(key) ?? null } }) as never,
      getRouterManifest: async () => ({ routes: { __root__: { scripts: assets.scripts, preloads: assets.preloads ?? [] } } }) as never,
    });
    const response = await handler(({ router, responseHeaders }) =>
      renderRouterToString({ router, responseHeaders, children: sheet.collectStyles(<RouterServer router={router} />) }),
    );
    const html = (await response.text()).replace('</head>', `${sheet.getStyleTags().replace(/>\s+</g, '><').trim()}</head>`);
    return { status: response.status, html };
  } finally {
    sheet.seal();
  }
}
