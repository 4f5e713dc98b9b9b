// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../../src/render/router';
import { blocks } from '../../../src/render/blocks';
import { lazyBlock, type BlockRegistry } from '../../../src/render/registry';
import { loadManifest } from '../../../src/dev/sitePlugin';
import type { PageData } from '../../../src/contract/pageData';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../src/theme/theme';

const root = join(import.meta.dirname, '..', '..', '..');

describe('render errors', () => {
  it('show (in the browser) the "Unexpected Application Error!" screen from the site file with the error message', async () => {
    const manifest = loadManifest(root);
    function Broken(): never {
      throw new Error('The hero could not be drawn');
    }
    const registry: BlockRegistry = { ...blocks, hero: lazyBlock(async () => ({ default: Broken })) };
    const page: PageData = {
      path: '/broken',
      head: { title: 'Broken', meta: [], links: [], jsonLd: [], lang: 'en' },
      blocks: ['hero'],
      sections: [{ type: 'hero', id: 'oops', title: 'Never shown' }],
    };
    const router = createAppRouter({
      collections: [],
      site: manifest.site,
      registry,
      pages: { load: async (key) => (key === 'broken' ? page : null) },
    });
    router.update({ history: createMemoryHistory({ initialEntries: ['/broken'] }) } as never);
    await router.load();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByText(manifest.site.site.errorScreen.title)).toBeTruthy();
    expect(screen.getByText('The hero could not be drawn')).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
    spy.mockRestore();
  });
});
