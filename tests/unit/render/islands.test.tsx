// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../src/theme/theme';
import { BlockRenderer, RegistryContext, RenderedBlocks } from '../../../src/render/BlockRenderer';
import {
  hydration,
  lazyBlock,
  type BlockProps,
  type BlockRegistry,
  type BlockType,
} from '../../../src/render/registry';
import { blocks } from '../../../src/render/blocks';
import { islandHref } from '../../../src/render/islandLinks';
import type { Section } from '../../../src/generated/content';

const root = join(import.meta.dirname, '..', '..', '..');
const example = (type: string) =>
  JSON.parse(readFileSync(join(root, `schema/blocks/${type}.schema.json`), 'utf8')).examples[0] as Section;

/** The real registry, with spies on the code loading of the given blocks. */
function spied(types: BlockType[], isStatic: boolean) {
  const loads = new Map<string, ReturnType<typeof vi.fn>>();
  const registry = { ...blocks } as Record<string, unknown>;
  for (const type of types) {
    const real = blocks[type];
    const load = vi.fn(async () => {
      await real.preload();
      return { default: real.component() as ComponentType<BlockProps<BlockType>> };
    });
    loads.set(type, load);
    registry[type] = lazyBlock(load as never, { static: isStatic });
  }
  return { registry: registry as BlockRegistry, loads };
}

function tree(registry: BlockRegistry, block: Section) {
  return (
    <ThemeProvider theme={theme}>
      <RegistryContext.Provider value={registry}>
        <BlockRenderer block={block} />
      </RegistryContext.Provider>
    </ThemeProvider>
  );
}

afterEach(() => (hydration.blocks = null));

describe('static blocks (islands)', () => {
  it('keep their server HTML while the page hydrates, without loading their code or any hydration error', async () => {
    const steps = example('steps');
    await blocks.steps.preload();
    const rendered = new Set<string>();
    const html = renderToString(
      <RenderedBlocks.Provider value={rendered}>{tree(blocks, steps)}</RenderedBlocks.Provider>,
    );
    expect(rendered.has('steps')).toBe(false); // the server tells the browser it needs no code for it
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = container.innerHTML;

    const { registry, loads } = spied(['steps'], true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    hydration.blocks = [];
    await act(async () => {
      hydrateRoot(container, tree(registry, steps));
    });
    expect(loads.get('steps')).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(container.textContent).toContain((steps as { title: string }).title);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('are rendered with their code when shown after the page has hydrated', async () => {
    const steps = example('steps');
    const { registry, loads } = spied(['steps'], true);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(tree(registry, steps));
    });
    await vi.waitFor(() => expect(container.textContent).toContain((steps as { title: string }).title));
    expect(loads.get('steps')).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('interactive blocks are listed for hydration by the server', async () => {
    await blocks.faq.preload();
    const rendered = new Set<string>();
    renderToString(<RenderedBlocks.Provider value={rendered}>{tree(blocks, example('faq'))}</RenderedBlocks.Provider>);
    expect(rendered.has('faq')).toBe(true);
  });
});

describe('the blocks marked static', () => {
  const staticTypes = (Object.keys(blocks) as BlockType[]).filter((t) => blocks[t].isStatic({}));
  it('include the plain content blocks', () => {
    expect(staticTypes).toEqual(expect.arrayContaining(['hero', 'cta', 'text', 'list']));
    expect(staticTypes).not.toContain('faq');
  });
  for (const type of staticTypes) {
    it(`${type} has no state, effects or event handlers in its code`, () => {
      const dir = join(root, 'src/blocks', type[0].toUpperCase() + type.slice(1));
      for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
        const code = readFileSync(join(dir, file), 'utf8');
        expect(code, `${file}`).not.toMatch(
          /\buse(State|Effect|Reducer|Ref|LayoutEffect|Search|Location|RouterState)\b|\bon(Click|Change|Submit|Key\w+|Input|Error|Load)=/,
        );
      }
    });
  }
  it('text and card grids are static only without images (an image needs code for its fallback)', () => {
    expect(blocks.text.isStatic({ type: 'text', id: 'a', body: 'x' })).toBe(true);
    expect(blocks.text.isStatic({ type: 'text', id: 'a', image: { src: '/a.webp', alt: 'A' } })).toBe(false);
    expect(
      blocks.cardGrid.isStatic({ type: 'cardGrid', id: 'a', cards: [{ logo: { src: '/l.svg', alt: 'L' } }] }),
    ).toBe(false);
  });
});

describe('island links', () => {
  const here = new URL('/about', window.location.href) as unknown as Location;
  function click(html: string, init: MouseEventInit = {}, otherLanguage?: (path: string) => boolean) {
    document.body.innerHTML = `<div data-island="cta">${html}</div><a id="outside" href="/contact">x</a>`;
    const target = document.body.querySelector('#t') ?? document.body.querySelector('#outside')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return islandHref(event, here, otherLanguage);
  }
  it('lets the router follow page links inside islands', () => {
    expect(click('<a id="t" href="/contact?service=gst#form"><span>Go</span></a>')).toBe('/contact?service=gst#form');
  });
  it('leaves files, new tabs, downloads, other sites, modifier clicks and same-page anchors to the browser', () => {
    expect(click('<a id="t" href="/downloads/guide.pdf">x</a>')).toBeNull();
    expect(click('<a id="t" href="/contact" target="_blank">x</a>')).toBeNull();
    expect(click('<a id="t" href="/contact" download>x</a>')).toBeNull();
    expect(click('<a id="t" href="https://example.org/">x</a>')).toBeNull();
    expect(click('<a id="t" href="/contact">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a id="t" href="/about#team">x</a>')).toBeNull();
  });
  it("leaves a link to another language's page to the browser (a document navigation)", () => {
    const otherLanguage = (path: string) => path === '/kn' || path.startsWith('/kn/');
    expect(click('<a id="t" href="/kn/contact">x</a>', {}, otherLanguage)).toBeNull();
    expect(click('<a id="t" href="/contact">x</a>', {}, otherLanguage)).toBe('/contact');
  });
  it('ignores links outside islands (the router handles its own links)', () => {
    expect(click('')).toBeNull();
  });
});
