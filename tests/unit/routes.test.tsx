import { describe, expect, it, vi } from 'vitest';
import { isNotFound, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buildRouteTree, readSearch, type RouterContext } from '../../src/runtime/routes';
import { lazyBlock, type BlockProps, type BlockRegistry, type BlockType } from '../../src/runtime/registry';
import { blocks as realRegistry } from '../../src/runtime/blocks';
import type { PageData, RouteRecord, SiteData } from '../../src/runtime/contract';

const RECORDS: RouteRecord[] = [
  { path: '/', dataKey: 'index', layout: 'default' },
  { path: '/about', dataKey: 'about', layout: 'default' },
  { path: '/who-we-are', dataKey: 'about', layout: 'default' },
  { path: '/resources/faqs', dataKey: 'resources/faqs', layout: 'resources' },
  {
    path: '/resources/blog/$id', dataKey: 'resources/blog', layout: 'resources',
    notFound: { title: 'Blog Post Not Found', text: 'No such article.', link: { label: 'Back', href: '/resources/faqs' } },
  },
];

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

type Loader = (ctx: { context: RouterContext; params: Record<string, string> }) => Promise<unknown>;

function children(route: AnyRoute): AnyRoute[] {
  return (route.children as AnyRoute[] | undefined) ?? [];
}
function byPath(routes: AnyRoute[], path: string): AnyRoute {
  const found = routes.find((r) => (r.options as { path?: string }).path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}
function loaderOf(route: AnyRoute): Loader {
  return (route.options as unknown as { loader: Loader }).loader;
}

function page(dataKey: string, blocks: string[]): PageData {
  return { path: `/${dataKey}`, head: { title: dataKey, meta: [], links: [], jsonLd: [] }, sections: [], blocks };
}

describe('buildRouteTree', () => {
  const { registry } = spyRegistry();
  const tree = buildRouteTree(RECORDS, site, registry);
  const top = children(tree);
  const layout = top.find((r) => (r.options as { id?: string }).id === 'resources-layout');

  it('makes a route of every record, aliases included', () => {
    const paths = [...top, ...children(layout!)].map((r) => (r.options as { path?: string }).path).filter(Boolean);
    expect(paths.sort()).toEqual(RECORDS.map((r) => r.path).sort());
  });

  it('puts resources-layout routes under the pathless resources layout, and the others at the top', () => {
    expect(layout).toBeDefined();
    expect((layout!.options as { path?: string }).path).toBeUndefined();
    expect(children(layout!).map((r) => (r.options as { path?: string }).path)).toEqual(['/resources/faqs', '/resources/blog/$id']);
    expect(top.filter((r) => r !== layout).map((r) => (r.options as { path?: string }).path)).toEqual(['/', '/about', '/who-we-are']);
    for (const child of children(layout!)) expect(child.options.getParentRoute()).toBe(layout);
    for (const child of top) expect(child.options.getParentRoute()).toBe(tree);
  });

  it('gives a collection route its own not-found screen, and plain routes none', () => {
    expect(byPath(children(layout!), '/resources/blog/$id').options.notFoundComponent).toBeTypeOf('function');
    expect(byPath(top, '/about').options.notFoundComponent).toBeUndefined();
  });

  it('has a root with a not-found and an error screen', () => {
    expect(tree.options.notFoundComponent).toBeTypeOf('function');
    expect(tree.options.errorComponent).toBeTypeOf('function');
  });
});

describe('route loaders', () => {
  it('throw notFound() for an unknown collection item, after asking for its data key', async () => {
    const { registry } = spyRegistry();
    const tree = buildRouteTree(RECORDS, site, registry);
    const blog = byPath(children(children(tree).find((r) => (r.options as { id?: string }).id === 'resources-layout')!), '/resources/blog/$id');
    const load = vi.fn(async () => null);
    const thrown = await loaderOf(blog)({ context: { pages: { load } }, params: { id: '999' } }).then(() => 'resolved', (e: unknown) => e);
    expect(isNotFound(thrown)).toBe(true);
    expect(load).toHaveBeenCalledWith('resources/blog/999');
  });

  it('load a collection item by the route\'s data key and the id', async () => {
    const { registry } = spyRegistry();
    const tree = buildRouteTree(RECORDS, site, registry);
    const blog = byPath(children(children(tree).find((r) => (r.options as { id?: string }).id === 'resources-layout')!), '/resources/blog/$id');
    const item = page('resources/blog/3', ['blogArticle']);
    const load = vi.fn(async (key: string) => (key === 'resources/blog/3' ? item : null));
    await expect(loaderOf(blog)({ context: { pages: { load } }, params: { id: '3' } })).resolves.toBe(item);
  });

  it('return the page data and preload the code of the blocks it uses, and only those', async () => {
    const { registry, loads, components } = spyRegistry();
    const about = byPath(children(buildRouteTree(RECORDS, site, registry)), '/about');
    const data = page('about', ['hero', 'text']);
    const load = vi.fn(async () => data);
    await expect(loaderOf(about)({ context: { pages: { load } }, params: {} })).resolves.toBe(data);
    expect(load).toHaveBeenCalledWith('about');
    expect(loads.get('hero')).toHaveBeenCalledTimes(1);
    expect(loads.get('text')).toHaveBeenCalledTimes(1);
    expect(loads.get('cta')).not.toHaveBeenCalled();
    expect(registry.hero.component()).toBe(components.get('hero'));
    expect(registry.cta.component()).not.toBe(components.get('cta'));
  });

  it('load an alias\'s data under its main route\'s key', async () => {
    const { registry } = spyRegistry();
    const alias = byPath(children(buildRouteTree(RECORDS, site, registry)), '/who-we-are');
    const load = vi.fn(async () => page('about', []));
    await loaderOf(alias)({ context: { pages: { load } }, params: {} });
    expect(load).toHaveBeenCalledWith('about');
  });

  it('throw notFound() when a plain page has no data', async () => {
    const { registry } = spyRegistry();
    const about = byPath(children(buildRouteTree(RECORDS, site, registry)), '/about');
    const thrown = await loaderOf(about)({ context: { pages: { load: async () => null } }, params: {} }).then(() => 'resolved', (e: unknown) => e);
    expect(isNotFound(thrown)).toBe(true);
  });
});

describe('readSearch', () => {
  it('keeps a well-formed ?service= id and drops anything else', () => {
    expect(readSearch({ service: 'payroll-services', other: 'x' })).toEqual({ service: 'payroll-services' });
    expect(readSearch({ service: '<script>' })).toEqual({});
    expect(readSearch({ service: 5 })).toEqual({});
    expect(readSearch({})).toEqual({});
  });
});
