// @vitest-environment jsdom
import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, fireEvent, cleanup, waitFor, act } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../render/router';
import { blocks } from '../../render/blocks';
import { render as renderServer } from '../../build/render';
import { loadManifest } from '../../dev/sitePlugin';
import type { PageData, SiteData } from '../../contract/pageData';
import type { CatalogueBlock } from '../../generated/content';

const root = join(import.meta.dirname, '..', '..', '..');
const example = JSON.parse(readFileSync(join(root, 'schema/blocks/catalogue.schema.json'), 'utf8'))
  .examples[0] as CatalogueBlock;
const block: CatalogueBlock = { ...example, deepLinks: [{ path: '/catalogue/gst', service: 'registrations' }] };
const page: PageData = {
  path: '/catalogue',
  head: { title: 'Catalogue', meta: [], links: [], jsonLd: [], lang: 'en' },
  sections: [block],
  blocks: ['catalogue', 'text', 'list', 'cta'],
};
/** The page and its deep-link alias serve the same data. */
const pageAt = (key: string) => (key === 'catalogue' || key === 'catalogue/gst' ? page : null);
let site: SiteData;
/** jsdom has no layout: record scroll requests instead. */
const scrolled = vi.fn();
beforeAll(() => {
  site = loadManifest(root).site;
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(cleanup);

async function mount(url: string) {
  const router = createAppRouter({
    collections: [],
    site,
    registry: blocks,
    pages: { load: async (key) => pageAt(key) },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  router.update({ history } as never);
  await router.load();
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.getElementById(block.id)).toBeTruthy());
  return { router, history };
}
const view = () => document.getElementById(block.id)!.getAttribute('data-catalogue-view');
const h2 = () => document.getElementById(block.id)!.querySelector('h2')!.textContent;
const button = (name: string) => screen.getByRole('button', { name });
const [bookkeeping, registrations] = block.items;
const gst = registrations.subsections![0];

describe('catalogue block in a router', () => {
  it('drills down and back with its buttons, moving focus to each new heading, without touching the address', async () => {
    const { router } = await mount('/catalogue');
    expect(view()).toBe('grid');
    expect(screen.getByRole('link', { name: block.backLink!.label })).toBeTruthy();
    expect(screen.getByText('1 services')).toBeTruthy();
    fireEvent.click(button(registrations.title));
    await waitFor(() => expect(view()).toBe('subsections'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(registrations.title));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: block.backLink!.label })).toBeNull();
    fireEvent.click(button(gst.title));
    await waitFor(() => expect(h2()).toBe(gst.title));
    expect(screen.getByText('Ready to Get Started?')).toBeTruthy();
    expect(router.state.location.href).toBe('/catalogue');
    fireEvent.click(button(`Back to ${registrations.title}`));
    await waitFor(() => expect(view()).toBe('subsections'));
    fireEvent.click(button(block.labels.backToServices));
    await waitFor(() => expect(view()).toBe('grid'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(block.title));
  });

  it('history back and forward step through the selection', async () => {
    const { history } = await mount('/catalogue');
    fireEvent.click(button(bookkeeping.title));
    await waitFor(() => expect(h2()).toBe(bookkeeping.title));
    await act(async () => history.back());
    await waitFor(() => expect(view()).toBe('grid'));
    await act(async () => history.forward());
    await waitFor(() => expect(h2()).toBe(bookkeeping.title));
  });

  it('?service= preselects a known service and ignores an unknown one', async () => {
    await mount('/catalogue?service=bookkeeping');
    await waitFor(() => expect(h2()).toBe(bookkeeping.title));
    cleanup();
    await mount('/catalogue?service=nope');
    expect(view()).toBe('grid');
  });

  it('a deep-link path preselects its service, and Back from it replaces the entry with the grid', async () => {
    const { history } = await mount('/catalogue/gst');
    await waitFor(() => expect(h2()).toBe(registrations.title));
    const length = history.length;
    fireEvent.click(button(block.labels.backToServices));
    await waitFor(() => expect(view()).toBe('grid'));
    expect(history.length).toBe(length);
  });
});

describe('catalogue block on the server', () => {
  const html = async (url: string) =>
    (
      await renderServer({
        url,
        collections: [],
        site,
        page: (key) => pageAt(key) ?? undefined,
        assets: { entry: '/entry.js' },
      })
    ).html;

  it('prerenders the grid, and a deep link with its selection; ?service= is left to the browser', async () => {
    expect(await html('/catalogue')).toContain('data-catalogue-view="grid"');
    const deep = await html('/catalogue/gst');
    expect(deep).toContain('data-catalogue-view="subsections"');
    expect(deep).toContain(gst.title);
    expect(await html('/catalogue?service=bookkeeping')).toContain('data-catalogue-view="grid"');
  });
});
