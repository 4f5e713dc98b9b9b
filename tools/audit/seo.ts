/**
 * Site-wide SEO checks: a title and a meta description on every page, unique per route (an alias may repeat its
 * main route's); one absolute canonical link under the site URL naming the page (an alias: its main route); and a
 * sitemap.xml listing every route exactly once and no alias.
 */
export interface PageSeo {
  path: string;
  kind: 'route' | 'alias' | 'notFound';
  /** For an alias: the route it shows. */
  mainPath?: string;
  title: string;
  description: string;
  /** Every rel=canonical href on the page. */
  canonicals: string[];
}

/** The absolute address of a path under the site URL ("/" → "https://site/"). */
export function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

/** The <loc> entries of a sitemap. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

function duplicates(pages: PageSeo[], field: 'title' | 'description', add: (path: string, msg: string) => void) {
  const owners = new Map<string, Set<string>>();
  for (const p of pages) {
    if (p.kind === 'notFound' || !p[field]) continue;
    const owner = p.kind === 'alias' ? (p.mainPath ?? p.path) : p.path;
    owners.set(p[field], (owners.get(p[field]) ?? new Set()).add(owner));
  }
  for (const p of pages) {
    const owner = p.kind === 'alias' ? (p.mainPath ?? p.path) : p.path;
    const others = [...(owners.get(p[field]) ?? [])].filter((o) => o !== owner);
    if (p.kind !== 'notFound' && others.length) add(p.path, `${field} "${p[field]}" also used by ${others.join(', ')}`);
  }
}

/** The problems per route, and in `global` those of no single route (a sitemap URL that is no route). */
export function checkSeo(pages: PageSeo[], siteUrl: string, sitemap: string[]) {
  const perRoute = new Map<string, string[]>(pages.map((p) => [p.path, []]));
  const add = (path: string, msg: string) => perRoute.get(path)?.push(msg);
  const base = siteUrl.replace(/\/$/, '');

  for (const p of pages) {
    if (!p.title.trim()) add(p.path, 'no <title>');
    if (!p.description.trim()) add(p.path, 'no meta description');
    if (p.kind === 'notFound') continue;
    if (p.canonicals.length !== 1) {
      add(p.path, `${p.canonicals.length} canonical links (expected one)`);
      continue;
    }
    const c = p.canonicals[0];
    if (!/^https?:\/\//.test(c)) add(p.path, `canonical "${c}" is not absolute`);
    else if (c !== `${base}/` && !c.startsWith(`${base}/`))
      add(p.path, `canonical "${c}" is not under the site URL ${base}`);
    const want = absolute(base, p.kind === 'alias' ? (p.mainPath ?? '?') : p.path);
    if (c !== want) add(p.path, `canonical is ${c}, expected ${want}`);
  }
  duplicates(pages, 'title', add);
  duplicates(pages, 'description', add);

  const global: string[] = [];
  const counts = new Map<string, number>();
  for (const loc of sitemap) counts.set(loc, (counts.get(loc) ?? 0) + 1);
  const urls = new Set(pages.filter((p) => p.kind !== 'notFound').map((p) => absolute(base, p.path)));
  for (const p of pages) {
    const n = counts.get(absolute(base, p.path)) ?? 0;
    if (p.kind === 'route' && n !== 1) add(p.path, n ? `listed ${n} times in sitemap.xml` : 'missing from sitemap.xml');
    if (p.kind !== 'route' && n)
      add(p.path, `${p.kind === 'alias' ? 'alias' : 'not-found page'} listed in sitemap.xml`);
  }
  for (const loc of counts.keys())
    if (!urls.has(loc)) global.push(`sitemap.xml lists ${loc}, which is no route of the site`);
  return { perRoute, global };
}
