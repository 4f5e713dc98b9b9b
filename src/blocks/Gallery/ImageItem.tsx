import { Picture } from '../../runtime/Picture';
import { Icon } from '../../runtime/Icon';
import type { GalleryImage, ViewMode } from './filter';
import { Item, Open, Zoom, Caption, Chip } from './styles';

interface Props {
  image: GalleryImage;
  view: ViewMode;
  /** Name of the button that opens the viewer. */
  openLabel: string;
  categoryLabel?: string;
  onOpen(button: HTMLButtonElement): void;
}

const SIZES = {
  grid: '(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw',
  list: '(min-width: 1024px) 300px, (min-width: 640px) 240px, 112px',
};

/**
 * One picture: a button that opens the viewer, then the title (and in list view the description). Pictures load
 * lazily, all of them: the grid starts below the intro and the controls, so on a phone none is in the first
 * screen, and eager pictures (which React also preloads in the head) would hold back the first paint.
 */
export function ImageItem({ image, view, openLabel, categoryLabel, onOpen }: Props) {
  return (
    <Item data-image={image.id}>
      <Open type="button" aria-label={openLabel} aria-haspopup="dialog" onClick={(e) => onOpen(e.currentTarget)}>
        <Picture image={image} sizes={SIZES[view]} />
        <Zoom aria-hidden="true"><Icon name="maximize" size={16} /></Zoom>
      </Open>
      <Caption>
        <h3>{image.title}</h3>
        {view === 'list' && <p>{image.description}</p>}
        {categoryLabel && <Chip>{categoryLabel}</Chip>}
      </Caption>
    </Item>
  );
}
