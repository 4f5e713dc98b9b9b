/** React contexts: the site data (every page) and the current page's collection item, if any. */
import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../contract/pageData';

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
