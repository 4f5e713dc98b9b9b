/**
 * The editing API's shapes, as the editor's page (editor/app/) reads them and the editing core (editor/core/) answers
 * them: a content file as the editor lists it, a check of a draft (its problems, what the preview draws), the
 * schemas as one bundle, the pictures, the git state of the local editor, the menus. Types only: nothing here runs.
 */
import type { CollectionRoute, PageData, SiteData } from '../../src/contract/pageData.js';

// A draft checked: its problems on their fields, and what the preview draws (core/check.ts).

export interface FieldProblem {
  severity: 'error' | 'warning';
  line: number;
  col: number;
  where: string;
  message: string;
  hint?: string;
  path: DataPath;
}

export interface PreviewData {
  path: string;
  page: PageData;
  site: SiteData;
  collections: CollectionRoute[];
}

export interface CheckResult {
  text: string;
  problems: FieldProblem[];
  /** How many problems there are beyond the MAX_PROBLEMS returned (absent when none). */
  more?: number;
  /** Absent when the draft cannot be drawn (it has errors). */
  preview?: PreviewData;
}

// The schemas as one object the forms read (core/schemaBundle.ts).

export interface SchemaBundle {
  /** The root object: `{ definitions: { <key>: schema } }`. */
  root: { definitions: Record<string, Record<string, unknown>> };
  /** Definition key of a schema file, e.g. blocks/hero.schema.json → blocks_hero. */
  keys: Record<string, string>;
  /** Block types in schema order, with their definition key. */
  blocks: { type: string; key: string }[];
}

// A content file as the editor lists it (core/files.ts).

export type FileKind = 'page' | 'site' | 'collection' | 'translation';

export interface EditableFile {
  /** Relative to the content root, e.g. pages/about.yaml. */
  file: string;
  kind: FileKind;
  /** The definition key of its schema in the bundle (page, site, collections_blog). */
  schema: string;
  title: string;
  route: string;
  area: string;
  /**
   * A page's translation (pages/translations/<code>/…): its language's code and name ("Kannada (ಕನ್ನಡ)") and its
   * English page's file.
   */
  translation?: { code: string; english: string; language: string };
}

// A picture of the site and the pages that show it (core/media.ts).

export interface MediaItem {
  /** The address pages use, e.g. /images/gallery/office.webp. */
  src: string;
  /** The folder under public/images/ ('' at its top). */
  folder: string;
  bytes: number;
  /** The content files that name it (relative to the content root). */
  /** The pages that show it, by their titles. */
  usedBy: string[];
}

// The local editor's versions: the files changed since the last one (core/git.ts).

export interface ChangedFile {
  /** Path relative to the repository's top folder. */
  path: string;
  /** One letter: M changed, A added, D deleted, R renamed, ? new (untracked), T type changed, U unmerged. */
  status: string;
  /** The path before a rename. */
  from?: string;
}

export type GitState =
  | { state: 'ready'; branch: string; files: ChangedFile[] }
  | { state: 'refused'; reason: 'not-git' | 'conflict' | 'detached'; message: string; files: ChangedFile[] };

// A menu a new page can be linked from (core/menuLink.ts).

export interface Menu {
  /** Which menu: header, footer:<n> or resources:<n>. */
  id: string;
  /** Its name for a person. */
  label: string;
}

// A place in a file's data: keys and item numbers (core/problemPath.ts).

export type DataPath = (string | number)[];

/**
 * Why a request was refused, where the status alone does not say it: the `reason` field of a refusal's answer.
 * `in-review`: a save (409) into a page whose change set waits for review, not a version conflict (nobody saved
 * over the draft); `removed`: a request (401) from a session ended because an administrator removed the person.
 */
export type RefusalReason = 'in-review' | 'removed';
