/**
 * The language switcher: the page's own address in every language of the site, as plain links (a change of language
 * is a document navigation, and the switcher works before any script runs). A language the page is not in is named,
 * not linked, with the site's "Not yet translated" label; the page's language is marked with aria-current. Each
 * language's name is in its own script, with its own `lang`. In the header it is a disclosure (`<details>`), in the
 * phone menu a list.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useRouterState } from '@tanstack/react-router';
import type { LanguageLink, PageData } from '../contract/pageData';
import { Icon } from '../render/Icon';
import { useDismiss } from '../render/useDismiss';
import { down, theme } from '../theme/theme';

export interface SwitcherWords {
  /** The control's accessible name ("Language"). */
  language: string;
  /** Beside a language the page is not in ("Not yet translated"). */
  notTranslated: string;
}

/** The switcher's words from the site's labels (English as the contract writes them where the site file has none). */
export function switcherWords(labels: { language?: string; notTranslated?: string }): SwitcherWords {
  return { language: labels.language ?? 'Language', notTranslated: labels.notTranslated ?? 'Not yet translated' };
}

/** The languages of the page shown (its data's `languages`): none on a one-language site and on a not-found screen. */
export function usePageLanguages(): LanguageLink[] | undefined {
  return useRouterState({
    select: (s) => (s.matches.at(-1)?.loaderData as PageData | undefined)?.languages,
  });
}

interface Props {
  languages: LanguageLink[];
  /** The page's language code. */
  current: string;
  words: SwitcherWords;
}

const Details = styled.details`
  position: relative; flex: none;
  summary { display: inline-flex; align-items: center; gap: .35rem; min-height: 44px; padding: .5rem .6rem; border-radius: ${theme.radius.sm};
    color: #fff; font-weight: 600; cursor: pointer; list-style: none; border: 1px solid rgba(255,255,255,.35); }
  summary::-webkit-details-marker { display: none; }
  summary:hover { background: rgba(255,255,255,.1); }
  summary > svg:last-child { transition: transform .15s ease; }
  /* Below 1280 px the header has no room for the name beside the navigation: the icon stands for it (the name stays
     in the control's accessible name). */
  ${down('xl')} { summary > span[lang] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } }
  &[open] summary > svg:last-child { transform: rotate(180deg); }
  ul { position: absolute; right: 0; top: calc(100% + .35rem); z-index: 50; min-width: 15rem; list-style: none; margin: 0; padding: .5rem;
    background: #fff; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.raised}; border: 1px solid ${theme.color.border}; }
`;

const Item = styled.li`
  a, > span { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .15rem .75rem; padding: .6rem .75rem;
    min-height: 44px; border-radius: ${theme.radius.md}; color: ${theme.color.text}; text-decoration: none; font-weight: 600; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceMuted}; }
  a[aria-current] { background: ${theme.color.brandLight}; }
  > span { color: ${theme.color.textMuted}; font-weight: 500; }
  small { font-size: ${theme.size.sm}; font-weight: 500; }
`;

const MenuGroup = styled.div`
  margin: 0 1rem 1rem;
  p { margin: 0 .25rem .25rem; color: rgba(255,255,255,.75); font-size: ${theme.size.sm}; font-weight: 600; }
  && ul { list-style: none; margin: 0; padding: 0; }
  ${Item} a, ${Item} > span { color: #fff; padding: .5rem .25rem; border-bottom: 1px solid rgba(255,255,255,.08); border-radius: 0; }
  ${Item} a[aria-current] { background: none; color: ${theme.color.accent}; }
  ${Item} > span { color: rgba(255,255,255,.7); }
`;

/** One language: a link to the page in it, or its name and "Not yet translated". */
function LanguageItem({
  language,
  current,
  words,
}: {
  language: LanguageLink;
  current: boolean;
  words: SwitcherWords;
}) {
  return (
    <Item>
      {language.path !== undefined ? (
        <a href={language.path} hrefLang={language.code} {...(current ? { 'aria-current': 'true' as const } : {})}>
          <span lang={language.code}>{language.name}</span>
        </a>
      ) : (
        <span>
          <span lang={language.code}>{language.name}</span>
          <small>{words.notTranslated}</small>
        </span>
      )}
    </Item>
  );
}

function Items({ languages, current, words }: Props) {
  return languages.map((language) => (
    <LanguageItem key={language.code} language={language} current={language.code === current} words={words} />
  ));
}

/** The header's switcher: a disclosure named "Language: <the page's language>", closed on Escape and outside presses. */
export function LanguageSwitcher({ languages, current, words }: Props) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const here = languages.find((l) => l.code === current);
  // The browser opens and closes the disclosure (before the app starts too); the app only closes it on Escape or a
  // press outside.
  useDismiss(open, details, (byEscape) => {
    if (details.current) details.current.open = false;
    if (byEscape) details.current?.querySelector('summary')?.focus();
  });
  return (
    <Details ref={details} onToggle={(e) => setOpen(e.currentTarget.open)} data-language-switcher="">
      <summary>
        <Icon name="languages" size={18} />
        <span className="visually-hidden">{`${words.language}: `}</span>
        <span lang={current}>{here?.name ?? current}</span>
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul aria-label={words.language}>
        <Items languages={languages} current={current} words={words} />
      </ul>
    </Details>
  );
}

/** The phone menu's switcher: the same links as a titled group. */
export function LanguageList({ languages, current, words }: Props) {
  return (
    <MenuGroup role="group" aria-labelledby="mobile-menu-language">
      <p id="mobile-menu-language">{words.language}</p>
      <ul>
        <Items languages={languages} current={current} words={words} />
      </ul>
    </MenuGroup>
  );
}
