import { describe, it, expect, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../src/runtime/router';
import { blocks } from '../../src/runtime/blocks';
import { lazyBlock, type BlockRegistry } from '../../src/runtime/registry';
import { loadManifest } from '../../src/engine/vitePlugin';
import type { PageData } from '../../src/runtime/contract';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/theme/theme';

const root = new URL('../..', import.meta.url).pathname;

describe('render errors', () => {
  it('show the "Unexpected Application Error!" screen from the site file with the error message', async () => {
    const manifest = loadManifest(root);
    function Broken(): never { throw new Error('The hero could not be drawn'); }
    const registry: BlockRegistry = { ...blocks, hero: lazyBlock(async () => ({ default: Broken })) };
    const page: PageData = {
      path: '/broken', head: { title: 'Broken', meta: [], links: [], jsonLd: [] }, blocks: ['hero'],
      sections: [{ type: 'hero', id: 'oops', title: 'Never shown' }],
    };
    const router = createAppRouter({ routes: [{ path: '/broken', dataKey: 'broken', layout: 'default' }], site: manifest.site, registry, pages: { load: async () => page } });
    router.update({ history: createMemoryHistory({ initialEntries: ['/broken'] }) } as never);
    await router.load();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<ThemeProvider theme={theme}><RouterProvider router={router} /></ThemeProvider>);
    spy.mockRestore();
    expect(html).toContain(manifest.site.site.errorScreen.title);
    expect(html).toContain('The hero could not be drawn');
    expect(html).not.toContain('Never shown');
  });
});
