import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { buildRouteTree, ErrorScreen, type ExtraRoutes, type PageSource } from './routes';
import type { CollectionRoute, SiteData } from '../contract/pageData';
import type { BlockRegistry } from './registry';

export interface AppRouterOptions {
  site: SiteData;
  collections: CollectionRoute[];
  registry: BlockRegistry;
  pages: PageSource;
  /** The server passes a memory history at the URL it renders; the browser uses its own. */
  history?: RouterHistory;
  /** Routes beside the content route: the dev server's block gallery (src/dev/galleryRoute.tsx). */
  extraRoutes?: ExtraRoutes;
  /** A route tree built before from the same inputs (the prerender's, one per renderer, reused for every page). */
  routeTree?: AnyRoute;
}

/** Creates the router; every navigation scrolls to the top (the router's default resetScroll). */
export function createAppRouter({
  site,
  collections,
  registry,
  pages,
  history,
  extraRoutes,
  routeTree,
}: AppRouterOptions) {
  return createRouter({
    routeTree: routeTree ?? buildRouteTree(site, collections, registry, extraRoutes),
    context: { pages },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    history,
  } as never);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
