/**
 * The page's head, merged from the route matches' head() (routes.tsx: the root route's site head or not-found head,
 * then the page's): the title, meta tags (one per name or property, the page's winning), JSON-LD scripts, links
 * (canonical, hreflang alternates, font preloads) and inline styles, in the router's own order. In place of the
 * router's HeadContent, whose general machinery (script loading, manifest assets) this site does not use and every
 * page would load. The router recomputes the matches' head on each move, so a client-side navigation updates it.
 */
import { useRouterState } from '@tanstack/react-router';

type Attrs = Record<string, string>;
/** JSON safe inside a script element: <, >, & and the line separators as \u escapes (as the router writes it). */
const escapeJson = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One match's head() output as the router keeps it. */
interface MatchHead {
  meta?: (Attrs & { title?: string; 'script:ld+json'?: unknown })[];
  links?: Attrs[];
  styles?: { children: string }[];
  status?: string;
  _notFound?: boolean;
  _assetEnd?: number;
}

/** The matches of what is shown: up to the first one not loaded or not found (as the router's own head does). */
function shown(matches: MatchHead[]): MatchHead[] {
  let end = matches.length;
  for (let i = 0; i < end; i++) {
    const m = matches[i];
    if (m._assetEnd !== undefined) end = Math.min(end, Math.max(i + 1, m._assetEnd));
    else if (m.status !== 'success' || m._notFound) {
      end = i + 1;
      break;
    }
  }
  return matches.slice(0, end);
}

/** The first of each set of equal items. */
function unique<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    return !seen.has(key) && !!seen.add(key);
  });
}

/**
 * The tags of the merged head, as React elements (rendered inside <head> by Root). JSON-LD is for the readers of the
 * HTML (search engines): with `scripts: false` (the browser) it is left as the server wrote it, so a script another
 * tool put in the head (the dev server's, an extension's) is never taken for it while the page hydrates (React skips
 * the head's tags it does not render).
 */
export function headTags(all: MatchHead[], { scripts = true }: { scripts?: boolean } = {}) {
  const matches = shown(all);
  let title: string | undefined;
  const named = new Set<string>();
  // From the last match's last entry back, so the page's title and meta win over the site's; then put in order.
  const metas: (Attrs | { json: string })[] = [];
  for (const { meta = [] } of matches.toReversed())
    for (const m of meta.toReversed()) {
      if (!m) continue;
      if (m.title) title ??= m.title;
      else if ('script:ld+json' in m) metas.push({ json: escapeJson(JSON.stringify(m['script:ld+json'])) });
      else {
        const name = m.name ?? m.property;
        if (name && named.has(name)) continue;
        if (name) named.add(name);
        metas.push(m);
      }
    }
  metas.reverse();
  return [
    title !== undefined && <title key="title">{title}</title>,
    ...unique(metas.filter((m) => scripts || !('json' in m))).map((m, i) =>
      'json' in m ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped, as the router writes it
        <script key={`s${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: m.json }} />
      ) : (
        <meta key={`m${i}`} {...m} />
      ),
    ),
    ...unique(matches.flatMap((m) => m.links ?? [])).map((link, i) => <link key={`l${i}`} {...link} />),
    ...unique(matches.flatMap((m) => m.styles ?? [])).map(({ children }, i) => (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own inline CSS (its fonts' @font-face rules)
      <style key={`c${i}`} dangerouslySetInnerHTML={{ __html: children }} />
    )),
  ];
}

/** The merged head of the route matches shown. */
export function Head() {
  const matches = useRouterState({ select: (s) => s.matches as unknown as MatchHead[] });
  return headTags(matches, { scripts: typeof document === 'undefined' });
}
