/**
 * The one loader/validator (dev server, build, editor, `npm run validate`): reads every YAML file under pages/,
 * validates it against its schema and runs the cross-checks.
 *
 *   pages/_site.yaml             → schema/site.schema.json
 *   pages/_pending.yaml          → routes the spec names that are not built yet (warnings, not errors)
 *   pages/collections/<name>.yaml → schema/collections/<name>.schema.json
 *   pages/**\/*.yaml (the rest)  → schema/page.schema.json
 */
import { join } from 'node:path';
import { isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { parseYamlFile, readYamlFile } from './yamlFile.js';
import { filesUnder, readContentText, type ContentText } from './files.js';
import { loadSchemas, type SchemaSet } from './schemas.js';
import { problemsFromErrors } from './messages.js';
import { crossCheck, resolveSiteLinks } from './crossCheck.js';
import { staleDates } from './staleDates.js';
import type { LoadedContent } from './contentTypes.js';
import type { Page, Site } from '../generated/content.js';

export type { Loaded, LoadedContent } from './contentTypes.js';

export const SITE_FILE = 'pages/_site.yaml';
export const PENDING_FILE = 'pages/_pending.yaml';

/**
 * The YAML files under root/pages, as paths relative to root (pages/about.yaml), sorted. Names starting with a dot
 * are left out: they are editors' lock and backup files (Emacs's `.#about.yaml` link), never pages.
 */
export function yamlFiles(root: string): string[] {
  return filesUnder(root, 'pages', { hidden: false }).filter((file) => /\.ya?ml$/.test(file));
}

/** Every content file's text (or why it has none: see readContentText), by relative path. */
export function readContentTexts(root: string): Map<string, ContentText> {
  return new Map(yamlFiles(root).map((f) => [f, readContentText(join(root, f))]));
}

/** The compiled schemas of each schema folder, kept for the life of the process (the dev server reloads often). */
const compiledSchemas = new Map<string, SchemaSet>();

/** The schemas of `root`/schema, compiled once per process; `fresh` compiles them again (a schema changed). */
export function schemasFor(root: string, fresh = false): SchemaSet {
  const dir = join(root, 'schema');
  let set = compiledSchemas.get(dir);
  if (fresh || !set) compiledSchemas.set(dir, (set = loadSchemas(dir)));
  return set;
}

/**
 * Loads and checks all content under `root` (or the given file texts). Never throws for a content mistake, nor
 * for a file that cannot be read (a dangling link, a binary file): problems are returned, located in their file.
 * A file with a problem is read again with source positions for its messages.
 */
export function loadContent(
  root: string,
  opts: { freshSchemas?: boolean; files?: Map<string, ContentText>; staged?: string } = {},
): LoadedContent {
  const schemas = schemasFor(root, opts.freshSchemas);
  const out: LoadedContent = {
    root,
    problems: [],
    pages: [],
    collections: new Map(),
    pending: [],
    invalidPageRoutes: [],
    texts: new Map(),
    documents: new Map(),
    ...(opts.staged ? { staged: opts.staged } : {}),
  };
  const files = opts.files ?? readContentTexts(root);
  for (const [file, text] of files) {
    if (typeof text !== 'string') {
      out.problems.push({ severity: 'error', file, line: 1, col: 1, length: 1, where: '', ...text });
      continue;
    }
    out.texts.set(file, text);
    const { source, problems } = readYamlFile(file, text);
    out.problems.push(...problems);
    const isPage = file !== SITE_FILE && file !== PENDING_FILE && !file.startsWith('pages/collections/');
    if (!source) {
      if (isPage) out.invalidPageRoutes.push(...claimedRoutes(text));
      continue;
    }
    if (file === PENDING_FILE) {
      const routes = (source.data as { routes?: unknown }).routes;
      out.pending = Array.isArray(routes) ? routes.map(String) : [];
      continue;
    }
    const kind =
      file === SITE_FILE
        ? 'site'
        : file.startsWith('pages/collections/')
          ? `collections/${file.slice(18).replace(/\.ya?ml$/, '')}`
          : 'page';
    if (!schemas.kinds.includes(kind)) {
      out.problems.push({
        severity: 'error',
        file,
        line: 1,
        col: 1,
        length: 1,
        where: '',
        message: `there is no collection named "${kind.slice(12)}"`,
        hint: `Collections are ${schemas.kinds
          .filter((k) => k.startsWith('collections/'))
          .map((k) => k.slice(12))
          .join(', ')}; rename the file or ask a developer to add a schema.`,
      });
      continue;
    }
    const { errors, refs } = schemas.validate(kind, source.data);
    if (errors.length) {
      // The messages come from yaml's own reading of the file, with positions, as for a file js-yaml rejects.
      const located = parseYamlFile(file, text, true);
      if (located.source) out.documents.set(file, located.source.doc);
      out.problems.push(
        ...(located.source
          ? problemsFromErrors(located.source, schemas.validate(kind, located.source.data).errors, schemas.blockTypes)
          : located.problems),
      );
      if (kind === 'page') out.invalidPageRoutes.push(...claimedRoutes(text, located.source?.doc));
      continue;
    }
    if (kind === 'site') out.site = { source, data: source.data as Site, refs };
    else if (kind === 'page') out.pages.push({ source, data: source.data as Page, refs });
    else
      out.collections.set(kind.slice(12), { source, data: source.data as { items: Record<string, unknown>[] }, refs });
  }
  if (!out.site && !out.problems.some((p) => p.file === SITE_FILE)) {
    out.problems.push({
      severity: 'error',
      file: SITE_FILE,
      line: 1,
      col: 1,
      length: 1,
      where: '',
      message: 'the site file is missing',
      hint: 'Restore pages/_site.yaml: it holds the header, footer and company details.',
    });
  }
  out.problems.push(...resolveSiteLinks(out));
  out.problems.push(...crossCheck(out));
  out.problems.push(...staleDates(out));
  out.problems.sort((a, b) => (a.file === b.file ? a.line - b.line || a.col - b.col : a.file < b.file ? -1 : 1));
  schemas.saveCodeCache();
  return out;
}

/**
 * The route and aliases a page file names, read leniently (yaml reports syntax errors instead of throwing), from
 * its positioned document when it has been read already.
 */
function claimedRoutes(text: string, read?: Document.Parsed): string[] {
  const doc = read ?? parseDocument(text);
  const aliases = doc.get('aliases');
  return [
    doc.get('route'),
    ...(isSeq(aliases) ? aliases.items.map((item) => (isScalar(item) ? item.value : undefined)) : []),
  ].filter((r): r is string => typeof r === 'string');
}

export function hasErrors(content: LoadedContent): boolean {
  return content.problems.some((p) => p.severity === 'error');
}
