/**
 * The one loader/validator (dev server, build, editor, `npm run validate`): reads every YAML file under pages/,
 * validates it against its schema and runs the cross-checks.
 *
 *   pages/_site.yaml             → schema/site.schema.json
 *   pages/_pending.yaml          → routes the spec names that are not built yet (warnings, not errors)
 *   pages/collections/<name>.yaml → schema/collections/<name>.schema.json
 *   pages/translations/<code>/…  → schema/translation.schema.json (a page's words in another language)
 *   pages/**\/*.yaml (the rest)  → schema/page.schema.json
 */
import { join } from 'node:path';
import { isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { KeptSource, parseYamlFile, readYamlFile } from './yamlFile.js';
import { filesUnder, readContentText, type ContentText } from './files.js';
import { loadSchemas, type SchemaSet } from './schemas.js';
import { problemsFromErrors } from './messages.js';
import { crossCheck, resolveSiteLinks } from './crossCheck.js';
import { staleDates } from './staleDates.js';
import { fileFacts, type FileFacts } from './fileFacts.js';
import { blobKey, CAN_KEEP, keptText, readKept, resultKey } from './fileChecks.js';
import { checkStore, NO_STORE, type CheckStore } from './checkStore.js';
import type { ContentMemo, KeptFacts } from './contentMemo.js';
import type { Loaded, LoadedContent } from './contentTypes.js';
import { wholeFileProblem, type SourceFile } from './types.js';
import { translationChecks } from './translations.js';
import { TRANSLATIONS_DIR, type Translation } from '../contract/translation.js';
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

/**
 * The schemas of `root`/schema, compiled once per process; `fresh` reads them again and compiles them when they
 * changed (a publish checks the schemas it builds with).
 */
export function schemasFor(root: string, fresh = false): SchemaSet {
  const dir = join(root, 'schema');
  let set = compiledSchemas.get(dir);
  if (fresh || !set) compiledSchemas.set(dir, (set = loadSchemas(dir, set)));
  return set;
}

/**
 * Loads and checks all content under `root` (or the given file texts). Never throws for a content mistake, nor
 * for a file that cannot be read (a dangling link, a binary file): problems are returned, located in their file.
 * A file with a problem is read again with source positions for its messages. A file whose text was found valid
 * before (under the same schemas and code) is not read again: its kept result (fileChecks.ts, in `store`, by default
 * the project's check store) stands for it, and its data is read from its text when first used. The checks across
 * files run on every file's facts, which are small.
 */
export function loadContent(
  root: string,
  opts: {
    freshSchemas?: boolean;
    files?: Map<string, ContentText>;
    staged?: string;
    store?: CheckStore;
    /** Files git vouches for, by blob id (gitBlobs.ts): not read when their result is kept under it. */
    blobs?: ReadonlyMap<string, string>;
    /** What this process kept of the content it loaded before (a build server's): asked before the store. */
    memo?: ContentMemo;
  } = {},
): LoadedContent {
  const schemas = schemasFor(root, opts.freshSchemas);
  const store = CAN_KEEP ? (opts.store ?? checkStore()) : NO_STORE;
  const out: LoadedContent = {
    root,
    problems: [],
    pages: [],
    translations: [],
    collections: new Map(),
    pending: [],
    invalidPageRoutes: [],
    texts: new Map(),
    documents: new Map(),
    kept: 0,
    ...(opts.staged ? { staged: opts.staged } : {}),
  };
  // Files git vouches for (`blobs`) are looked up by their blob's key first: one found there is not read at all.
  const names = opts.files ? [...opts.files.keys()] : yamlFiles(root);
  const blobKeys = new Map<string, string>();
  for (const file of opts.blobs && !opts.files ? names : []) {
    const blob = opts.blobs!.get(file);
    const kind = kindOf(file);
    if (blob && kind && schemas.kinds.includes(kind)) blobKeys.set(file, blobKey(schemas.hash, kind, blob));
  }
  const memo = opts.memo;
  const keptByBlob = keptFacts(store, memo, blobKeys);
  const unread = new Map<string, { facts: FileFacts; key: string }>();
  for (const file of blobKeys.keys()) {
    const kept = keptByBlob.get(file);
    if (kept?.key) unread.set(file, { facts: kept.facts, key: kept.key });
  }
  const files = new Map<string, ContentText | undefined>(
    names.map((file) => [
      file,
      unread.has(file) ? undefined : (opts.files?.get(file) ?? readContentText(join(root, file))),
    ]),
  );
  // The key of each file a kept result may stand for (a page, the site file, a collection with a schema).
  const keys = new Map<string, string>();
  for (const [file, text] of files) {
    const kind = kindOf(file);
    if (typeof text === 'string' && kind && schemas.kinds.includes(kind))
      keys.set(file, resultKey(schemas.hash, kind, text));
  }
  const kept = keptFacts(store, memo, keys);
  const fresh = new Map<string, string>();
  /** Keeps a valid file's result under its blob's key too, when git names it. */
  const keepByBlob = (file: string, kind: string, facts: FileFacts, key: string) => {
    const byBlob = blobKeys.get(file);
    if (byBlob === undefined) return;
    fresh.set(byBlob, keptText(kind, facts, key));
    memo?.remember(byBlob, file, { facts, key });
  };
  const add = (kind: string, loaded: Loaded<unknown>) => {
    if (kind === 'site') out.site = loaded as Loaded<Site>;
    else if (kind === 'page') out.pages.push(loaded as Loaded<Page>);
    else if (kind === 'translation') out.translations.push(loaded as Loaded<Translation>);
    else out.collections.set(kind.slice(12), loaded as Loaded<{ items: Record<string, unknown>[] }>);
  };
  const unreadSources = new Map<string, KeptSource>();
  for (const [file, text] of files) {
    const stood = unread.get(file);
    if (stood) {
      out.kept! += 1;
      const source = new KeptSource(
        file,
        () => readTextOf(root, file),
        memo && ((read) => memo.dataOf(stood.key, read)),
      );
      unreadSources.set(file, source);
      add(kindOf(file)!, keptFile(source, stood.facts, stood.key));
      continue;
    }
    if (text === undefined) continue;
    if (typeof text !== 'string') {
      out.problems.push({ severity: 'error', file, line: 1, col: 1, length: 1, where: '', ...text });
      continue;
    }
    out.texts.set(file, text);
    const key = keys.get(file);
    const keptFacts = key === undefined ? undefined : kept.get(file)?.facts;
    if (keptFacts) {
      out.kept! += 1;
      keepByBlob(file, kindOf(file)!, keptFacts, key!);
      const source = new KeptSource(file, text, memo && ((read) => memo.dataOf(key!, read)));
      add(kindOf(file)!, keptFile(source, keptFacts, key!));
      continue;
    }
    const { source, problems } = readYamlFile(file, text);
    out.problems.push(...problems);
    const isPage = kindOf(file) === 'page';
    if (!source) {
      if (isPage) out.invalidPageRoutes.push(...claimedRoutes(text));
      continue;
    }
    if (file === PENDING_FILE) {
      const routes = (source.data as { routes?: unknown }).routes;
      out.pending = Array.isArray(routes) ? routes.map(String) : [];
      continue;
    }
    const kind = kindOf(file)!;
    if (!schemas.kinds.includes(kind)) {
      const collections = schemas.kinds.filter((k) => k.startsWith('collections/')).map((k) => k.slice(12));
      out.problems.push(
        wholeFileProblem(
          file,
          `there is no collection named "${kind.slice(12)}"`,
          `Collections are ${collections.join(', ')}; rename the file or ask a developer to add a schema.`,
        ),
      );
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
    const facts = fileFacts(kind, source, source.data, refs, () => schemas.wordsRule);
    if (key !== undefined) {
      fresh.set(key, keptText(kind, facts));
      memo?.remember(key, file, { facts });
      keepByBlob(file, kind, facts, key);
    }
    add(kind, { source, data: source.data, facts, ...(key !== undefined ? { key } : {}) });
  }
  store.put(fresh);
  memo?.endLoad();
  if (!out.site && !out.problems.some((p) => p.file === SITE_FILE)) {
    out.problems.push(
      wholeFileProblem(
        SITE_FILE,
        'the site file is missing',
        'Restore pages/_site.yaml: it holds the header, footer and company details.',
      ),
    );
  }
  out.problems.push(...resolveSiteLinks(out));
  out.problems.push(...crossCheck(out));
  out.problems.push(...translationChecks(out, schemas, names));
  out.problems.push(...staleDates(out));
  // A problem found across files in a file not read: its text is read now, for the message's code frame.
  for (const p of out.problems) {
    const source = unreadSources.get(p.file);
    if (source && !out.texts.has(p.file)) out.texts.set(p.file, source.text);
  }
  out.problems.sort((a, b) => (a.file === b.file ? a.line - b.line || a.col - b.col : a.file < b.file ? -1 : 1));
  schemas.saveCodeCache();
  return out;
}

/**
 * The kept facts of each file of `keys` (file → store key), by file: from `memo` when it has them, the others
 * read from `store` (and then kept in `memo`). A row this code did not write is left out.
 */
function keptFacts(
  store: CheckStore,
  memo: ContentMemo | undefined,
  keys: ReadonlyMap<string, string>,
): Map<string, KeptFacts> {
  const found = new Map<string, KeptFacts>();
  const ask = new Map<string, string>();
  for (const [file, key] of keys) {
    const held = memo?.keptFacts(key, file);
    if (held) found.set(file, held);
    else ask.set(file, key);
  }
  const rows = store.get([...ask.values()]);
  for (const [file, key] of ask) {
    const row = rows.get(key);
    const kept = row === undefined ? undefined : readKept(row, kindOf(file)!, file);
    if (kept) found.set(file, memo ? memo.keepFacts(key, file, kept) : kept);
  }
  return found;
}

/** The text of a file whose result was kept under its blob, read when first needed (it was read once to be kept). */
function readTextOf(root: string, file: string): string {
  const text = readContentText(join(root, file));
  if (typeof text !== 'string') throw new Error(`${file}: ${text.message}`);
  return text;
}

/**
 * The kind of a content file (its schema's name: page, site, translation, collections/<name>); undefined for the
 * pending list.
 */
function kindOf(file: string): string | undefined {
  if (file === PENDING_FILE) return undefined;
  if (file === SITE_FILE) return 'site';
  if (file.startsWith(`${TRANSLATIONS_DIR}/`)) return 'translation';
  return file.startsWith('pages/collections/') ? `collections/${file.slice(18).replace(/\.ya?ml$/, '')}` : 'page';
}

/** A file stood for by its kept facts: its data is read from its text when first used. */
function keptFile(source: SourceFile, facts: FileFacts, key: string): Loaded<unknown> {
  return {
    source,
    get data() {
      return source.data;
    },
    facts,
    key,
  };
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
