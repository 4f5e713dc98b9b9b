/**
 * Content migrations: every step in order (the last `to` is the format version this code reads, equal to the site
 * schema's `schemaVersion` const) and what validation says about another version. The contract of a step is in
 * types.ts, so no step imports this registry.
 * To change a block's shape: change its schema, add a migration here (from = the current version), bump the
 * `schemaVersion` const in schema/site.schema.json, and run `npm run migrate` to upgrade pages/.
 */
import type { Migration } from './types.js';
import { mapTitleAndLabel } from './mapTitleAndLabel.js';
import { galleryOneSource } from './galleryOneSource.js';

export type { Migration, MigrationEdit, MigrationNote } from './types.js';

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
    return {
      message: `must be ${CURRENT_VERSION}, found ${JSON.stringify(found)}`,
      hint: `Write schemaVersion: ${CURRENT_VERSION}; the number is only changed by npm run migrate.`,
    };
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
