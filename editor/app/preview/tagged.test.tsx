import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { BlockRegistry, RegisteredBlock } from '../../../src/render/registry';
import type { PageData } from '../../../src/contract/pageData';
import { indexBlocks, taggedRegistry } from './tagged';

type Block = { type: string; id: string; detail?: Block[] };

/** A registry of two plain components: a box that draws its nested blocks, and a text. */
function registry(): BlockRegistry {
  const entry = (C: ComponentType<{ block: Block }>): RegisteredBlock => ({
    preload: async () => undefined,
    component: () => C as never,
    isLoaded: () => true,
    isStatic: () => false,
  });
  const reg: Record<string, RegisteredBlock> = {};
  const Text = ({ block }: { block: Block }) => <p>{block.id}</p>;
  const Box = ({ block }: { block: Block }) => {
    const tagged = registry_ as Record<string, RegisteredBlock>;
    return (
      <section>
        {(block.detail ?? []).map((b) => {
          const C = tagged[b.type].component() as ComponentType<{ block: Block }>;
          return <C key={b.id} block={b} />;
        })}
      </section>
    );
  };
  reg.text = entry(Text);
  reg.box = entry(Box);
  return reg as BlockRegistry;
}
let registry_: BlockRegistry;

describe('the tagged registry of the preview', () => {
  it('frames each block, nested ones too, with its data path in the page', () => {
    registry_ = taggedRegistry(registry());
    const sections: Block[] = [
      { type: 'text', id: 'intro' },
      { type: 'box', id: 'more', detail: [{ type: 'text', id: 'inner' }] },
    ];
    indexBlocks({ sections } as unknown as PageData, new Set(['text', 'box']));
    const Box = (registry_ as Record<string, RegisteredBlock>).box.component() as ComponentType<{ block: Block }>;
    const Text = (registry_ as Record<string, RegisteredBlock>).text.component() as ComponentType<{ block: Block }>;
    const html = renderToStaticMarkup(
      <>
        <Text block={sections[0]} />
        <Box block={sections[1]} />
      </>,
    );
    expect(html).toContain('data-edit-path="sections/0" data-edit-id="intro"><p>intro</p>');
    expect(html).toContain(
      'data-edit-path="sections/1" data-edit-id="more"><section><div style="display:contents" data-edit-path="sections/1/detail/0" data-edit-id="inner">',
    );
  });

  it('finds a block the renderer copied by its type and id', () => {
    registry_ = taggedRegistry(registry());
    const sections: Block[] = [
      { type: 'text', id: 'a' },
      { type: 'text', id: 'b' },
    ];
    indexBlocks({ sections } as unknown as PageData, new Set(['text']));
    const Text = (registry_ as Record<string, RegisteredBlock>).text.component() as ComponentType<{ block: Block }>;
    expect(renderToStaticMarkup(<Text block={{ ...sections[1] }} />)).toContain('data-edit-path="sections/1"');
  });

  it('keeps one wrapper per component, so a redraw does not remount the block', () => {
    const tagged = taggedRegistry(registry()) as Record<string, RegisteredBlock>;
    expect(tagged.text.component()).toBe(tagged.text.component());
  });
});
