/**
 * Checks across files, after each file is valid on its own: unique routes and aliases, internal links that reach a
 * page or a file (links to routes in pages/_pending.yaml only warn), usable files (images/check.ts), a collection
 * for each collection page; and the site file's named links (`site:<name>`). They read each file's facts
 * (fileFacts.ts), kept with its result, so a file whose text did not change is read again only to place a message
 * (its own problems, such as repeated ids, are among its facts and reported here in their order).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { englishFileOf, localPath } from '../contract/translation.js';
import { closest, problemAt } from './messages.js';
import { checkAsset, type AssetFacts } from './images/check.js';
import { pointerToPath } from './schemas.js';
import { KeptSource, setAt } from './yamlFile.js';
import { publicDirOf, type LoadedContent, type Loaded } from './contentTypes.js';
import type { Problem, SourceFile } from './types.js';

type Path = (string | number)[];

/** The valid files: pages, collections and the site file. */
function allFiles(content: LoadedContent): Loaded<unknown>[] {
  return [...content.pages, ...content.collections.values(), ...(content.site ? [content.site] : [])];
}

/** Every path a visitor can open: pages, aliases, collection items, and translated pages at their own addresses. */
export function knownPaths(content: LoadedContent): Set<string> {
  const paths = new Set<string>();
  const routeOf = new Map<string, string>();
  for (const { source, facts } of content.pages) {
    const { route, aliases, collection } = facts.page!;
    if (collection && route.endsWith('/$id')) {
      const base = route.slice(0, -4);
      for (const id of content.collections.get(collection)?.facts.ids ?? []) paths.add(`${base}/${id}`);
    } else {
      paths.add(route);
      routeOf.set(source.file, route);
    }
    for (const a of aliases) paths.add(a);
  }
  // A page's translation into one of the site's other languages has its own address (/kn/about).
  const [defaultLang, ...others] = content.site?.facts.languages ?? [];
  for (const { source } of content.translations) {
    const { code, file } = englishFileOf(source.file) ?? {};
    const route = file && routeOf.get(file);
    if (defaultLang && code && route && others.includes(code)) paths.add(localPath(route, code, defaultLang));
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
  for (const { source, facts } of content.pages) {
    const page = facts.page!;
    const entries: [string, Path][] = [
      [page.route, ['route']],
      ...page.aliases.map((a, i): [string, Path] => [a, ['aliases', i]]),
    ];
    for (const [route, path] of entries) {
      const owner = owners.get(route);
      if (owner)
        problems.push(
          problemAt(
            source,
            path,
            `the address ${route} is already used by ${owner.file}`,
            'Each address belongs to one page: change this one or the other.',
          ),
        );
      else owners.set(route, source);
    }
    problems.push(...facts.pageProblems);
    if (page.collection && !content.collections.has(page.collection))
      problems.push(
        problemAt(
          source,
          ['collection'],
          `the collection "${page.collection}" has no file`,
          `Create pages/collections/${page.collection}.yaml.`,
        ),
      );
  }

  const paths = knownPaths(content);
  for (const route of content.invalidPageRoutes) paths.add(route);
  const pending = new Set(content.pending);
  const pathList = [...paths];
  /** Each named file is checked once (pages share pictures). */
  const assets = new Map<string, AssetFacts>();
  const known = new Map<string, boolean>();
  /** Whether public/<file> exists, asked once per file (pages share images). */
  const existsInPublic = (file: string) => {
    let found = known.get(file);
    if (found === undefined)
      known.set(file, (found = !file.split('/').includes('..') && existsSync(join(publicDirOf(content, file), file))));
    return found;
  };
  for (const { source, facts } of allFiles(content)) {
    for (const [kind, value, pointer, shown] of facts.refs) {
      if (kind === 'link' && value.startsWith('/') && !value.startsWith('//')) {
        const target = linkPath(value);
        if (paths.has(target) || (/\.[a-z0-9]+$/i.test(target) && existsInPublic(target))) continue;
        if (pending.has(target)) {
          problems.push(
            problemAt(
              source,
              pointerToPath(pointer),
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
            source,
            pointerToPath(pointer),
            `the link to ${target} matches no page${guess ? ` — did you mean ${guess}?` : ''}`,
            guess ? `Change it to ${guess}.` : 'Check the address against the route: lines of the files in pages/.',
          ),
        );
      }
      if (kind === 'asset') {
        let facts = assets.get(value);
        if (!facts) assets.set(value, (facts = checkAsset(publicDirOf(content, value), value)));
        if (facts.problem)
          problems.push(problemAt(source, pointerToPath(pointer), facts.problem.message, facts.problem.hint));
        else if (facts.width && shown && facts.width < shown) {
          problems.push(
            problemAt(
              source,
              pointerToPath(pointer),
              `the picture public${value} is ${facts.width} px wide, but this place shows it up to ${shown} px wide, so it would look blurry`,
              `Use a larger copy of the picture, at least ${shown} px wide (a photo straight from a camera or phone is fine; the site makes the smaller copies).`,
            ),
          );
        }
      }
    }
    problems.push(...facts.idProblems);
  }
  return problems;
}

/**
 * Named off-site addresses: a link anywhere in the content may name an entry of the site file's `links:` map as
 * `site:<name>`; after validation each is replaced in the loaded data (and its facts) by its address. An unknown
 * name is an error.
 */
export function resolveSiteLinks(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  const links = (content.site?.data as { links?: Record<string, string> } | undefined)?.links ?? {};
  const names = Object.keys(links);
  for (const loaded of allFiles(content)) {
    const refs = loaded.facts.refs;
    for (let i = 0; i < refs.length; i++) {
      const [kind, value, pointer] = refs[i];
      if (kind !== 'link' || !value.startsWith('site:')) continue;
      const name = value.slice(5);
      const target = Object.hasOwn(links, name) ? links[name] : undefined;
      if (target !== undefined) {
        const path = pointerToPath(pointer);
        if (loaded.source instanceof KeptSource) loaded.source.edit(path, target);
        else setAt(loaded.data, path, target);
        refs[i] = ['link', target, pointer, 0];
        continue;
      }
      if (!content.site) continue; // the site file's own messages say what to fix
      const guess = closest(name, names);
      problems.push(
        problemAt(
          loaded.source,
          pointerToPath(pointer),
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
