/** React contexts: the site data (every page) and the current page's data (icons, collection item). */
import { createContext, useContext } from 'react';
import type { PageData, SiteData, IconNode } from './contract';

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<Pick<PageData, 'icons' | 'entry' | 'path'> | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}

/** The collection item of the current page, if any. */
export function usePageEntry(): PageData['entry'] {
  return useContext(PageContext)?.entry;
}

/** An icon by name, from the page's icons or the layout's. */
export function useIconNode(name: string): IconNode | undefined {
  const page = useContext(PageContext);
  const site = useContext(SiteContext);
  return page?.icons[name] ?? site?.icons[name];
}
