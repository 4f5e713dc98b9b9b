import { describe, expect, it, vi, afterEach } from 'vitest';
import { isNotFound, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buildRouteTree, collectionOf, loadPage, readSearch, type RouterContext } from '../../../src/render/routes';
import {
  hydration,
  lazyBlock,
  type BlockProps,
  type BlockRegistry,
  type BlockType,
} from '../../../src/render/registry';
import { blocks as realRegistry } from '../../../src/render/blocks';
import {
  collectionRoutes,
  dataKeyOf,
  type CollectionRoute,
  type PageData,
  type RouteRecord,
  type SiteData,
} from '../../../src/contract/pageData';

const BLOG: CollectionRoute = {
  prefix: '/resources/blog',
  layout: 'resources',
  notFound: {
    title: 'Blog Post Not Found',
    text: 'No such article.',
    link: { label: 'Back', href: '/resources/blog' },
  },
};

/** A registry whose every block records when its code is loaded. */
function spyRegistry() {
  const loads = new Map<string, ReturnType<typeof vi.fn>>();
  const components = new Map<string, ComponentType<BlockProps<BlockType>>>();
  const entries = (Object.keys(realRegistry) as BlockType[]).map((type) => {
    const Component: ComponentType<BlockProps<BlockType>> = () => null;
    const load = vi.fn(async () => ({ default: Component }));
    loads.set(type, load);
    components.set(type, Component);
    return [type, lazyBlock(load)] as const;
  });
  return { registry: Object.fromEntries(entries) as unknown as BlockRegistry, loads, components };
}

/** The site data is only read when the root renders, which these tests do not do. */
const site = {} as SiteData;

function page(dataKey: string, blocks: string[]): PageData {
  return {
    path: `/${dataKey}`,
    head: { title: dataKey, meta: [], links: [], jsonLd: [], lang: 'en' },
    sections: [],
    blocks,
  };
}
function context(load: (key: string) => Promise<PageData | null>): RouterContext {
  return { pages: { load } };
}

afterEach(() => (hydration.blocks = null));

describe('buildRouteTree', () => {
  const tree = buildRouteTree(site, [BLOG], spyRegistry().registry);
  const children = (tree.children as AnyRoute[] | undefined) ?? [];

  it('has one content route for every path (no route table), which reads ?service= and has a not-found screen', () => {
    expect(children).toHaveLength(1);
    const content = children.find((r) => (r.options as { path?: string }).path === '$')!.options as {
      path?: string;
      validateSearch?: unknown;
      notFoundComponent?: unknown;
      loader?: unknown;
    };
    expect(content.path).toBe('$');
    expect(content.validateSearch).toBe(readSearch);
    expect(content.notFoundComponent).toBeTypeOf('function');
    expect(content.loader).toBeTypeOf('function');
  });

  it('has a root with a not-found and an error screen', () => {
    expect(tree.options.notFoundComponent).toBeTypeOf('function');
    expect(tree.options.errorComponent).toBeTypeOf('function');
  });
});

describe('loadPage', () => {
  it('asks for the data key of the path ("/" is index; a trailing slash is ignored)', async () => {
    const { registry } = spyRegistry();
    const load = vi.fn(async (key: string) => page(key, []));
    await loadPage(context(load), registry, '/');
    await loadPage(context(load), registry, '/resources/faqs/');
    await loadPage(context(load), registry, '/resources/blog/3');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['index', 'resources/faqs', 'resources/blog/3']);
  });

  it('returns the page data and preloads the code of the blocks it uses, and only those', async () => {
    const { registry, loads, components } = spyRegistry();
    const data = page('about', ['hero', 'text']);
    await expect(
      loadPage(
        context(async () => data),
        registry,
        '/about',
      ),
    ).resolves.toBe(data);
    expect(loads.get('hero')).toHaveBeenCalledTimes(1);
    expect(loads.get('text')).toHaveBeenCalledTimes(1);
    expect(loads.get('cta')).not.toHaveBeenCalled();
    expect(registry.hero.component()).toBe(components.get('hero'));
    expect(registry.cta.component()).not.toBe(components.get('cta'));
  });

  it('while hydrating a prerendered page, loads only the blocks the server rendered with their code', async () => {
    const { loads, registry } = spyRegistry();
    hydration.blocks = ['faq'];
    await loadPage(
      context(async () => page('faqs', ['hero', 'faq', 'cta'])),
      registry,
      '/faqs',
    );
    expect(loads.get('faq')).toHaveBeenCalledTimes(1);
    expect(loads.get('hero')).not.toHaveBeenCalled();
    expect(loads.get('cta')).not.toHaveBeenCalled();
  });

  it('throws notFound() when a path has no data', async () => {
    const thrown = await loadPage(
      context(async () => null),
      spyRegistry().registry,
      '/nowhere',
    ).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    expect(isNotFound(thrown)).toBe(true);
  });
});

describe('collection routes', () => {
  const records: RouteRecord[] = [
    { path: '/about', dataKey: 'about', layout: 'default' },
    { path: '/resources/blog/$id', dataKey: 'resources/blog', layout: 'resources', notFound: BLOG.notFound },
  ];

  it('are the $id routes of the route table, with their prefix, layout and not-found message', () => {
    expect(collectionRoutes(records)).toEqual([BLOG]);
  });

  it('claim the paths under their prefix only', () => {
    expect(collectionOf([BLOG], '/resources/blog/999')).toBe(BLOG);
    expect(collectionOf([BLOG], '/resources/blog')).toBeUndefined();
    expect(collectionOf([BLOG], '/resources/blogs/1')).toBeUndefined();
  });
});

describe('dataKeyOf', () => {
  it('maps paths to data files', () => {
    expect(dataKeyOf('/')).toBe('index');
    expect(dataKeyOf('/about/')).toBe('about');
    expect(dataKeyOf('/resources/blog/3')).toBe('resources/blog/3');
  });
});

describe('readSearch', () => {
  it('keeps a well-formed ?service= id and drops anything else', () => {
    expect(readSearch({ service: 'payroll-services', other: 'x' })).toEqual({ service: 'payroll-services' });
    expect(readSearch({ service: '<script>' })).toEqual({});
    expect(readSearch({ service: 5 })).toEqual({});
    expect(readSearch({})).toEqual({});
    expect(readSearch({ service: 'registrations', sub: 'gst' })).toEqual({ service: 'registrations', sub: 'gst' });
    expect(readSearch({ service: 'registrations', sub: '../x' })).toEqual({ service: 'registrations' });
  });
});

describe('createAppRouter', () => {
  it('uses the route tree it is given, and adds the extra routes (the dev gallery) to one it builds', async () => {
    const { createAppRouter } = await import('../../../src/render/router');
    const { createMemoryHistory, createRoute } = await import('@tanstack/react-router');
    const make = (opts: object) =>
      createAppRouter({
        site,
        collections: [BLOG],
        registry: realRegistry,
        pages: { load: async () => null },
        history: createMemoryHistory({ initialEntries: ['/'] }),
        ...opts,
      });
    const tree = buildRouteTree(site, [BLOG], realRegistry);
    expect(make({ routeTree: tree }).routeTree).toBe(tree);
    const paths = (r: AnyRoute) => ((r.children ?? []) as AnyRoute[]).map((c) => (c.options as { path?: string }).path);
    expect(paths(make({}).routeTree)).toEqual(['$']);
    expect(
      paths(
        make({ extraRoutes: (root: AnyRoute) => [createRoute({ getParentRoute: () => root, path: '/extra' })] })
          .routeTree,
      ),
    ).toEqual(['$', '/extra']);
  });
});
