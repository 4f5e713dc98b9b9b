/**
 * A site search box; the code that searches (src/search/) loads when a visitor first focuses it. Ids come from the
 * caller: the layout's parts are rendered once and reused (src/build/layoutCache.tsx), so no useId.
 */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useSite } from '../render/context';
import { Icon } from '../render/Icon';
import { theme } from '../theme/theme';

const Results = lazy(() => import('../search/Results'));
/** The box, its icon inside on the left; where it sits is up to the part that shows it. */
const Root = styled.div`position:relative;input{width:100%;font:inherit;padding:.55rem .75rem .55rem 2.25rem;border:1px solid #9aa5b5;border-radius:${theme.radius.sm}}>svg{position:absolute;left:.7rem;top:.85rem;color:${theme.color.textMuted}}`;

export function SearchBox({
  id,
  label,
  placeholder,
  floating = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** Results float below the box (the header) instead of taking room under it (menus). */
  floating?: boolean;
}) {
  const { site } = useSite();
  const [active, setActive] = useState(false);
  if (!site.search) return null;
  return (
    <Root role="search" aria-label={label} data-search-box="">
      <Icon name="search" size={16} />
      <input
        id={id}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        onFocus={() => setActive(true)}
      />
      {active && (
        <Suspense fallback={null}>
          <Results inputId={id} floating={floating} />
        </Suspense>
      )}
    </Root>
  );
}
