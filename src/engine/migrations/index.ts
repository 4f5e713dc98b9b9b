/**
 * Every content migration, in order. The last step's `to` is the format version this code reads; the site
 * schema's `schemaVersion` const must equal it (tests/unit/migrations.test.ts checks both).
 *
 * To change a block's shape: change its schema, add a migration here (from = the current version), bump the
 * `schemaVersion` const in schema/site.schema.json, and run `npm run migrate` to upgrade pages/.
 */
import type { Migration } from './types.js';
import { mapTitleAndLabel } from './mapTitleAndLabel.js';
import { galleryOneSource } from './galleryOneSource.js';

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
