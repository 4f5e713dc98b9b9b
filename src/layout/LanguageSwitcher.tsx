/**
 * The language switcher: the page's own address in every language of the site, as plain links (a change of language
 * is a document navigation, and the switcher works before any script runs). A language the page is not in is named,
 * not linked, with the site's "Not yet translated" label; the page's language is marked with aria-current. Each
 * language's name is in its own script, with its own `lang`, drawn with the page's fonts or the names' own
 * (`data-language-name`, src/build/fonts/languageNames.ts). In the header it is a disclosure (`<details>`), in the
 * phone menu a list (LanguageList.tsx, in the menu's chunk). Its code is a chunk of its own, out of every page's
 * first-load JavaScript: HeaderLanguages.tsx keeps the server's HTML of it while a page hydrates, and closes it on
 * Escape and outside presses.
 */
import styled from 'styled-components';
import { Icon } from '../render/Icon';
import { down, theme } from '../theme/theme';
import type { SwitcherProps } from './pageLanguages';

// The items' look is in the parts that show them (here and LanguageList.tsx), by element: no class of their own.
// Below 1280 px the header has no room for the name beside the navigation: the icon stands for it (the name stays in
// the control's accessible name).
const Details = styled.details`position:relative;
summary{display:inline-flex;align-items:center;gap:.35rem;min-height:44px;padding:.5rem .6rem;border-radius:${theme.radius.sm};color:#fff;font-weight:600;cursor:pointer;list-style:none;border:1px solid rgba(255,255,255,.35)}
summary::-webkit-details-marker{display:none}summary:hover{background:rgba(255,255,255,.1)}&[open] summary>svg:last-child{transform:rotate(180deg)}
${down('xl')}{summary>span[lang]{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}
ul{position:absolute;right:0;top:calc(100% + .35rem);z-index:50;min-width:15rem;list-style:none;margin:0;padding:.5rem;background:#fff;border-radius:${theme.radius.lg};box-shadow:${theme.shadow.raised}}
li>*{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 .75rem;padding:.6rem .75rem;border-radius:${theme.radius.md};color:${theme.color.text};text-decoration:none;font-weight:600}
a:hover{background:${theme.color.surfaceMuted}}[aria-current]{background:${theme.color.brandLight}}li>span{color:${theme.color.textMuted};font-weight:500}`;

/** Every language as a list item: a link to the page in it, or its name and "Not yet translated". */
export function LanguageItems({ languages, current, words }: SwitcherProps) {
  return languages.map((language) => (
    <li key={language.code}>
      {language.path !== undefined ? (
        <a
          href={language.path}
          hrefLang={language.code}
          {...(language.code === current ? { 'aria-current': 'true' as const } : {})}
        >
          <span lang={language.code} data-language-name="">
            {language.name}
          </span>
        </a>
      ) : (
        <span>
          <span lang={language.code} data-language-name="">
            {language.name}
          </span>
          <small>{words.notTranslated}</small>
        </span>
      )}
    </li>
  ));
}

/** The header's switcher: a disclosure named "Language: <the page's language>" (the browser opens and closes it). */
export function LanguageSwitcher({ languages, current, words }: SwitcherProps) {
  return (
    <Details>
      <summary>
        <Icon name="languages" size={18} />
        <span className="visually-hidden">{`${words.language}: `}</span>
        <span lang={current} data-language-name="">
          {languages.find((l) => l.code === current)?.name}
        </span>
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul aria-label={words.language}>
        <LanguageItems languages={languages} current={current} words={words} />
      </ul>
    </Details>
  );
}
