/**
 * Checks across files, after each file is valid on its own: unique routes and aliases, internal links that reach a
 * page or a file (links to routes in pages/_pending.yaml only warn), usable files (images/check.ts), unique ids;
 * and the site file's named links (`site:<name>`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { closest, problemAt } from './messages.js';
import { PLACEHOLDER_DESCRIPTION } from './placeholder.js';
import { checkAsset, shownWidthAt, type AssetFacts } from './images/check.js';
import { publicDirOf, type LoadedContent, type Loaded } from './contentTypes.js';
import type { Problem, SourceFile } from './types.js';

type Path = (string | number)[];

/** The valid files: pages, collections and the site file. */
function allFiles(content: LoadedContent): Loaded<unknown>[] {
  return [...content.pages, ...content.collections.values(), ...(content.site ? [content.site] : [])];
}

/** Every path a visitor can open, with collection items expanded. */
export function knownPaths(content: LoadedContent): Set<string> {
  const paths = new Set<string>();
  for (const page of content.pages) {
    const { route, aliases = [], collection } = page.data;
    if (collection && route.endsWith('/$id')) {
      const base = route.slice(0, -4);
      for (const item of content.collections.get(collection)?.data.items ?? []) paths.add(`${base}/${String(item.id)}`);
    } else paths.add(route);
    for (const a of aliases) paths.add(a);
  }
  return paths;
}

/** An internal link's path: without its query or fragment, and without a trailing slash (the root stays "/"). */
export function linkPath(href: string): string {
  return href.replace(/[?#].*$/s, '').replace(/(.)\/$/, '$1');
}

/** The cross-checks of `content`; the files it names are looked for in public/ (and `content.staged`, publicDirOf). */
export function crossCheck(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];

  const owners = new Map<string, SourceFile>();
  for (const page of content.pages) {
    const entries: [string, Path][] = [
      [page.data.route, ['route']],
      ...(page.data.aliases ?? []).map((a, i): [string, Path] => [a, ['aliases', i]]),
    ];
    for (const [route, path] of entries) {
      const owner = owners.get(route);
      if (owner)
        problems.push(
          problemAt(
            page.source,
            path,
            `the address ${route} is already used by ${owner.file}`,
            'Each address belongs to one page: change this one or the other.',
          ),
        );
      else owners.set(route, page.source);
    }
    if (page.data.collection && !page.data.route.endsWith('/$id'))
      problems.push(
        problemAt(
          page.source,
          ['collection'],
          'a collection page needs a route ending in /$id',
          `Change the route to ${page.data.route}/$id.`,
        ),
      );
    if (page.data.route.endsWith('/$id') && !page.data.collection)
      problems.push(
        problemAt(
          page.source,
          ['route'],
          'a route ending in /$id needs a collection',
          'Add `collection: <name>` to say which items this page shows.',
        ),
      );
    if (PLACEHOLDER_DESCRIPTION.test(page.data.meta.description ?? ''))
      problems.push(
        problemAt(
          page.source,
          ['meta', 'description'],
          "the description is still the new page's placeholder",
          'Write one or two lines that tell visitors what this page offers: search engines show them under the title.',
          'warning',
        ),
      );
    if (page.data.collection && !content.collections.has(page.data.collection))
      problems.push(
        problemAt(
          page.source,
          ['collection'],
          `the collection "${page.data.collection}" has no file`,
          `Create pages/collections/${page.data.collection}.yaml.`,
        ),
      );
  }

  const paths = knownPaths(content);
  for (const route of content.invalidPageRoutes) paths.add(route);
  const pending = new Set(content.pending);
  const pathList = [...paths];
  /** Each named file is checked once (pages share pictures). */
  const assets = new Map<string, AssetFacts>();
  const collections = new Set<Loaded<unknown>>(content.collections.values());
  const known = new Map<string, boolean>();
  /** Whether public/<file> exists, asked once per file (pages share images). */
  const existsInPublic = (file: string) => {
    let found = known.get(file);
    if (found === undefined)
      known.set(file, (found = !file.split('/').includes('..') && existsSync(join(publicDirOf(content, file), file))));
    return found;
  };
  for (const loaded of allFiles(content)) {
    for (const ref of loaded.refs) {
      if (ref.kind === 'link' && ref.value.startsWith('/') && !ref.value.startsWith('//')) {
        const target = linkPath(ref.value);
        if (paths.has(target) || (/\.[a-z0-9]+$/i.test(target) && existsInPublic(target))) continue;
        if (pending.has(target)) {
          problems.push(
            problemAt(
              loaded.source,
              ref.path,
              `the link to ${target} goes to a page that is not built yet`,
              'It is listed in pages/_pending.yaml; it will work once that page exists.',
              'warning',
            ),
          );
          continue;
        }
        const guess = closest(target, pathList);
        problems.push(
          problemAt(
            loaded.source,
            ref.path,
            `the link to ${target} matches no page${guess ? ` — did you mean ${guess}?` : ''}`,
            guess ? `Change it to ${guess}.` : 'Check the address against the route: lines of the files in pages/.',
          ),
        );
      }
      if (ref.kind === 'asset') {
        let facts = assets.get(ref.value);
        if (!facts) assets.set(ref.value, (facts = checkAsset(publicDirOf(content, ref.value), ref.value)));
        const shown = shownWidthAt(loaded.source.data, ref.path, collections.has(loaded));
        if (facts.problem) problems.push(problemAt(loaded.source, ref.path, facts.problem.message, facts.problem.hint));
        else if (facts.width && shown && facts.width < shown) {
          problems.push(
            problemAt(
              loaded.source,
              ref.path,
              `the picture public${ref.value} is ${facts.width} px wide, but this place shows it up to ${shown} px wide, so it would look blurry`,
              `Use a larger copy of the picture, at least ${shown} px wide (a photo straight from a camera or phone is fine; the site makes the smaller copies).`,
            ),
          );
        }
      }
    }
    duplicateIds(loaded.source, loaded.source.data, [], problems);
  }
  return problems;
}

/** In every list of entries that have an `id`, each id must be unique; `path` is the walk's shared stack. */
function duplicateIds(source: SourceFile, value: unknown, path: Path, out: Problem[]): void {
  if (Array.isArray(value)) {
    let seen: Map<string, number> | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (!item || typeof item !== 'object') continue;
      const id = (item as { id?: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') {
        seen ??= new Map();
        const first = seen.get(String(id));
        if (first !== undefined)
          out.push(
            problemAt(
              source,
              [...path, i, 'id'],
              `the id "${String(id)}" is already used by entry ${first + 1} of this list`,
              'Give each entry its own id.',
            ),
          );
        else seen.set(String(id), i);
      }
      path.push(i);
      duplicateIds(source, item, path, out);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (!v || typeof v !== 'object') continue;
      path.push(k);
      duplicateIds(source, v, path, out);
      path.pop();
    }
  }
}

/**
 * Named off-site addresses: a link anywhere in the content may name an entry of the site file's `links:` map as
 * `site:<name>`; after validation each is replaced in the loaded data by its address. An unknown name is an error.
 */
export function resolveSiteLinks(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  const links = (content.site?.data as { links?: Record<string, string> } | undefined)?.links ?? {};
  const names = Object.keys(links);
  for (const loaded of allFiles(content)) {
    for (let i = 0; i < loaded.refs.length; i++) {
      const ref = loaded.refs[i];
      if (ref.kind !== 'link' || !ref.value.startsWith('site:')) continue;
      const name = ref.value.slice(5);
      const target = Object.hasOwn(links, name) ? links[name] : undefined;
      if (target !== undefined) {
        const path = ref.path;
        setAt(loaded.data, path, target);
        loaded.refs[i] = { kind: 'link', value: target, path };
        continue;
      }
      if (!content.site) continue; // the site file's own messages say what to fix
      const guess = closest(name, names);
      problems.push(
        problemAt(
          loaded.source,
          ref.path,
          `the site file has no link named "${name}"${guess ? ` — did you mean site:${guess}?` : ''}`,
          guess
            ? `Change it to site:${guess}.`
            : `Add ${name}: https://... under links: in pages/_site.yaml, or use one of: ${names.join(', ') || '(none yet)'}.`,
        ),
      );
    }
  }
  return problems;
}

function setAt(data: unknown, path: (string | number)[], value: string): void {
  let node = data as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}
