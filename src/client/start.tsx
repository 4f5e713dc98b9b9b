/**
 * Starts the app on a prerendered page with the site settings the entry fetched (boot.ts): seeds the page-data
 * cache from the boot data, loads the route (its data and the code of its interactive blocks) and hydrates.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../render/router';
import { blocks } from '../render/blocks';
import { hydration } from '../render/registry';
import { followIslandLinks } from '../render/islandLinks';
import { languageOfPath, languageOfSettings } from '../render/language';
import { dataKeyOf, dataUrl, type BootData, type PageData, type SiteData } from '../contract/pageData';
import type { ExtraRoutes, PageSource } from '../render/routes';

/** What the dev server's client entry (src/dev/clientEntry.ts) leaves for the app: its extra routes. */
export interface DevGlobals {
  siteDevRoutes?: ExtraRoutes;
}

/** Page data by data key: the boot data's entries, then /_data/<key>.json fetched once per key. */
function pageSource(inline: BootData['pages']): PageSource & { clear(): void } {
  const cache = new Map<string, Promise<PageData | null>>();
  for (const [key, data] of Object.entries(inline)) cache.set(key, Promise.resolve(data));
  return {
    load(key) {
      let hit = cache.get(key);
      if (!hit) {
        hit = fetch(dataUrl(key)).then(async (res) => {
          if (res.status === 404) return null;
          if (!res.ok) throw new Error(`Could not load this page (${res.status}).`);
          return (await res.json()) as PageData;
        });
        hit.catch(() => cache.delete(key));
        cache.set(key, hit);
      }
      return hit;
    },
    clear: () => cache.clear(),
  };
}

export async function start({ collections, pages: inline, blocks: hydrate }: BootData, site: SiteData): Promise<void> {
  // 404 pages are prerendered once at a placeholder path and served for every unknown address. Hydrate at the
  // path the HTML was rendered for, then show the real address (the router renders the same not-found screen).
  const rendered = document.querySelector<HTMLMetaElement>('meta[name="rendered-path"]')?.content;
  const wanted = location.pathname + location.search + location.hash;
  if (rendered && rendered !== location.pathname) {
    inline[dataKeyOf(location.pathname)] = null; // the server already said: no page here
    history.replaceState(history.state, '', rendered);
  }

  const pages = pageSource(inline);
  const router = createAppRouter({
    site,
    collections,
    registry: blocks,
    pages,
    // The dev server's block gallery (src/dev/clientEntry.ts puts its route here); nothing in a build.
    extraRoutes: import.meta.env.DEV ? (globalThis as DevGlobals).siteDevRoutes : undefined,
  });
  // The router renders the matches as the server did (without its client-only Suspense boundary) only when its `ssr`
  // field is set, which only its own SSR setup does and no public option; without it React cannot reuse the HTML.
  Object.assign(router, { ssr: { manifest: undefined } });
  // Hydrate once the route's data and the code of its interactive blocks are in (static blocks keep their HTML),
  // inside a transition, so React yields to the browser every few milliseconds and a tap is answered promptly.
  hydration.blocks = hydrate;
  await router.load();
  await new Promise((resolve) => setTimeout(resolve, 0)); // a fresh task: loading and hydrating never add up to one long task
  startTransition(() => {
    hydrateRoot(document, <RouterProvider router={router} />);
  });
  // The app runs in its settings' language; another language's page is a document navigation.
  const language = languageOfSettings(site);
  followIslandLinks(router, (path) => languageOfPath(language.codes, path) !== language.code);

  if (rendered && rendered !== wanted) {
    const stop = router.subscribe('onRendered', () => {
      stop();
      void router.navigate({ href: wanted, replace: true, resetScroll: false } as never);
    });
  }

  if (import.meta.hot) {
    import.meta.hot.on('site:update', () => {
      pages.clear();
      // A content reload is not a navigation: put the reader back where they were once it has rendered.
      const { scrollX, scrollY } = window;
      const stop = router.subscribe('onRendered', () => {
        stop();
        window.scrollTo(scrollX, scrollY);
      });
      void router.invalidate();
    });
  }
}
