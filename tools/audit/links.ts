/**
 * Link checks for one page: every internal reference (pageFacts.ts) answers 200, a fragment names an element id
 * there, and every target="_blank" carries rel="noopener noreferrer". URLs under the site's public address are
 * checked against the local server.
 */
import type { PageFacts } from './pageFacts.js';

/** A URL's status, and the body of HTML and SVG documents so fragments can be checked. */
export type Fetcher = (url: string) => Promise<{ status: number; body?: string }>;

/** Wraps a fetcher so each URL (without its fragment) is requested once. */
export function createFetchCache(fetcher: Fetcher): Fetcher & { size: () => number } {
  const cache = new Map<string, ReturnType<Fetcher>>();
  const get = (url: string) => {
    if (!cache.has(url))
      cache.set(
        url,
        fetcher(url).catch((e: unknown) => ({ status: 0, body: String(e) })),
      );
    return cache.get(url)!;
  };
  return Object.assign(get, { size: () => cache.size });
}

/** Node fetch: keeps the body of documents whose fragments may be checked. */
export const httpFetcher: Fetcher = async (url) => {
  const res = await fetch(url, { redirect: 'manual' });
  const type = res.headers.get('content-type') ?? '';
  const body = /html|svg|xml/.test(type) ? await res.text() : await res.arrayBuffer().then(() => undefined);
  return { status: res.status, body };
};

/** Element ids declared in an HTML or SVG text (id="…" or id='…'). */
export function idsIn(text: string): Set<string> {
  return new Set([...text.matchAll(/\sid\s*=\s*("([^"]*)"|'([^']*)')/g)].map((m) => m[2] ?? m[3]));
}

export function checkBlankTargets(links: PageFacts['blank']): string[] {
  return links
    .filter((l) => {
      const rel = l.rel.toLowerCase().split(/\s+/);
      return !rel.includes('noopener') || !rel.includes('noreferrer');
    })
    .map((l) => `target="_blank" link to ${l.href} has rel="${l.rel}" (needs noopener and noreferrer)`);
}

export interface LinkCheckInput {
  pageUrl: string;
  /** The local origin the site is served from. */
  origin: string;
  /** The site's public address (seo.siteUrl); references under it are checked locally. */
  siteUrl: string;
  /** Every URL the page refers to, resolved, and where it was found ("a[href]", "img[srcset]"…). */
  refs: PageFacts['refs'];
  /** Ids present in the page's DOM. */
  ids: Set<string>;
  blank: PageFacts['blank'];
}

/** Maps a reference to the local URL to request, or null for external and non-HTTP references. */
export function localUrl(url: string, origin: string, siteUrl: string): URL | null {
  const base = siteUrl.replace(/\/$/, '');
  const mapped = url === base || url.startsWith(`${base}/`) ? origin + url.slice(base.length) : url;
  const u = URL.canParse(mapped) ? new URL(mapped) : null;
  return u?.origin === origin ? u : null;
}

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export async function checkLinks(input: LinkCheckInput, fetcher: Fetcher): Promise<string[]> {
  const problems = new Set<string>(checkBlankTargets(input.blank));
  const page = new URL(input.pageUrl);
  await Promise.all(
    input.refs.map(async (ref) => {
      const u = localUrl(ref.url, input.origin, input.siteUrl);
      if (!u) return;
      const fragment = decode(u.hash.slice(1));
      u.hash = '';
      const samePage = u.pathname === page.pathname && u.search === page.search;
      if (!samePage) {
        const res = await fetcher(u.href);
        if (res.status !== 200) {
          problems.add(`${ref.source} ${u.pathname}${u.search} answers ${res.status}`);
          return;
        }
        if (fragment && res.body !== undefined && !idsIn(res.body).has(fragment))
          problems.add(`${ref.source} ${ref.url}: no element with id "${fragment}" in ${u.pathname}`);
      } else if (fragment && !input.ids.has(fragment)) {
        problems.add(`${ref.source} #${fragment}: no element with that id on the page`);
      }
    }),
  );
  return [...problems];
}
