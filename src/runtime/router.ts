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
}

/** The route tree last built for each site data object, with the inputs it was built from. */
const trees = new WeakMap<SiteData, { collections: CollectionRoute[]; registry: BlockRegistry; tree: AnyRoute }>();

/**
 * The route tree for these inputs, built once for as long as they stay the same objects. The prerender creates a
 * router per page with the same site data; given the same tree again, the router reuses its processing of it on
 * the server (its own cache of the first tree it processed) instead of redoing it for every page. The dev server
 * gets a new tree whenever an edit gives it new site data.
 */
function routeTreeFor(site: SiteData, collections: CollectionRoute[], registry: BlockRegistry): AnyRoute {
  const built = trees.get(site);
  if (built && built.collections === collections && built.registry === registry) return built.tree;
  const tree = buildRouteTree(site, collections, registry);
  trees.set(site, { collections, registry, tree });
  return tree;
}

/**
 * Creates the router. Every navigation scrolls to the top (the router's default resetScroll). Prerendered pages
 * are hydrated by entry-client: it loads the route (data and block code) first, then hydrates, so the HTML is
 * reused as it is.
 */
export function createAppRouter({ site, collections, registry, pages, history }: AppRouterOptions) {
  return createRouter({
    routeTree: routeTreeFor(site, collections, registry),
    context: { pages },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: false,
    ...(history ? { history } : {}),
  } as never);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
