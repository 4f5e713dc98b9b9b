/**
 * Where visitors will find a new page: the menus the site settings have (the header's top menu, each footer
 * column, each resources menu), and the site settings' new text with a link to the page added at the end of the
 * chosen one (a minimal edit: every other line stays as it was).
 */
import { parse } from 'yaml';
import { updateYamlText } from './yamlSave.js';
import { words } from '../contract/words.js';
import type { Menu } from '../contract/editing.js';

interface SiteMenus {
  header?: { nav?: unknown[] };
  footer?: { columns?: { title?: string; links?: unknown[] }[] };
  resourceMenus?: { title?: string; links?: unknown[] }[];
}

/** The menus of the site settings whose text is `siteText`. */
export function menusOf(siteText: string): Menu[] {
  const site = (parse(siteText) ?? {}) as SiteMenus;
  return [
    ...(Array.isArray(site.header?.nav) ? [{ id: 'header', label: words.menus.header }] : []),
    ...(site.footer?.columns ?? []).map((c, i) => ({ id: `footer:${i}`, label: words.menus.footer(String(c.title)) })),
    ...(site.resourceMenus ?? []).map((m, i) => ({
      id: `resources:${i}`,
      label: words.menus.resources(String(m.title)),
    })),
  ];
}

/** The site settings' text with a link to `route`, named `label`, at the end of menu `menuId`; throws for an unknown menu. */
export function withMenuLink(siteText: string, menuId: string, label: string, route: string): string {
  if (!menusOf(siteText).some((m) => m.id === menuId)) throw new Error(words.menus.unknown);
  const site = parse(siteText) as Required<SiteMenus> & Record<string, unknown>;
  const [kind, n] = menuId.split(':');
  if (kind === 'header') site.header.nav = [...(site.header.nav ?? []), { label, href: route }];
  else {
    const menu = kind === 'footer' ? site.footer.columns?.[Number(n)] : site.resourceMenus[Number(n)];
    if (!menu) throw new Error(words.menus.unknown);
    menu.links = [...(menu.links ?? []), { label, href: route, variant: 'link' }];
  }
  return updateYamlText(siteText, site);
}
