/**
 * The block gallery's route, at GALLERY_PATH (dev server only). The client start and the renderer pass it to
 * the router when `import.meta.env.DEV` is true; builds replace that with false, and this module drops out of
 * the bundle: it has no top-level side effects, and the gallery's own code is a dynamic import inside the loader.
 */
import { createRoute, useLoaderData, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadPage, toRouterHead, type RouterContext } from '../render/routes';
import type { BlockRegistry } from '../render/registry';
import { GALLERY_PATH, type GalleryPageData } from './contract';

interface Loaded {
  page: GalleryPageData;
  Gallery: ComponentType<{ page: GalleryPageData }>;
}

/**
 * The dev routes (the router's extraRoutes): the gallery, which loads its page data (and its blocks' code, as for
 * any page) and the gallery's code.
 */
export function devRoutes(root: AnyRoute, registry: BlockRegistry): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => root,
      path: GALLERY_PATH,
      loader: async ({ context }: { context: RouterContext }): Promise<Loaded> => {
        const [page, gallery] = await Promise.all([
          loadPage(context, registry, GALLERY_PATH),
          import('./BlockGallery'),
        ]);
        return { page: page as GalleryPageData, Gallery: gallery.BlockGallery };
      },
      head: ({ loaderData }: { loaderData?: Loaded }) => (loaderData ? toRouterHead(loaderData.page.head) : {}),
      component: DevGallery,
    } as never) as AnyRoute,
  ];
}

function DevGallery() {
  const { page, Gallery } = useLoaderData({ strict: false }) as Loaded;
  return <Gallery page={page} />;
}
