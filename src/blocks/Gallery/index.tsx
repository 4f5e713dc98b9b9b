import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryBlock } from '../../generated/content';
import { Band, Container, SectionHeader } from '../../runtime/ui';
import { Icon } from '../../runtime/Icon';
import { Controls } from './Controls';
import { ImageItem } from './ImageItem';
import { filterImages, step, type CategoryValue, type ViewMode } from './filter';
import { fill } from '../../runtime/fill';
import { Items, Results, Empty } from './styles';

/** The viewer is its own chunk, fetched when a visitor first points at or focuses an image. */
const loadViewer = () => import('./Viewer');
const Viewer = lazy(loadViewer);

export default function Gallery({ block }: { block: GalleryBlock }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryValue>(block.categories[0]?.value ?? 'all');
  const [view, setView] = useState<ViewMode>('grid');
  const [selected, setSelected] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const shown = useMemo(() => filterImages(block.images, { query, category }), [block.images, query, category]);
  const labelOf = useMemo(() => new Map(block.categories.map((c) => [c.value, c.label] as const)), [block.categories]);
  const index = shown.findIndex((img) => img.id === selected);

  useEffect(() => {
    if (selected === null && opener.current) { opener.current.focus(); opener.current = null; }
  }, [selected]);

  const open = (id: number, button: HTMLButtonElement) => { opener.current = button; setSelected(id); };

  return (
    <Band $tone={block.tone} id={block.id}>
      <Container>
        <SectionHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} tone={block.tone} />
        <Controls block={block} query={query} category={category} view={view} onQuery={setQuery} onCategory={setCategory} onView={setView} />
        <div id={`${block.id}-items`} onPointerOver={() => void loadViewer()} onFocus={() => void loadViewer()}>
          {block.resultsLabel && <Results aria-live="polite">{fill(block.resultsLabel, { shown: shown.length, total: block.images.length })}</Results>}
          {shown.length > 0 ? (
            <Items data-view={view}>
              {shown.map((image) => (
                <ImageItem
                  key={image.id} image={image} view={view} categoryLabel={labelOf.get(image.category)}
                  openLabel={fill(block.openLabel, { title: image.title })} onOpen={(button) => open(image.id, button)}
                />
              ))}
            </Items>
          ) : (
            <Empty>
              <Icon name="images" size={36} />
              <p>{block.emptyText}</p>
            </Empty>
          )}
        </div>
      </Container>
      {index >= 0 && (
        <Suspense fallback={null}>
          <Viewer
            id={block.id} labels={block.viewer} images={shown} index={index}
            onStep={(delta) => setSelected(shown[step(index, delta, shown.length)].id)} onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </Band>
  );
}
