/**
 * A new page descriptor, as `npm run new-page` (cli/new-page.ts) and the editor's New page make it: the
 * address and title checked, the text written from a template, the whole content validated with it. This module
 * only plans the page; each caller writes it through its own guarded door.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadContent, readContentTexts } from './load.js';
import { formatProblem } from './format.js';
import type { Problem } from './types.js';
import { placeholderDescription } from './placeholder.js';

/** What was wrong with the address or title asked for (the editor words each kind for a person). */
export type NewPageMistake = 'noRoute' | 'badRoute' | 'badTitle' | 'fileExists' | 'routeTaken' | 'invalid';

/** A mistake in what was typed: the message is the command line's; `kind` and `guess` let the editor word it. */
export class NewPageError extends Error {
  constructor(
    message: string,
    readonly kind: NewPageMistake,
    readonly guess?: string,
  ) {
    super(message);
  }
}

export interface NewPageResult {
  /** The created file, relative to the root, e.g. pages/services/audit.yaml. */
  file: string;
  /** Problems in other files (the new page has none, or it would not have been written). */
  otherProblems: Problem[];
}

/** A page ready to be written: its file (relative to the root) and text. */
export interface PlannedPage extends NewPageResult {
  text: string;
}

const ROUTE = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The route an editor probably meant: lowercase, words joined by hyphens, one leading slash. */
export function suggestRoute(route: string): string {
  const parts = route
    .toLowerCase()
    .split('/')
    .map((s) => s.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return `/${parts.join('/')}`;
}

/** The text of a new page descriptor. */
export function pageText(route: string, title: string): string {
  const depth = route.split('/').length - 1; // /about → 1 (pages/about.yaml → ../schema)
  const schema = `${'../'.repeat(depth)}schema/page.schema.json`;
  const slug = route.split('/').pop()!;
  const q = (s: string) => stringify(s, { lineWidth: 0 }).trimEnd();
  return [
    `# yaml-language-server: $schema=${schema}`,
    `# ${title}. Created by npm run new-page; replace the description, then add sections (see docs/editing.md`,
    '# and docs/blocks.md). The page is listed in sitemap.xml automatically.',
    `route: ${route}`,
    'meta:',
    `  title: ${q(title)}`,
    '  # Rewrite this sentence: search engines show it under the title (about 50-160 characters).',
    `  description: ${q(placeholderDescription(title))}`,
    '',
    'sections:',
    '  - type: hero',
    `    id: ${slug}-intro`,
    `    title: ${q(title)}`,
    '    buttons:',
    '      - label: Contact us',
    '        href: /contact',
    '',
    '  - type: cta',
    `    id: ${slug}-contact`,
    '    title: Talk to our team',
    '    buttons:',
    '      - label: Contact us',
    '        href: /contact',
    '',
  ].join('\n');
}

/**
 * Plans the page under `root` (a project folder with pages/, schema/ and public/): its file and text, checked
 * with the whole content. Writes nothing: the caller writes `text` to `file` through its own guard (the editor's
 * writeInside, the command line's). Throws NewPageError for bad input (bad route, taken route, existing file, bad
 * title).
 */
export function planPage(root: string, route: string, title: string): PlannedPage {
  route = (route ?? '').trim();
  title = (title ?? '').trim();
  if (!route)
    throw new NewPageError(
      'Give the address of the new page, e.g. npm run new-page -- /services/audit "Audit support"',
      'noRoute',
    );
  if (!ROUTE.test(route)) {
    const guess = suggestRoute(route);
    const likely = guess !== '/' && ROUTE.test(guess) ? guess : undefined;
    throw new NewPageError(
      `"${route}" is not a page address. Write it with a leading slash, in lowercase words joined by hyphens` +
        (likely ? ` — did you mean ${likely}?` : ', e.g. /services/audit.'),
      'badRoute',
      likely,
    );
  }
  if (title.length < 3 || title.length > 70)
    throw new NewPageError(
      `Give the page a title of 3 to 70 characters in quotes, e.g. npm run new-page -- ${route} "Audit support"`,
      'badTitle',
    );

  const file = `pages${route}.yaml`; // /services/audit → pages/services/audit.yaml
  if (lstatSync(join(root, file), { throwIfNoEntry: false }))
    throw new NewPageError(
      `${file} already exists: open it to edit that page, or choose another address.`,
      'fileExists',
    );

  const files = readContentTexts(root);
  const before = loadContent(root, { files });
  for (const page of before.pages) {
    const { route: own, aliases = [], collection } = page.data;
    if (own === route)
      throw new NewPageError(
        `The address ${route} is already used by ${page.source.file}. Open that file to edit it, or choose another address.`,
        'routeTaken',
      );
    if (aliases.includes(route))
      throw new NewPageError(
        `The address ${route} is already an alias of ${page.source.file} (it shows that page). Remove it from its aliases first, or choose another address.`,
        'routeTaken',
      );
    if (collection && own.endsWith('/$id')) {
      const items = before.collections.get(collection)?.data.items ?? [];
      if (items.some((item) => `${own.slice(0, -4)}/${String(item.id)}` === route))
        throw new NewPageError(
          `The address ${route} is already used by an item of pages/collections/${collection}.yaml. Choose another address.`,
          'routeTaken',
        );
    }
  }
  if (before.invalidPageRoutes.includes(route))
    throw new NewPageError(
      `The address ${route} is already named by a page file that has errors; run npm run validate to find and fix it.`,
      'routeTaken',
    );

  const text = pageText(route, title);
  files.set(file, text);
  const after = loadContent(root, { files });
  const own = after.problems.filter((p) => p.file === file && p.severity === 'error');
  if (own.length) {
    throw new NewPageError(
      `The new page would not be valid, so nothing was written:\n${own.map((p) => formatProblem(p, text)).join('\n')}`,
      'invalid',
    );
  }
  return { file, text, otherProblems: after.problems.filter((p) => p.file !== file && p.severity === 'error') };
}
