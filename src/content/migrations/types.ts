/** The contract of a content migration step. Its own module, so the steps and the registry (index.ts) both import it
 * and no step imports the registry. */
import type { Document, Node, Pair, Scalar, YAMLMap } from 'yaml';

export interface Migration {
  /** A short name editors see in messages and in `npm run migrate` output, e.g. "map-title-and-label". */
  name: string;
  /** The version the content is at before this step, and after it (always from + 1). */
  from: number;
  to: number;
  /** What changes for an editor, in plain words. */
  description: string;
  /** Rewrites one file in place. Called for every file under pages/ (the site file included). */
  migrate(doc: Document.Parsed, edit: MigrationEdit): void;
}

/**
 * Changes a migration makes through these helpers are applied to the original text as well, so the rest of the
 * file keeps its exact layout (line breaks, quotes, blank lines); every change is also listed for the editor.
 */
export interface MigrationEdit {
  /** Renames the key of a field, keeping its value, comments and place. */
  renameKey(pair: Pair<Scalar, unknown>, name: string): void;
  /** Removes a field (key and value, with its lines) from a map. */
  removePair(map: YAMLMap, pair: Pair<Scalar, unknown>): void;
  /** Records a change in words at a node's line, e.g. `section "office-map" (map): "heading" is now "title"`. */
  note(node: Node, what: string): void;
}

/** One change, as `npm run migrate` prints it. */
export interface MigrationNote {
  file: string;
  line: number;
  migration: string;
  what: string;
}
