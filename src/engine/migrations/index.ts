/**
 * Content migrations: the contract of a step, every step in order (the last `to` is the format version this code
 * reads, equal to the site schema's `schemaVersion` const), and what validation says about another version.
 * To change a block's shape: change its schema, add a migration here (from = the current version), bump the
 * `schemaVersion` const in schema/site.schema.json, and run `npm run migrate` to upgrade pages/.
 */
import type { Document, Node, Pair, Scalar, YAMLMap } from 'yaml';
import { mapTitleAndLabel } from './mapTitleAndLabel.js';
import { galleryOneSource } from './galleryOneSource.js';

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

export const migrations: readonly Migration[] = [mapTitleAndLabel, galleryOneSource];

/** The content format version this code reads. Version 1 is the first versioned format. */
export const CURRENT_VERSION = migrations.length ? migrations[migrations.length - 1].to : 1;

/** The steps that take content from version `from` to the last version of `list`, in order. */
export function migrationsFrom(from: number, list: readonly Migration[] = migrations): Migration[] {
  return list.filter((m) => m.from >= from);
}

/** In words, for messages: `"map-title-and-label" (1 → 2)`. */
export function describeSteps(steps: readonly Migration[]): string {
  return steps.map((m) => `"${m.name}" (${m.from} → ${m.to})`).join(', ');
}

/** What validation says of a `schemaVersion` this code does not read: what to run, or that the code is old. */
export function versionMessage(found: unknown): { message: string; hint: string } {
  if (typeof found !== 'number' || !Number.isInteger(found) || found < 1) {
    return { message: `must be ${CURRENT_VERSION}, found ${JSON.stringify(found)}`, hint: `Write schemaVersion: ${CURRENT_VERSION}; the number is only changed by npm run migrate.` };
  }
  if (found > CURRENT_VERSION) {
    return {
      message: `the content is at version ${found}, newer than this code knows (version ${CURRENT_VERSION})`,
      hint: 'Update the code (git pull) to the version the content was written for; do not lower the number by hand.',
    };
  }
  const steps = migrationsFrom(found);
  return {
    message: `the content is at version ${found}; this code reads version ${CURRENT_VERSION}`,
    hint: `Run \`npm run migrate\`: it applies the migration${steps.length === 1 ? '' : 's'} ${describeSteps(steps)} to every file under pages/, keeping your comments. Messages about other files may be fixed by it too.`,
  };
}
