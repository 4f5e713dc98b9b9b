import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryBlock } from '../../generated/content';
import { Band, Container, SectionHeader } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { Picture } from '../../render/Picture';
import { matches, step, type CategoryValue, type ViewMode } from './filter';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { Toolbar, Search, SelectField, Toggle } from './controls.styles';
import { Items, Item, Open, Zoom, Caption, Chip, Results, Empty } from './styles';

/** The viewer is its own chunk, fetched when a visitor first points at or focuses an image. */
const loadViewer = () => import('./Viewer');
const Viewer = lazy(loadViewer);

/**
 * The `sizes` of a picture in each view. Pictures load lazily, all of them: the grid starts below the intro and the
 * controls, so on a phone none is in the first screen, and eager pictures (which React also preloads in the head)
 * would hold back the first paint.
 */
const SIZES = {
  grid: '(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw',
  list: '(min-width: 1024px) 300px, (min-width: 640px) 240px, 112px',
};

/**
 * The search box, the category menu and the grid/list switch over the pictures; each picture is a button that
 * opens the viewer, then its title (and in list view its description).
 */
export default function Gallery({ block }: { block: GalleryBlock }) {
  const { locale } = useLanguage();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryValue>(block.categories[0]?.value ?? 'all');
  const [view, setView] = useState<ViewMode>('grid');
  const [selected, setSelected] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const id = block.id;
  const modes: [ViewMode, string, string][] = [
    ['grid', block.gridLabel, 'layout-grid'],
    ['list', block.listLabel, 'list'],
  ];

  const shown = useMemo(
    () => block.images.filter((i) => matches(i, { query, category })),
    [block.images, query, category],
  );
  const labelOf = useMemo(() => new Map(block.categories.map((c) => [c.value, c.label] as const)), [block.categories]);
  const index = shown.findIndex((img) => img.id === selected);

  useEffect(() => {
    if (selected === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [selected]);

  const open = (imageId: number, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(imageId);
  };

  return (
    <Band $tone={block.tone} id={id}>
      <Container>
        <SectionHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} tone={block.tone} />
        <Toolbar>
          <Search>
            <label className="visually-hidden" htmlFor={`${id}-search`}>
              {block.searchLabel}
            </label>
            <Icon name="search" size={18} />
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              placeholder={block.searchPlaceholder}
              autoComplete="off"
              aria-controls={`${id}-items`}
              onChange={(e) => setQuery(e.target.value)}
            />
          </Search>
          <SelectField>
            <label htmlFor={`${id}-category`}>{block.categoryLabel}</label>
            <select
              id={`${id}-category`}
              value={category}
              aria-controls={`${id}-items`}
              onChange={(e) => setCategory(e.target.value as CategoryValue)}
            >
              {block.categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </SelectField>
          <Toggle role="group" aria-label={block.viewLabel}>
            {modes.map(([mode, label, icon]) => (
              <button
                key={mode}
                type="button"
                aria-label={label}
                aria-pressed={view === mode}
                aria-controls={`${id}-items`}
                onClick={() => setView(mode)}
              >
                <Icon name={icon} size={18} />
                <span aria-hidden="true">{label}</span>
              </button>
            ))}
          </Toggle>
        </Toolbar>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing a picture only fetches the viewer's code early; the buttons inside do the work */}
        <div id={`${id}-items`} onPointerOver={() => void loadViewer()} onFocus={() => void loadViewer()}>
          {block.resultsLabel && (
            <Results aria-live="polite">
              {fill(block.resultsLabel, counts(locale, { shown: shown.length, total: block.images.length }))}
            </Results>
          )}
          {shown.length > 0 ? (
            <Items data-view={view}>
              {shown.map((image) => (
                <Item key={image.id} data-image={image.id}>
                  <Open
                    type="button"
                    aria-label={fill(block.openLabel, { title: image.title })}
                    aria-haspopup="dialog"
                    onClick={(e) => open(image.id, e.currentTarget)}
                  >
                    <Picture image={image} sizes={SIZES[view]} />
                    <Zoom aria-hidden="true">
                      <Icon name="maximize" size={16} />
                    </Zoom>
                  </Open>
                  <Caption>
                    <h3>{image.title}</h3>
                    {view === 'list' && <p>{image.description}</p>}
                    {labelOf.get(image.category) && <Chip>{labelOf.get(image.category)}</Chip>}
                  </Caption>
                </Item>
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
            id={id}
            labels={block.viewer}
            images={shown}
            index={index}
            onStep={(delta) => setSelected(shown[step(index, delta, shown.length)].id)}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </Band>
  );
}
