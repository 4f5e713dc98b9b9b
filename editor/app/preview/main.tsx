/**
 * The preview frame: the site's own router, route tree, layout, renderer and styles (src/render), at the draft's
 * path in a memory history, with the draft's page data in place of the file's. The editor sends each new draft
 * by postMessage; the frame answers `preview:drawn` once it is on screen. The frame runs on the preview's origin,
 * not the editor's: it takes messages only from the editor's origin and sends them only there.
 * Click-to-edit: every block is drawn in a frame tagged with its data path (tagged.tsx); a click tells the editor
 * the block and the field it shows (`preview:pick`, fieldAt.ts), or for the contact bar, header and footer the
 * site settings' field; the editor asks for a block to be outlined and shown (`preview:highlight`), or only shown
 * at the top (`preview:show`: the block picker's pictures), or a change shown (`preview:reveal`, reveal.ts: the
 * review's before and after).
 * Links never leave the preview and never open other programs (`tel:`, `mailto:`, other sites): an internal link
 * is passed to the editor (`preview:link`), which offers to open that page; forms are never sent.
 */
import { createRoot } from 'react-dom/client';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter, type AppRouter } from '../../../src/render/router';
import { blocks } from '../../../src/render/blocks';
import { dataKeyOf, dataUrl, type PageData } from '../../../src/contract/pageData';
import type { PreviewData } from '../../contract/editing';
import { areaOf, indexBlocks, taggedRegistry } from './tagged';
import { fieldAt, fieldAtOf } from './fieldAt';
import { reveal } from './reveal';

/** The editor's origin, as the editor's server names it in this frame's page. */
const editorOrigin = document.querySelector<HTMLMetaElement>('meta[name="editor-origin"]')?.content ?? '';
const root = createRoot(document);
const registry = taggedRegistry(blocks);
const blockTypes = new Set(Object.keys(blocks));
let router: AppRouter | undefined;
let siteJson = '';
let draft: PreviewData | undefined;
let highlighted: { path: string; id: string } | null = null;

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
  indexBlocks(next.page, blockTypes);
  const json = JSON.stringify(next.site);
  if (!router || json !== siteJson) {
    siteJson = json;
    router = createAppRouter({
      site: next.site,
      collections: next.collections,
      registry,
      pages,
      history: createMemoryHistory({ initialEntries: [next.path] }),
    });
    await router.load();
    root.render(<RouterProvider router={router} />);
  } else if (router.state.location.pathname !== next.path) {
    await router.navigate({ to: next.path } as never);
  } else {
    await router.invalidate();
  }
  requestAnimationFrame(() => {
    parent.postMessage({ type: 'preview:drawn', at }, editorOrigin);
    if (highlighted) outline(highlighted, false);
  });
}

/** A style element of the editor's own for its outlines (the page's markup is React's). */
function rules(id: 'edit-outline' | 'edit-hover' | 'edit-picture'): HTMLStyleElement {
  let style = document.getElementById(id) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = id;
    document.head.append(style);
  }
  return style;
}

const selector = (path: string) => `[data-edit-path="${CSS.escape(path)}"]`;

function findBlock({ path, id }: { path: string; id: string }): Element | null {
  return (
    (path && document.querySelector(selector(path))) ||
    (id && document.querySelector(`[data-edit-id="${CSS.escape(id)}"]`)) ||
    null
  );
}

/** Outlines the block at `path` (and scrolls it into view), or nothing when `path` is empty. */
function outline(target: { path: string; id: string } | null, scroll: boolean): void {
  highlighted = target;
  const el = target ? findBlock(target) : null;
  rules('edit-outline').textContent = el
    ? `${selector(el.getAttribute('data-edit-path') ?? '')} > * { outline: 3px solid #f59e0b !important; outline-offset: -3px; }`
    : '';
  if (el && scroll) {
    const area = areaOf(el);
    if (area.top < 0 || area.top > innerHeight - 80)
      window.scrollTo({ top: Math.max(0, area.top + scrollY - 24), behavior: 'instant' });
  }
}

/**
 * The block picker's picture of a block: the page's frame (the contact bar, header, footer: whatever stands beside
 * the page's main part) hidden, and the block at `path` scrolled to the top of the frame, outlining nothing.
 */
function showAtTop(path: string): void {
  rules('edit-picture').textContent = '*:has(> #main) > :not(#main) { display: none !important; }';
  const el = findBlock({ path, id: '' });
  if (el) window.scrollTo({ top: Math.max(0, areaOf(el).top + scrollY), behavior: 'instant' });
}

function hoverRule(el: Element | null): void {
  rules('edit-hover').textContent = el
    ? `${selector(el.getAttribute('data-edit-path') ?? '')} > * { outline: 2px dashed #2563eb; outline-offset: -2px; cursor: pointer; }`
    : '';
}

const tagged = (t: EventTarget | null) =>
  t instanceof Element ? t.closest('[data-edit-path]:not([data-edit-path=""])') : null;

/** The value at a "sections/1/detail/0" path of the page's data. */
const dataAt = (data: unknown, path: string) =>
  path
    .split('/')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );

/** The click's target in the page: a block's field, or (outside the page's main part) a site settings' field. */
function pickAt(target: Element): Record<string, unknown> | null {
  const el = tagged(target);
  if (el) {
    const pick = { path: el.getAttribute('data-edit-path') ?? '', id: el.getAttribute('data-edit-id') ?? '' };
    outline(pick, false);
    // A block may show the site settings too (the contact card's phone numbers): the value clicked decides.
    const found = draft ? fieldAtOf(target, el, [dataAt(draft.page, pick.path), draft.site.site]) : null;
    if (found?.source === 1) return { site: true, field: found.path };
    return { ...pick, field: found?.path ?? null };
  }
  if (!draft || target.closest('main')) return null;
  // The layout around the page (contact bar, header, footer) is drawn from the site settings.
  let part: Element = target;
  while (part.parentElement && part.parentElement !== document.body) part = part.parentElement;
  const field = fieldAt(target, part, draft.site.site);
  return field ? { site: true, field } : null;
}

// Capture on the window, before the page's own handlers (the router's links): a link is never followed.
window.addEventListener(
  'click',
  (e) => {
    if (!(e.target instanceof Element)) return;
    const link = e.target.closest('a[href]');
    if (link) {
      e.preventDefault();
      e.stopPropagation();
      const url = new URL(link.getAttribute('href') ?? '', location.href);
      if (url.origin === location.origin && url.pathname !== draft?.path)
        parent.postMessage({ type: 'preview:link', path: url.pathname }, editorOrigin);
    }
    const pick = pickAt(e.target);
    if (pick) parent.postMessage({ type: 'preview:pick', ...pick }, editorOrigin);
  },
  true,
);
window.addEventListener(
  'auxclick',
  (e) => e.target instanceof Element && e.target.closest('a[href]') && e.preventDefault(),
  true,
);
window.addEventListener('submit', (e) => e.preventDefault(), true);
document.addEventListener('mouseover', (e) => hoverRule(tagged(e.target)));
document.addEventListener('mouseleave', () => hoverRule(null));

window.addEventListener('message', (e: MessageEvent) => {
  const msg = e.data as {
    type?: string;
    preview?: PreviewData;
    at?: number;
    path?: string;
    id?: string;
    ids?: unknown;
  };
  if (e.origin !== editorOrigin || e.source !== parent) return;
  if (msg?.type === 'preview:draft' && msg.preview) void show(msg.preview, msg.at ?? 0);
  if (msg?.type === 'preview:highlight') outline(msg.path ? { path: msg.path, id: msg.id ?? '' } : null, true);
  if (msg?.type === 'preview:show' && msg.path) showAtTop(msg.path);
  if (msg?.type === 'preview:reveal' && typeof msg.path === 'string')
    reveal(msg.path, Array.isArray(msg.ids) ? msg.ids.filter((x): x is string => typeof x === 'string') : []);
});
parent.postMessage({ type: 'preview:ready' }, editorOrigin);
