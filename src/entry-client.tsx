import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { routes, site } from 'virtual:site';
import { createAppRouter } from './runtime/router';
import { blocks } from './runtime/blocks';
import { dataUrl, type PageData } from './runtime/contract';
import type { PageSource } from './runtime/routes';

const cache = new Map<string, Promise<PageData | null>>();
const pages: PageSource = {
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
};

// 404 pages are prerendered once at a placeholder path and served for every unknown address. Hydrate at the
// path the HTML was rendered for, then show the real address (the router renders the same not-found screen).
const rendered = document.querySelector<HTMLMetaElement>('meta[name="rendered-path"]')?.content;
const wanted = location.pathname + location.search + location.hash;
if (rendered && rendered !== location.pathname) history.replaceState(history.state, '', rendered);

const router = createAppRouter({ routes, site, registry: blocks, pages });
hydrateRoot(document, <RouterClient router={router} />);

if (rendered && rendered !== wanted) {
  const stop = router.subscribe('onRendered', () => {
    stop();
    void router.navigate({ href: wanted, replace: true, resetScroll: false } as never);
  });
}

if (import.meta.hot) {
  import.meta.hot.on('site:update', () => {
    cache.clear();
    void router.invalidate();
  });
}
