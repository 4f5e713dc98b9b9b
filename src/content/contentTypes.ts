/**
 * What the loader returns (`loadContent` in load.ts), in a module of its own: the cross-checks, the stale-date check
 * and the manifest read it, and load.ts runs them, so declaring it in load.ts made each of them an import cycle.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'yaml';
import type { Reference, SourceFile, Problem } from './types.js';
import type { Page, Site } from '../generated/content.js';

export interface Loaded<T> {
  source: SourceFile;
  data: T;
  refs: Reference[];
}

export interface LoadedContent {
  root: string;
  problems: Problem[];
  site?: Loaded<Site>;
  pages: Loaded<Page>[];
  collections: Map<string, Loaded<{ items: Record<string, unknown>[] }>>;
  pending: string[];
  /** Routes and aliases of invalid page files: links to them are not reported as broken too. */
  invalidPageRoutes: string[];
  /** File texts by relative path, for code frames. */
  texts: Map<string, string>;
  /** The documents read with positions for a file's messages (files with problems), by relative path. */
  documents: Map<string, Document.Parsed>;
  /**
   * A folder laid out as public/ whose files count as public's where public/ has none (the editor's pictures not
   * saved yet, editor/server/staging.ts); absent for the build and `npm run validate`.
   */
  staged?: string;
}

/** The folder that holds the file a site address such as /images/x.jpg names: public/, or `staged` when only there. */
export function publicDirOf(content: Pick<LoadedContent, 'root' | 'staged'>, src: string): string {
  const publicDir = join(content.root, 'public');
  if (!content.staged || src.split('/').includes('..') || existsSync(join(publicDir, src))) return publicDir;
  return existsSync(join(content.staged, src)) ? content.staged : publicDir;
}
