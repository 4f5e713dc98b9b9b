import type { GalleryBlock } from '../../generated/content';
import { Icon } from '../../runtime/Icon';
import type { CategoryValue, ViewMode } from './filter';
import { Toolbar, Search, SelectField, Toggle } from './controls.styles';

interface Props {
  block: GalleryBlock;
  query: string;
  category: CategoryValue;
  view: ViewMode;
  onQuery(query: string): void;
  onCategory(category: CategoryValue): void;
  onView(view: ViewMode): void;
}

/** The search box, the category menu and the grid/list switch. */
export function Controls({ block, query, category, view, onQuery, onCategory, onView }: Props) {
  const id = block.id;
  const modes: [ViewMode, string, string][] = [['grid', block.gridLabel, 'layout-grid'], ['list', block.listLabel, 'list']];
  return (
    <Toolbar>
      <Search>
        <label className="visually-hidden" htmlFor={`${id}-search`}>{block.searchLabel}</label>
        <Icon name="search" size={18} />
        <input
          id={`${id}-search`} type="search" value={query} placeholder={block.searchPlaceholder} autoComplete="off"
          aria-controls={`${id}-items`} onChange={(e) => onQuery(e.target.value)}
        />
      </Search>
      <SelectField>
        <label htmlFor={`${id}-category`}>{block.categoryLabel}</label>
        <select id={`${id}-category`} value={category} aria-controls={`${id}-items`} onChange={(e) => onCategory(e.target.value as CategoryValue)}>
          {block.categories.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      </SelectField>
      <Toggle role="group" aria-label={block.viewLabel}>
        {modes.map(([mode, label, icon]) => (
          <button key={mode} type="button" aria-label={label} aria-pressed={view === mode} aria-controls={`${id}-items`} onClick={() => onView(mode)}>
            <Icon name={icon} size={18} />
            <span aria-hidden="true">{label}</span>
          </button>
        ))}
      </Toggle>
    </Toolbar>
  );
}
