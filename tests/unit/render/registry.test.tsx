// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { blocks } from '../../../src/render/blocks';
import {
  lazyBlock,
  preloadBlocks,
  type BlockProps,
  type BlockRegistry,
  type BlockType,
} from '../../../src/render/registry';
import { BlockRenderer, RegistryContext, Sections } from '../../../src/render/BlockRenderer';
import type { Section } from '../../../src/generated/content';
import { repoRoot } from '../../fixtures/site';

afterEach(cleanup);

function FakeHero({ block }: BlockProps<'hero'>) {
  return <p>fake hero: {block.title}</p>;
}
function FakeText({ block }: BlockProps<'text'>) {
  return <p>fake text: {block.paragraphs.join(' ')}</p>;
}

/** A registry of stand-ins: hero and text render marked text; every other type renders nothing. */
function fakeRegistry(): BlockRegistry {
  const entries = (Object.keys(blocks) as BlockType[]).map(
    (type) => [type, lazyBlock(async () => ({ default: () => null }))] as const,
  );
  return {
    ...(Object.fromEntries(entries) as unknown as BlockRegistry),
    hero: lazyBlock(async () => ({ default: FakeHero })),
    text: lazyBlock(async () => ({ default: FakeText })),
  };
}

const hero: Section = { type: 'hero', id: 'intro', title: 'Hello from the test' };

describe('the site registry', () => {
  it('has a component for every block schema, and no block without a schema', () => {
    const schemaTypes = readdirSync(join(repoRoot, 'schema', 'blocks'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.slice(0, -'.schema.json'.length));
    expect(schemaTypes.length).toBeGreaterThan(0);
    expect(Object.keys(blocks).sort()).toEqual(schemaTypes.sort());
  });
});

describe('lazyBlock', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ default: FakeHero }));
    const block = lazyBlock(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([block.preload(), block.preload()]);
    await block.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out the loaded component itself after preloading, and a lazy stand-in before', async () => {
    const block = lazyBlock(async () => ({ default: FakeHero }));
    expect(block.component()).not.toBe(FakeHero);
    await block.preload();
    expect(block.component()).toBe(FakeHero);
  });

  it('preloadBlocks loads the named blocks only and ignores unknown names', async () => {
    const registry = fakeRegistry();
    await preloadBlocks(registry, ['hero', 'no-such-block']);
    expect(registry.hero.component()).toBe(FakeHero);
    expect(registry.text.component()).not.toBe(FakeText);
  });
});

describe('BlockRenderer', () => {
  it('renders a preloaded block with the component of the registry it is given', async () => {
    const registry = fakeRegistry();
    await registry.hero.preload();
    render(
      <RegistryContext.Provider value={registry}>
        <BlockRenderer block={hero} />
      </RegistryContext.Provider>,
    );
    expect(screen.getByText('fake hero: Hello from the test')).toBeTruthy();
  });

  it('renders a block whose code is not loaded yet once it arrives', async () => {
    render(
      <RegistryContext.Provider value={fakeRegistry()}>
        <BlockRenderer block={hero} />
      </RegistryContext.Provider>,
    );
    expect(await screen.findByText('fake hero: Hello from the test')).toBeTruthy();
  });

  it('renders sections in order, each through the registry', async () => {
    const registry = fakeRegistry();
    await preloadBlocks(registry, ['hero', 'text']);
    const sections: Section[] = [{ type: 'text', id: 'story', paragraphs: ['First', 'words'] }, hero];
    const { container } = render(
      <RegistryContext.Provider value={registry}>
        <Sections sections={sections} />
      </RegistryContext.Provider>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'fake text: First words',
      'fake hero: Hello from the test',
    ]);
  });

  it('refuses to render without a registry', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<BlockRenderer block={hero} />)).toThrow(/RegistryContext/);
    } finally {
      quiet.mockRestore();
    }
  });
});
