import { useState } from 'react';
import styled from 'styled-components';
import type { BlogListBlock } from '../../generated/content';
import type { WithEntries } from '../../contract/pageData';
import { Section, Button } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { theme, up } from '../../theme/theme';
import { ArticleCard } from './ArticleCard';
import { CATEGORIES, blogStats, filterEntries, type BlogEntry, type Category } from './filter';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { shownName } from '../../render/language';

const Tiles = styled.dl`
  display: grid; gap: ${theme.space.md}; margin: 0 0 ${theme.space.xl}; grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} { grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); }
`;
const Tile = styled.div`
  display: flex; flex-direction: column-reverse; align-items: center; gap: .2rem; text-align: center; padding: ${theme.space.md};
  background: ${theme.color.surfaceMuted}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
  dt { font-size: ${theme.size.sm}; color: ${theme.color.textMuted}; }
  dd { margin: 0; display: flex; flex-direction: column; align-items: center; gap: .2rem; }
  dd span { font-size: ${theme.size.xxl}; font-weight: 800; line-height: 1.1; color: ${theme.color.brand}; }
  svg { color: ${theme.color.accentDark}; }
`;
const Toolbar = styled.div`display: grid; gap: ${theme.space.md}; margin-bottom: ${theme.space.md};`;
const Search = styled.div`position: relative; max-width: 36rem;
  input { width: 100%; min-height: 48px; font: inherit; padding: .65rem .9rem .65rem 2.6rem; border: 1px solid #8893a5; border-radius: ${theme.radius.pill}; background: #fff; color: ${theme.color.text}; }
  svg { position: absolute; left: .95rem; top: 50%; transform: translateY(-50%); color: ${theme.color.textMuted}; pointer-events: none; }`;
const Filters = styled.div`display: flex; flex-wrap: wrap; gap: .5rem;`;
const Chip = styled.button`
  min-height: 40px; padding: .4rem .95rem; font: inherit; font-size: ${theme.size.sm}; font-weight: 600; cursor: pointer;
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.pill}; background: #fff; color: ${theme.color.text};
  &:hover { border-color: ${theme.color.brand}; }
  &[aria-pressed='true'] { background: ${theme.color.brand}; border-color: ${theme.color.brand}; color: #fff; }
`;
const Count = styled.p`margin: 0 0 ${theme.space.lg}; color: ${theme.color.textMuted}; font-size: ${theme.size.sm};`;
const Featured = styled.div`display: grid; gap: ${theme.space.lg}; margin-bottom: ${theme.space.lg};`;
const CardGrid = styled.ul`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));`;
const Empty = styled.div`
  text-align: center; padding: ${theme.space.xl} ${theme.space.lg}; border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceMuted};
  > svg { color: ${theme.color.textMuted}; }
  h3 { font-size: ${theme.size.xl}; margin: ${theme.space.sm} 0; }
  p { color: ${theme.color.textMuted}; margin: 0 auto; max-width: 36rem; }
`;

const Reset = styled(Button)`margin-top: ${theme.space.lg};`;

type Props = { block: WithEntries<BlogListBlock, BlogEntry> };

/** The blog listing: stat tiles, search and category applied together, the count line, featured apart, the grid. */
export default function BlogList({ block }: Props) {
  const language = useLanguage();
  const { locale } = language;
  const entries = block.entries ?? [];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const { shown, featured, grid } = filterEntries(entries, search, category);
  const stats = blogStats(entries);
  const reset = () => {
    setSearch('');
    setCategory(null);
  };
  const searchId = `${block.id}-search`;
  const headingId = (entry: BlogEntry) => `${block.id}-article-${entry.id}`;
  // Each category by its name in the page's language (the site's shared words), or in English marked so.
  const choices: { key: string; value: Category | null; label: string; lang?: string }[] = [
    { key: 'all', value: null, label: block.allLabel },
    ...CATEGORIES.map((c) => {
      const name = shownName(language, c);
      return { key: c, value: c, label: name.text, ...(name.lang ? { lang: name.lang } : {}) };
    }),
  ];

  return (
    <Section block={block} center={false}>
      {block.stats && block.stats.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of figures, not of form controls (what a fieldset is for)
        <div role="group" aria-label={block.statsLabel}>
          <Tiles>
            {block.stats.map((s) => (
              <Tile key={s.metric} data-metric={s.metric}>
                <dt>{s.label}</dt>
                <dd>
                  {s.icon && <Icon name={s.icon} size={22} />}
                  <span>{stats[s.metric]}</span>
                </dd>
              </Tile>
            ))}
          </Tiles>
        </div>
      )}
      <Toolbar>
        <Search role="search" aria-label={block.searchLabel}>
          <label htmlFor={searchId} className="visually-hidden">
            {block.searchLabel}
          </label>
          <Icon name="search" size={18} />
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={block.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </Search>
        <Filters role="group" aria-label={block.filterLabel}>
          {choices.map((c) => (
            <Chip
              key={c.key}
              type="button"
              lang={c.lang}
              aria-pressed={category === c.value}
              onClick={() => setCategory(c.value)}
            >
              {c.label}
            </Chip>
          ))}
        </Filters>
      </Toolbar>
      <Count role="status">{fill(block.countLabel, counts(locale, { shown, total: entries.length }))}</Count>
      {featured.length > 0 && (
        <Featured data-featured="">
          {featured.map((e) => (
            <ArticleCard key={e.id} entry={e} labels={block} featured headingId={headingId(e)} />
          ))}
        </Featured>
      )}
      {grid.length > 0 && (
        <CardGrid data-grid="">
          {grid.map((e) => (
            <li key={e.id}>
              <ArticleCard entry={e} labels={block} headingId={headingId(e)} />
            </li>
          ))}
        </CardGrid>
      )}
      {shown === 0 && (
        <Empty>
          <Icon name="book-open" size={40} />
          <h3>{block.emptyTitle}</h3>
          <p>{block.emptyText}</p>
          {block.resetLabel && (search || category) && (
            <Reset type="button" $variant="secondary" onClick={reset}>
              {block.resetLabel}
            </Reset>
          )}
        </Empty>
      )}
    </Section>
  );
}
