/**
 * The route tree, built in one loop over the route table from the manifest: every route and alias, the
 * resources layout for resource pages, collection routes (/…/$id) that answer notFound() for unknown ids,
 * and the root with the not-found and error screens. Words all come from the site file and the page data.
 */
import { createRootRouteWithContext, createRoute, notFound, useLoaderData, type AnyRoute } from '@tanstack/react-router';
import type { PageData, RouteRecord, SiteData } from './contract';
import type { BlockRegistry } from './registry';
import { preloadBlocks } from './registry';
import { PageRenderer } from './PageRenderer';
import { toRouterHead } from './head';
import { makeRoot, Providers } from './Root';
import { NotFound, Missing } from '../layout/NotFound';
import { ErrorScreen } from '../layout/ErrorScreen';
import { ResourcesLayout } from '../layout/ResourcesLayout';
import { PageContext } from './context';

/** Where page data comes from: an in-memory map on the server, /_data/*.json in the browser. */
export interface PageSource {
  load(dataKey: string): Promise<PageData | null>;
}
export interface RouterContext {
  pages: PageSource;
}

/** Search parameters pages may read: `?service=<id>` preselects a catalogue entry (any other value is dropped). */
export function readSearch(search: Record<string, unknown>): { service?: string } {
  return typeof search.service === 'string' && /^[a-z0-9-]+$/.test(search.service) ? { service: search.service } : {};
}

function PageView() {
  const page = useLoaderData({ strict: false }) as PageData;
  return <PageRenderer page={page} />;
}

export function buildRouteTree(records: RouteRecord[], site: SiteData, registry: BlockRegistry): AnyRoute {
  const root = createRootRouteWithContext<RouterContext>()({
    component: makeRoot(site, registry),
    notFoundComponent: NotFound,
    errorComponent: function RootError(props) {
      return <Providers site={site} registry={registry}><ErrorScreen {...props} /></Providers>;
    },
    head: ({ matches }) => {
      const missing = matches.some((m) => m._notFound || m.status === 'notFound');
      return toRouterHead(missing ? site.notFoundHead : site.head);
    },
  });
  const resources = createRoute({ getParentRoute: () => root, id: 'resources-layout', component: ResourcesLayout });

  const top: AnyRoute[] = [];
  const inResources: AnyRoute[] = [];
  for (const record of records) {
    const parent = record.layout === 'resources' ? resources : root;
    const isCollection = record.path.endsWith('/$id');
    const notFoundInfo = record.notFound;
    const route = createRoute({
      getParentRoute: () => parent as AnyRoute,
      path: record.path,
      validateSearch: readSearch,
      loader: async ({ context, params }: { context: RouterContext; params: Record<string, string> }) => {
        const key = isCollection ? `${record.dataKey}/${params.id}` : record.dataKey;
        const page = await context.pages.load(key);
        if (!page) throw notFound();
        await preloadBlocks(registry, page.blocks);
        return page;
      },
      head: ({ loaderData }: { loaderData?: PageData }) => (loaderData ? toRouterHead(loaderData.head) : {}),
      component: PageView,
      ...(notFoundInfo
        ? {
            notFoundComponent: function CollectionItemNotFound() {
              return (
                <PageContext.Provider value={null}>
                  <Missing title={notFoundInfo.title} text={notFoundInfo.text} link={notFoundInfo.link} />
                </PageContext.Provider>
              );
            },
          }
        : {}),
    } as never) as AnyRoute;
    (record.layout === 'resources' ? inResources : top).push(route);
  }
  return root.addChildren([...top, resources.addChildren(inResources)]);
}
