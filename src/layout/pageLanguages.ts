/**
 * What the language switchers (the header's, LanguageSwitcher.tsx, and the phone menu's, LanguageList.tsx) are
 * given: the page's languages and the site's words for them. In every page's first-load JavaScript; the switchers'
 * markup is not.
 */
import { useRouterState } from '@tanstack/react-router';
import type { LanguageLink, PageData } from '../contract/pageData';

export interface SwitcherWords {
  /** The control's accessible name ("Language"). */
  language: string;
  /** Beside a language the page is not in ("Not yet translated"). */
  notTranslated: string;
}

/** The switcher's words from the site's labels (the validator requires both on a site of several languages). */
export function switcherWords(labels: { language?: string; notTranslated?: string }): SwitcherWords {
  return { language: labels.language ?? '', notTranslated: labels.notTranslated ?? '' };
}

/** The languages of the page shown (its data's `languages`): none on a one-language site and on a not-found screen. */
export function usePageLanguages(): LanguageLink[] | undefined {
  return useRouterState({
    select: (s) => (s.matches.at(-1)?.loaderData as PageData | undefined)?.languages,
  });
}

export interface SwitcherProps {
  languages: LanguageLink[];
  /** The page's language code. */
  current: string;
  words: SwitcherWords;
}
