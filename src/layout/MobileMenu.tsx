import { useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useSite } from '../render/context';
import { SmartLink } from '../render/SmartLink';
import { Icon } from '../render/Icon';
import { theme, up } from '../theme/theme';
import { SearchBox } from './SearchBox';
import { switcherWords, usePageLanguages } from './pageLanguages';
import { LanguageList } from './LanguageList';

const Panel = styled.nav`
  background: ${theme.color.brandDark}; border-top: 1px solid rgba(255,255,255,.12);
  ${up('md')} { display: none; }
  ul { list-style: none; margin: 0; padding: .5rem 1rem 1rem; }
  a, button { display: flex; width: 100%; align-items: center; justify-content: space-between; min-height: 48px; padding: .5rem .25rem;
    color: #fff; text-decoration: none; font: inherit; font-weight: 600; background: none; border: 0; border-bottom: 1px solid rgba(255,255,255,.08); cursor: pointer; text-align: left; }
  a[aria-current='page'] { color: ${theme.color.accent}; }
  ul ul { padding: 0 0 0 1rem; }
  ul ul a { font-weight: 500; }
  button svg { transition: transform .15s ease; } button[aria-expanded='true'] svg { transform: rotate(180deg); }
  [role=search] { margin: .75rem 1rem 0; }
`;

/**
 * The phone menu (below 768 px): the site search, then the links with an expandable Services section, then the
 * page in the site's other languages.
 */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { site } = useSite();
  const language = useLanguage();
  const languages = usePageLanguages();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Panel id="mobile-menu" aria-label={site.labels.mobileNav}>
      {site.search && <SearchBox id="mobile-search" label={site.search.label} placeholder={site.search.placeholder} />}
      <ul>
        {site.header.nav.map((item, i) => {
          if (!item.items)
            return (
              <li key={item.label}>
                <SmartLink href={item.href ?? '/'} onClick={onNavigate}>
                  {item.label}
                </SmartLink>
              </li>
            );
          // From the item's place, not useId: see Header.
          const sectionId = `mobile-menu-${i}`;
          const isOpen = expanded === item.label;
          return (
            <li key={item.label}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={sectionId}
                onClick={() => setExpanded(isOpen ? null : item.label)}
              >
                {item.label}
                <Icon name="chevron-down" size={18} />
              </button>
              <ul id={sectionId} hidden={!isOpen}>
                {item.items.map((entry) => (
                  <li key={entry.href}>
                    <SmartLink href={entry.href} download={entry.kind === 'download'} onClick={onNavigate}>
                      {entry.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {languages && <LanguageList languages={languages} current={language.code} words={switcherWords(site.labels)} />}
    </Panel>
  );
}
