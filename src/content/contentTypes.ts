/**
 * What the loader returns (`loadContent` in load.ts), in a module of its own: the cross-checks, the stale-date check
 * and the manifest read it, and load.ts runs them, so declaring it in load.ts made each of them an import cycle.
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Document } from 'yaml';
import type { SourceFile, Problem } from './types.js';
import type { FileFacts } from './fileFacts.js';
import type { Page, Site } from '../generated/content.js';
import type { Translation, WordsRule } from '../contract/translation.js';

/** A translation whose English page and language exist: what the manifest makes its page from. */
export interface TranslatedPage {
  code: string;
  english: Loaded<Page>;
  translation: Loaded<Translation>;
  /** Made from an earlier version of the English page's words. */
  outOfDate: boolean;
}

/** A collection item's translation whose collection, item and language exist (a blog article in Kannada). */
export interface TranslatedItem {
  code: string;
  /** The collection's name, and the item's id as its translation file names it. */
  collection: string;
  id: string;
  /** The English item (its place in the collection's items: `index`). */
  index: number;
  translation: Loaded<Translation>;
  /** Made from an earlier version of the English item's words. */
  outOfDate: boolean;
}

/** A valid content file: its source, its data and what the checks across files need of it. */
export interface Loaded<T> {
  source: SourceFile;
  data: T;
  facts: FileFacts;
  /** Its key in the check store (a hash of its text, kind, the schemas and the code: fileChecks.ts), when it has one. */
  key?: string;
}

export interface LoadedContent {
  root: string;
  problems: Problem[];
  site?: Loaded<Site>;
  pages: Loaded<Page>[];
  /** Pages' translations (pages/translations/<code>/…), each valid on its own; translations.ts checks them across. */
  translations: Loaded<Translation>[];
  /** What the checks across files found of each translation whose English page and language exist (translations.ts). */
  translated?: TranslatedPage[];
  /** The same for the translations of collections' items (translations.ts): the manifest makes their pages. */
  translatedItems?: TranslatedItem[];
  /** Which fields are words, on a site that lists languages (translations.ts): the manifest translates with it. */
  wordsRule?: WordsRule;
  collections: Map<string, Loaded<{ items: Record<string, unknown>[] }>>;
  pending: string[];
  /** Routes and aliases of invalid page files: links to them are not reported as broken too. */
  invalidPageRoutes: string[];
  /** File texts by relative path, for code frames. */
  texts: Map<string, string>;
  /** The documents read with positions for a file's messages (files with problems), by relative path. */
  documents: Map<string, Document.Parsed>;
  /** How many files a kept result stood for (fileChecks.ts): they were not read again. */
  kept?: number;
  /**
   * A folder laid out as public/ whose files count as public's where public/ has none (the editor's pictures not
   * saved yet, editor/core/staging.ts); absent for the build and `npm run validate`.
   */
  staged?: string;
}

/**
 * The folder that holds the file a site address such as /images/x.jpg names: public/, or `staged` when only there
 * as a plain file (links there are never followed: the editor moves only its own files into public/).
 */
export function publicDirOf(content: Pick<LoadedContent, 'root' | 'staged'>, src: string): string {
  const publicDir = join(content.root, 'public');
  if (!content.staged || src.split('/').includes('..') || existsSync(join(publicDir, src))) return publicDir;
  return isPlainFileIn(content.staged, src) ? content.staged : publicDir;
}

/** True when `dir`/`rel` is a file, not a link, and no link on the way leads out of `dir`. */
function isPlainFileIn(dir: string, rel: string): boolean {
  const file = join(dir, rel);
  if (!lstatSync(file, { throwIfNoEntry: false })?.isFile()) return false;
  return realpathSync(file).startsWith(realpathSync(dir) + sep);
}
