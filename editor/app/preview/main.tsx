/**
 * The preview frame: the site's own router, route tree, layout, renderer and styles (src/runtime), at the draft's
 * path in a memory history, with the draft's page data in place of the file's. The editor sends each new draft
 * by postMessage (same origin only); the frame answers `preview:drawn` once it is on screen.
 */
import { createRoot } from 'react-dom/client';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter, type AppRouter } from '../../../src/runtime/router';
import { blocks } from '../../../src/runtime/blocks';
import { dataKeyOf, dataUrl, type PageData } from '../../../src/runtime/contract';
import type { PreviewData } from '../../server/check';

const root = createRoot(document);
let router: AppRouter | undefined;
let siteJson = '';
let draft: PreviewData | undefined;

/** The draft's page for its own path; any other page (a link followed in the preview) as the dev server has it. */
const pages = {
  async load(key: string): Promise<PageData | null> {
    if (draft && key === dataKeyOf(draft.path)) return draft.page;
    const res = await fetch(dataUrl(key));
    return res.ok ? ((await res.json()) as PageData) : null;
  },
};

async function show(next: PreviewData, at: number): Promise<void> {
  draft = next;
  const json = JSON.stringify(next.site);
  if (!router || json !== siteJson) {
    siteJson = json;
    router = createAppRouter({ site: next.site, collections: next.collections, registry: blocks, pages, history: createMemoryHistory({ initialEntries: [next.path] }) });
    await router.load();
    root.render(<RouterProvider router={router} />);
  } else if (router.state.location.pathname !== next.path) {
    await router.navigate({ to: next.path } as never);
  } else {
    await router.invalidate();
  }
  requestAnimationFrame(() => parent.postMessage({ type: 'preview:drawn', at }, location.origin));
}

window.addEventListener('message', (e: MessageEvent) => {
  const msg = e.data as { type?: string; preview?: PreviewData; at?: number };
  if (e.origin !== location.origin || e.source !== parent || msg?.type !== 'preview:draft' || !msg.preview) return;
  void show(msg.preview, msg.at ?? 0);
});
parent.postMessage({ type: 'preview:ready' }, location.origin);
