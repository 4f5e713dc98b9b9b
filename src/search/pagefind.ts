/**
 * The search library (Pagefind's browser API) and the site's index, written by the build to /pagefind/
 * (src/build/searchIndex.ts). Loaded on first use, from the site at run time (never bundled): it fetches
 * only the parts of the index a search needs. A large site's index is in parts: /pagefind/parts.json lists the
 * other parts' folders, which are merged into the first (Pagefind's mergeIndex) before the first search. A page in
 * another language than the default (under /<code>, `<html lang="<code>">`) searches that language's index,
 * /pagefind/<code>/, made the same way.
 */
export interface Hit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string, o: { baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** The library of each index folder a page of this visit searched (a visit may go from one language to another). */
const loading = new Map<string, Promise<Pagefind>>();

/**
 * The folder of the index a page searches: /pagefind/<lang>/ on a page of another language than the default (its
 * address starts with its language's code), /pagefind/ on the default language's pages (which never do).
 */
export function indexFolder(lang: string, pathname: string): string {
  const own = /^[a-z]{2,3}$/.test(lang) && (pathname === `/${lang}` || pathname.startsWith(`/${lang}/`));
  return own ? `/pagefind/${lang}/` : '/pagefind/';
}

/** The library with the page's language's index, loaded and started once; a failed load is tried again next time. */
export function loadPagefind(): Promise<Pagefind> {
  const folder = indexFolder(document.documentElement.lang, location.pathname);
  const known = loading.get(folder);
  if (known) return known;
  const loaded = (import(/* @vite-ignore */ new URL(`${folder}pagefind.js`, location.href).href) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      // A path from the root, and results' addresses from the root: a full address would make them another site's.
      for (const part of await otherParts(folder)) await pagefind.mergeIndex(`${folder}${part}`, { baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    })
    .catch((e: unknown) => {
      loading.delete(folder);
      throw e;
    });
  loading.set(folder, loaded);
  return loaded;
}

/** The folders of the index's other parts (`part-<n>/`), as the build listed them; none when it listed none. */
async function otherParts(folder: string): Promise<string[]> {
  const answer = await fetch(new URL(`${folder}parts.json`, location.href));
  if (!answer.ok) return [];
  const parts: unknown = await answer.json();
  return Array.isArray(parts) ? parts.filter((p): p is string => typeof p === 'string' && /^part-\d+\/$/.test(p)) : [];
}

/** The best `limit` matches for `query`, and how many pages match in all. */
export async function searchSite(query: string, limit = 8): Promise<{ total: number; hits: Hit[] }> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query);
  if (!found) return { total: 0, hits: [] };
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  return {
    total: found.results.length,
    hits: data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt })),
  };
}

/** An excerpt's text in parts, the matched words marked: Pagefind escapes the text and adds only <mark> tags. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const decode = (s: string) =>
    s.replace(
      /&(lt|gt|quot|#39|#x27|amp);/g,
      (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[e] ?? '',
    );
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>') ? { text: decode(part.slice(6, -7)), mark: true } : { text: decode(part), mark: false },
    );
}
