import { useEffect, useRef } from 'react';
import type { CatalogueBlock } from '../../generated/content';
import { useSelection } from './useSelection';
import { keyOf, viewOf } from './state';
import { GridView, SubsectionsView, DetailView } from './Views';

/** A drill-down catalogue (views: state.ts); each step scrolls its top into view and focuses the new view's heading. */
export default function Catalogue({ block }: { block: CatalogueBlock }) {
  const { selection, hydrated, chooseService, chooseSubsection, back } = useSelection(block);
  const view = viewOf(block.items, selection);
  const tone = block.tone ?? 'light';
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const key = keyOf(selection);
  const last = useRef<{ key: string; hydrated: boolean } | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { key, hydrated };
    // Not on first render, nor when hydration reveals a preselected service: only on a visitor's step.
    if (!before?.hydrated || before.key === key) return;
    // After the router has rendered (on the browser's back button it resets the scroll to the top first).
    const frame = requestAnimationFrame(() => {
      root.current?.scrollIntoView({ block: 'start' });
      (heading.current ?? root.current?.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, hydrated]);

  const common = { block, tone, headingRef: heading };
  return (
    // The page's scroll-padding keeps the catalogue's top below the sticky header when it is scrolled into view.
    <div id={block.id} ref={root} data-catalogue-view={view.kind}>
      {view.kind === 'grid' && <GridView {...common} onChoose={chooseService} />}
      {view.kind === 'subsections' && (
        <SubsectionsView {...common} service={view.service} onChoose={chooseSubsection} onBack={back} />
      )}
      {view.kind === 'detail' && (
        <DetailView key={key} {...common} entry={view.entry} parent={view.parent} onBack={back} />
      )}
    </div>
  );
}
