import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { buildRouteTree, ErrorScreen, type PageSource } from './routes';
import type { CollectionRoute, SiteData } from './contract';
import type { BlockRegistry } from './registry';

export interface AppRouterOptions {
  site: SiteData;
  collections: CollectionRoute[];
  registry: BlockRegistry;
  pages: PageSource;
  /** The server passes a memory history at the URL it renders; the browser uses its own. */
  history?: RouterHistory;
  /**
   * A route tree built before from the same inputs (buildRouteTree): the prerender builds one per renderer and
   * the router reuses its processing of a tree it has seen, instead of redoing it for every page.
   */
  routeTree?: AnyRoute;
}

/**
 * Creates the router. Every navigation scrolls to the top (the router's default resetScroll). Prerendered pages
 * are hydrated by entry-client: it loads the route (data and block code) first, then hydrates, so the HTML is
 * reused as it is.
 */
export function createAppRouter({ site, collections, registry, pages, history, routeTree }: AppRouterOptions) {
  return createRouter({
    routeTree: routeTree ?? buildRouteTree(site, collections, registry),
    context: { pages },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: false,
    ...(history ? { history } : {}),
  } as never);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
