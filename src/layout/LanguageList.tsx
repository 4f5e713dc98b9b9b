/** The phone menu's language switcher: the header's items (LanguageSwitcher.tsx) as a titled group, in the menu's chunk. */
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { LanguageItems } from './LanguageSwitcher';
import type { SwitcherProps } from './pageLanguages';

const Group = styled.div`
  margin: 0 1rem 1rem;
  p { margin: 0 .25rem .25rem; color: rgba(255,255,255,.75); font-size: ${theme.size.sm}; font-weight: 600; }
  && ul { padding: 0; }
  && li > * { justify-content: space-between; padding: .5rem .25rem; border-bottom: 1px solid rgba(255,255,255,.08); }
  && [aria-current] { color: ${theme.color.accent}; }
  li > span { display: flex; align-items: baseline; gap: .75rem; min-height: 48px; color: rgba(255,255,255,.7); font-weight: 500; }
`;

export function LanguageList({ languages, current, words }: SwitcherProps) {
  return (
    <Group role="group" aria-labelledby="mobile-menu-language">
      <p id="mobile-menu-language">{words.language}</p>
      <ul>
        <LanguageItems languages={languages} current={current} words={words} />
      </ul>
    </Group>
  );
}
