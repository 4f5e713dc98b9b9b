/**
 * Named off-site addresses: a link anywhere in the content may name an entry of the site file's `links:` map as
 * `site:<name>`; after validation each is replaced in the loaded data by its address. An unknown name is an error.
 */
import { problemAt } from './messages.js';
import { closest } from './suggest.js';
import type { LoadedContent, Loaded } from './load.js';
import type { Problem } from './types.js';

export const SITE_LINK_PREFIX = 'site:';

export function resolveSiteLinks(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  const links = (content.site?.data as { links?: Record<string, string> } | undefined)?.links ?? {};
  const names = Object.keys(links);
  const all: Loaded<unknown>[] = [...content.pages, ...content.collections.values(), ...(content.site ? [content.site] : [])];
  for (const loaded of all) {
    for (let i = 0; i < loaded.refs.length; i++) {
      const ref = loaded.refs[i];
      if (ref.kind !== 'link' || !ref.value.startsWith(SITE_LINK_PREFIX)) continue;
      const name = ref.value.slice(SITE_LINK_PREFIX.length);
      const target = Object.hasOwn(links, name) ? links[name] : undefined;
      if (target !== undefined) {
        const path = ref.path;
        setAt(loaded.data, path, target);
        loaded.refs[i] = { kind: 'link', value: target, path };
        continue;
      }
      if (!content.site) continue; // the site file's own messages say what to fix
      const guess = closest(name, names);
      problems.push(problemAt(
        loaded.source, ref.path, `the site file has no link named "${name}"${guess ? ` — did you mean site:${guess}?` : ''}`,
        guess ? `Change it to site:${guess}.` : `Add ${name}: https://... under links: in pages/_site.yaml, or use one of: ${names.join(', ') || '(none yet)'}.`,
      ));
    }
  }
  return problems;
}

function setAt(data: unknown, path: (string | number)[], value: string): void {
  let node = data as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}
