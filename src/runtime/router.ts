import { createRouter } from '@tanstack/react-router';
import { buildRouteTree, type PageSource } from './routes';
import type { RouteRecord, SiteData, PageData } from './contract';
import type { BlockRegistry } from './registry';
import { preloadBlocks } from './registry';
import { ErrorScreen } from '../layout/ErrorScreen';

export interface AppRouterOptions {
  routes: RouteRecord[];
  site: SiteData;
  registry: BlockRegistry;
  pages: PageSource;
}

/**
 * Creates the router. On the server, dehydrate() tells the browser which blocks the page uses, and on the
 * client hydrate() loads their code before React hydrates, so the prerendered HTML is reused as is.
 * Every navigation scrolls to the top (the router's default resetScroll).
 */
export function createAppRouter({ routes, site, registry, pages }: AppRouterOptions) {
  const router = createRouter({
    routeTree: buildRouteTree(routes, site, registry),
    context: { pages },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: false,
    dehydrate: () => ({ blocks: blocksOf(router.state.matches.map((m) => m.loaderData as PageData | undefined)) }),
    hydrate: async (data: { blocks: string[] }) => { await preloadBlocks(registry, data.blocks); },
  } as never);
  return router;
}

function blocksOf(datas: (PageData | undefined)[]): string[] {
  return [...new Set(datas.flatMap((d) => d?.blocks ?? []))];
}

export type AppRouter = ReturnType<typeof createAppRouter>;
