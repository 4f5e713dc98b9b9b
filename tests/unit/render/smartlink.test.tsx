// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { join } from 'node:path';
import { SmartLink } from '../../../src/render/SmartLink';
import { SiteContext } from '../../../src/render/context';
import { loadManifest } from '../../../src/dev/sitePlugin';

const manifest = loadManifest(join(import.meta.dirname, '..', '..', '..'));

async function renderLinks(hrefs: string[]) {
  const rootRoute = createRootRoute({
    component: () => (
      <SiteContext.Provider value={manifest.site}>
        {hrefs.map((h) => (
          <SmartLink key={h} href={h}>
            {h}
          </SmartLink>
        ))}
      </SiteContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByText(hrefs[0]);
  return router;
}

describe('SmartLink', () => {
  it('keeps the query and the anchor of a site link', async () => {
    await renderLinks(['/company-incorporation?service=fema-rbi#top']);
    expect(screen.getByText('/company-incorporation?service=fema-rbi#top').closest('a')?.getAttribute('href')).toBe(
      '/company-incorporation?service=fema-rbi#top',
    );
  });

  it('opens web addresses in a new tab without an opener, and leaves files and e-mail as plain links', async () => {
    await renderLinks(['https://example.com/x', '/downloads/a.pdf', 'mailto:info@example.com']);
    const web = screen.getByText('https://example.com/x').closest('a')!;
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('/downloads/a.pdf').closest('a')?.getAttribute('href')).toBe('/downloads/a.pdf');
    expect(screen.getByText('mailto:info@example.com').closest('a')?.getAttribute('target')).toBeNull();
  });

  it("follows a page in the app's language on the client, and leaves another language's page to the browser", async () => {
    // The app runs in English (the default language's settings); /kn/… is Kannada.
    expect(manifest.site.site.languages?.map((l) => l.code)).toEqual(['en', 'kn', 'hi']);
    const router = await renderLinks(['/contact', '/kn/contact']);
    fireEvent.click(screen.getByText('/kn/contact'));
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('/contact'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });
});
