/**
 * The route tree: the root (document, not-found and error screens) and one content route that answers every path
 * with its page data, so the browser carries no route table; a path without data is the not-found screen (the
 * collection's own one under a collection prefix).
 */
import {
  createRootRouteWithContext,
  createRoute,
  notFound,
  useLoaderData,
  useLocation,
  type AnyRoute,
} from '@tanstack/react-router';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  dataKeyOf,
  type CollectionRoute,
  type HeadData,
  type Layout,
  type PageData,
  type SiteData,
} from '../contract/pageData';
import { hydration, lazyComponent, preloadBlocks, type BlockRegistry } from './registry';
import { Sections } from './BlockRenderer';
import { makeRoot, Providers } from './Root';
import { PageContext } from './context';

/**
 * A rarely needed layout part, kept out of every page's first-load JavaScript; the route loaders preload it for
 * the pages that show it, so it then renders synchronously (also on the server).
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part = lazyComponent(load);
  function Part(props: P) {
    const Component = part.component() as ComponentType<P>;
    return part.isLoaded() ? (
      <Component {...props} />
    ) : (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: part.preload });
}

/** The not-found screens' module, found by its path (which the server needs, for the chunks to preload). */
const [[notFoundFile, loadNotFound]] = Object.entries(
  import.meta.glob<typeof import('../layout/NotFound')>('../layout/NotFound.tsx'),
);
const NotFound = lazyPart(() => loadNotFound().then((m) => m.NotFound));
const Missing = lazyPart(() => loadNotFound().then((m) => m.Missing));
export const ErrorScreen = lazyPart(() => import('../layout/ErrorScreen').then((m) => m.ErrorScreen));

/** Turns build-time head data into TanStack Router head() output (title, meta, links, JSON-LD, inline styles). */
// biome-ignore lint/suspicious/noExplicitAny: the router types head() entries by its own union, which the JSON-LD script entry does not fit
export function toRouterHead(head: HeadData): { meta: any[]; links: any[]; styles?: { children: string }[] } {
  return {
    meta: [{ title: head.title }, ...head.meta, ...head.jsonLd.map((obj) => ({ 'script:ld+json': obj }))],
    // React's name for the attribute: `hreflang` as a prop is an invalid DOM property (a console error in development).
    links: head.links.map(({ hreflang, ...link }) => (hreflang ? { ...link, hrefLang: hreflang } : link)),
    ...(head.styles?.length ? { styles: head.styles.map((children) => ({ children })) } : {}),
  };
}

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
  for (const k of ['service', 'sub'] as const)
    if (typeof search[k] === 'string' && /^[a-z0-9-]+$/.test(search[k])) out[k] = search[k];
  return out;
}

/** The collection whose items live under `pathname`, if any. */
export function collectionOf(collections: CollectionRoute[], pathname: string): CollectionRoute | undefined {
  return collections.find((c) => pathname.startsWith(`${c.prefix}/`));
}

/** The resources frame (menu and search beside the page), found by its path like the not-found screens: only its pages load it. */
const [[resourcesFile, loadResources]] = Object.entries(
  import.meta.glob<typeof import('../layout/ResourcesLayout')>('../layout/ResourcesLayout.tsx'),
);
const ResourcesLayout = lazyPart(() => loadResources().then((m) => m.ResourcesLayout));

/** The note on an out-of-date translation, found by its path likewise: only those pages load it. */
const [[noteFile, loadNote]] = Object.entries(
  import.meta.glob<typeof import('../layout/OutOfDateNote')>('../layout/OutOfDateNote.tsx'),
);
const OutOfDateNote = lazyPart(() => loadNote().then((m) => m.OutOfDateNote));

/** The source modules of the parts loaded on demand, whose chunks the server lists on the pages that show them. */
export function partModules(): { notFound: string[]; resources: string[]; outOfDate: string[] } {
  const source = (file: string) => [file.replace(/^\.\.\//, 'src/')];
  return { notFound: source(notFoundFile), resources: source(resourcesFile), outOfDate: source(noteFile) };
}

/**
 * Loads a path's page data and the code of the blocks it uses (before hydrating a prerendered page, only those
 * the server rendered with their code); no data means not found (with the not-found screen's code).
 */
export async function loadPage(
  context: RouterContext,
  registry: BlockRegistry,
  pathname: string,
  collections: CollectionRoute[] = [],
): Promise<PageData> {
  const page = await context.pages.load(dataKeyOf(pathname));
  const framed =
    (page ? page.layout : collectionOf(collections, pathname)?.layout) === 'resources'
      ? ResourcesLayout.preload()
      : undefined;
  if (!page) {
    await Promise.all([NotFound.preload(), Missing.preload(), framed]);
    throw notFound();
  }
  await Promise.all([
    preloadBlocks(registry, hydration.blocks ?? page.blocks),
    framed,
    page.outOfDate ? OutOfDateNote.preload() : undefined,
  ]);
  return page;
}

function Framed({ layout, children }: { layout?: Layout; children: ReactNode }) {
  return layout === 'resources' ? <ResourcesLayout>{children}</ResourcesLayout> : children;
}

/** A page: its sections, in its frame, after the note of an out-of-date translation; it knows no particular block. */
function PageView() {
  const page = useLoaderData({ strict: false }) as PageData;
  return (
    <>
      {page.outOfDate && <OutOfDateNote englishPath={page.outOfDate.englishPath} />}
      <Framed layout={page.layout}>
        <PageContext.Provider value={page.entry}>
          <Sections sections={page.sections} reveal={page.reveal} />
        </PageContext.Provider>
      </Framed>
    </>
  );
}

/** Routes added beside the content route (the dev server's block gallery: src/dev/galleryRoute.tsx). */
export type ExtraRoutes = (root: AnyRoute, registry: BlockRegistry) => AnyRoute[];

export function buildRouteTree(
  site: SiteData,
  collections: CollectionRoute[],
  registry: BlockRegistry,
  extra?: ExtraRoutes,
): AnyRoute {
  const root = createRootRouteWithContext<RouterContext>()({
    component: makeRoot(site, registry),
    notFoundComponent: () => <NotFound />,
    errorComponent: function RootError(props) {
      return (
        <Providers site={site} registry={registry}>
          <ErrorScreen {...props} />
        </Providers>
      );
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
    return (
      <Framed layout={collection.layout}>
        <Missing {...collection.notFound} />
      </Framed>
    );
  }

  const content = createRoute({
    getParentRoute: () => root,
    path: '$',
    validateSearch: readSearch,
    loader: ({ context, location }: { context: RouterContext; location: { pathname: string } }) =>
      loadPage(context, registry, location.pathname, collections),
    head: ({ loaderData }: { loaderData?: PageData }) => (loaderData ? toRouterHead(loaderData.head) : {}),
    component: PageView,
    notFoundComponent: ContentNotFound,
  } as never) as AnyRoute;
  return root.addChildren([content, ...(extra?.(root, registry) ?? [])]);
}
