import { Suspense, createContext, useContext, useState, type ComponentType } from 'react';
import type { Section } from '../generated/content';
import { hydration, type BlockRegistry, type BlockProps, type BlockType, type RegisteredBlock } from './registry';
import { Reveal } from './Reveal';

export const RegistryContext = createContext<BlockRegistry | null>(null);
/** On the server: collects the types of the blocks rendered with their code (islands excluded). */
export const RenderedBlocks = createContext<Set<string> | null>(null);

const KEEP_SERVER_HTML = { __html: '' };

/**
 * A static block, in a `display: contents` frame. While a prerendered page hydrates without the block's code,
 * the frame keeps the server's HTML untouched (islandLinks.ts follows its links); once its data changes (a
 * live-preview edit) it renders normally, and a static block shown later loads its code.
 */
function Island({ entry, block }: { entry: RegisteredBlock; block: Section }) {
  const [initial] = useState(() =>
    hydration.blocks !== null && !entry.isLoaded() ? { block, json: JSON.stringify(block) } : null,
  );
  if (initial && (initial.block === block || initial.json === JSON.stringify(block)))
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's HTML of a static block untouched
    return <div data-island={block.type} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  const Component = entry.component() as ComponentType<BlockProps<BlockType>>;
  return (
    <div data-island={block.type}>
      <Component block={block as never} />
    </div>
  );
}

/** Renders one section through the registry: a lookup, never a switch. Nested blocks come back here. */
export function BlockRenderer({ block }: { block: Section }) {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('BlockRenderer needs a RegistryContext');
  const entry = registry[block.type] as RegisteredBlock | undefined;
  if (!entry) throw new Error(`No component is registered for block type "${block.type}"`);
  const Component = entry.component() as ComponentType<BlockProps<BlockType>>;
  const island = entry.isStatic(block);
  const rendered = useContext(RenderedBlocks);
  if (rendered && !island) rendered.add(block.type);
  return (
    <Suspense fallback={null}>
      {island ? <Island entry={entry} block={block} /> : <Component block={block as never} />}
    </Suspense>
  );
}

/** Renders a list of sections in order, each fading in on first view when `reveal` is set. */
export function Sections({ sections, reveal = false }: { sections: Section[]; reveal?: boolean }) {
  return sections.map((s) =>
    reveal ? (
      <Reveal key={s.id}>
        <BlockRenderer block={s} />
      </Reveal>
    ) : (
      <BlockRenderer key={s.id} block={s} />
    ),
  );
}
