/**
 * The route tree. Routes come from data: the root (document, not-found and error screens) and one content route
 * that answers every path with that path's page data (/_data/<path>.json in the browser, the manifest on the
 * server). Aliases and collection items are simply more data files. The browser therefore carries no route
 * table, so its JavaScript stays the same size however many pages the site has; a path without data is the
 * not-found screen (the collection's own one under a collection prefix). Words all come from the site file and
 * the page data.
 */
import { createRootRouteWithContext, createRoute, notFound, useLoaderData, useLocation, type AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { dataKeyOf, type CollectionRoute, type Layout, type PageData, type SiteData } from './contract';
import type { BlockRegistry } from './registry';
import { hydration, preloadBlocks } from './registry';
import { PageRenderer } from './PageRenderer';
import { toRouterHead } from './head';
import { makeRoot, Providers } from './Root';
import { PageContext } from './context';
import { lazyPart } from './lazyPart';
import { ResourcesLayout } from '../layout/ResourcesLayout';

/** The not-found screens' module, found by its path (which the server needs, for the chunks to preload). */
const [[notFoundFile, loadNotFound]] = Object.entries(import.meta.glob<typeof import('../layout/NotFound')>('../layout/NotFound.tsx'));
const NotFound = lazyPart(() => loadNotFound().then((m) => m.NotFound));
const Missing = lazyPart(() => loadNotFound().then((m) => m.Missing));
export const ErrorScreen = lazyPart(() => import('../layout/ErrorScreen').then((m) => m.ErrorScreen));

/** Where page data comes from: an in-memory map on the server, /_data/*.json in the browser. */
export interface PageSource {
  load(dataKey: string): Promise<PageData | null>;
}
export interface RouterContext {
  pages: PageSource;
}

/** Search parameters pages may read: `?service=<id>&sub=<id>` preselects a catalogue entry (any other value is dropped). */
export function readSearch(search: Record<string, unknown>): { service?: string; sub?: string } {
  const out: { service?: string; sub?: string } = {};
  for (const k of ['service', 'sub'] as const) if (typeof search[k] === 'string' && /^[a-z0-9-]+$/.test(search[k])) out[k] = search[k];
  return out;
}

/** The collection whose items live under `pathname`, if any. */
export function collectionOf(collections: CollectionRoute[], pathname: string): CollectionRoute | undefined {
  return collections.find((c) => pathname.startsWith(`${c.prefix}/`));
}

/** The source modules of the not-found screen, loaded only for paths without a page. */
export const NOT_FOUND_MODULES = [notFoundFile.replace(/^\.\.\//, 'src/')];

/**
 * Loads a path's page data and the code of the blocks it uses (before hydrating a prerendered page, only those
 * the server rendered with their code); no data means not found (with the not-found screen's code).
 */
export async function loadPage(context: RouterContext, registry: BlockRegistry, pathname: string): Promise<PageData> {
  const page = await context.pages.load(dataKeyOf(pathname));
  if (!page) {
    await Promise.all([NotFound.preload(), Missing.preload()]);
    throw notFound();
  }
  await preloadBlocks(registry, hydration.blocks ?? page.blocks);
  return page;
}

function Framed({ layout, children }: { layout?: Layout; children: ReactNode }) {
  return layout === 'resources' ? <ResourcesLayout>{children}</ResourcesLayout> : <>{children}</>;
}

function PageView() {
  const page = useLoaderData({ strict: false }) as PageData;
  return <Framed layout={page.layout}><PageRenderer page={page} /></Framed>;
}

/** Routes added beside the content route (the dev server's block gallery: src/dev/galleryRoute.tsx). */
export type ExtraRoutes = (root: AnyRoute, registry: BlockRegistry) => AnyRoute[];

export function buildRouteTree(site: SiteData, collections: CollectionRoute[], registry: BlockRegistry, extra?: ExtraRoutes): AnyRoute {
  const root = createRootRouteWithContext<RouterContext>()({
    component: makeRoot(site, registry),
    notFoundComponent: () => <NotFound />,
    errorComponent: function RootError(props) {
      return <Providers site={site} registry={registry}><ErrorScreen {...props} /></Providers>;
    },
    head: ({ matches }) => {
      const missing = matches.some((m) => m._notFound || m.status === 'notFound');
      return toRouterHead(missing ? site.notFoundHead : site.head);
    },
  });

  /** Unknown paths: a collection's own message (in its layout) under its prefix, the site's 404 elsewhere. */
  function ContentNotFound() {
    const { pathname } = useLocation();
    const collection = collectionOf(collections, pathname);
    if (!collection) return <NotFound />;
    const { title, text, link } = collection.notFound;
    return (
      <Framed layout={collection.layout}>
        <PageContext.Provider value={null}><Missing title={title} text={text} link={link} /></PageContext.Provider>
      </Framed>
    );
  }

  const content = createRoute({
    getParentRoute: () => root,
    path: '$',
    validateSearch: readSearch,
    loader: ({ context, location }: { context: RouterContext; location: { pathname: string } }) => loadPage(context, registry, location.pathname),
    head: ({ loaderData }: { loaderData?: PageData }) => (loaderData ? toRouterHead(loaderData.head) : {}),
    component: PageView,
    notFoundComponent: ContentNotFound,
  } as never) as AnyRoute;
  return root.addChildren([content, ...(extra?.(root, registry) ?? [])]);
}
