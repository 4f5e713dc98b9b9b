/** React contexts: the site data (every page) and the current page's collection item, if any. */
import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../contract/pageData';
import { languageOfSettings } from './language';

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<PageData['entry']>(undefined);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}

/** The collection item of the current page, if any. */
export function usePageEntry(): PageData['entry'] {
  return useContext(PageContext);
}

/**
 * The app's language (the site settings it runs with: every page it shows is in it), its locale for numbers, and
 * the site's language codes (default first).
 */
export function useLanguage(): AppLanguage {
  const site = useContext(SiteContext);
  if (!site) return DEFAULT_LANGUAGE; // a block drawn on its own (tests, examples)
  let language = languages.get(site);
  if (!language) languages.set(site, (language = languageOfSettings(site)));
  return language;
}
type AppLanguage = ReturnType<typeof languageOfSettings>;
const languages = new WeakMap<SiteData, AppLanguage>();
const DEFAULT_LANGUAGE: AppLanguage = languageOfSettings({ site: {}, head: {} });
