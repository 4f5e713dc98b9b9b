import { describe, it, expect, vi } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../src/engine/load';
import { buildManifest } from '../../src/engine/manifest';
import { collectionRoutes } from '../../src/runtime/contract';
import { render, blockModule } from '../../src/entry-server';
import { bootDataIn } from '../../src/client/boot';

const root = join(import.meta.dirname, '..', '..');
const manifest = buildManifest(loadContent(root));

async function renderPath(url: string) {
  const preloads = vi.fn((modules: string[]) => ['/assets/app.js', ...modules.map((m) => `/assets/${m.split('/')[2]}.js`)]);
  const { html } = await render({ url, site: manifest.site, collections: collectionRoutes(manifest.routes), page: (k) => manifest.pages.get(k), assets: { entry: '/assets/entry.js', preloads } });
  return { html, boot: bootDataIn(html)!, preloads };
}

describe('render: the code a page needs', () => {
  it('lists the chunks in the boot data, for after the first paint, and puts no modulepreload in the head', async () => {
    const { html, boot, preloads } = await renderPath('/resources/faqs');
    expect(boot.blocks.length).toBeGreaterThan(0);
    expect(preloads).toHaveBeenCalledWith(boot.blocks.map(blockModule));
    expect(boot.preload).toEqual(preloads.mock.results[0].value);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script></body>');
  });
});
