import { Suspense, createContext, useContext, type ComponentType } from 'react';
import type { Section } from '../generated/content';
import type { BlockRegistry, BlockProps, BlockType } from './registry';
import { Reveal } from './Reveal';

export const RegistryContext = createContext<BlockRegistry | null>(null);

/** Renders one section through the registry: a lookup, never a switch. Nested blocks come back here. */
export function BlockRenderer({ block }: { block: Section }) {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('BlockRenderer needs a RegistryContext');
  const entry = registry[block.type];
  if (!entry) throw new Error(`No component is registered for block type "${block.type}"`);
  const Component = entry.component() as ComponentType<BlockProps<BlockType>>;
  return (
    <Suspense fallback={null}>
      <Component block={block as never} />
    </Suspense>
  );
}

/** Renders a list of sections in order, each fading in on first view when `reveal` is set. */
export function Sections({ sections, reveal = false }: { sections: Section[]; reveal?: boolean }) {
  return sections.map((s) => (reveal ? <Reveal key={s.id}><BlockRenderer block={s} /></Reveal> : <BlockRenderer key={s.id} block={s} />));
}
