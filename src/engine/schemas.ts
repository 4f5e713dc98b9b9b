/**
 * The JSON Schemas in schema/ (draft-07), compiled once per version of the schemas (schemaCode.ts). Blocks are
 * selected by their `type` through ajv's discriminator, so a mistake in one block yields messages about that block
 * only. The custom keyword `x-kind` records values that point outside their file (links, assets, icons).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledSchemas, type SchemaTexts } from './schemaCode.js';

export type SchemaSet = CompiledSchemas;

/** Every *.schema.json under `dir`, by its path relative to `base` with forward slashes. */
function readSchemaFiles(dir: string, base = '', out: SchemaTexts = new Map()): SchemaTexts {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const key = base ? `${base}/${entry.name}` : entry.name;
    const full = join(dir, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory())) readSchemaFiles(full, key, out);
    else if (entry.name.endsWith('.schema.json')) out.set(key, readFileSync(full, 'utf8'));
  }
  return out;
}

/** Loads and compiles every schema under `schemaDir`. */
export function loadSchemas(schemaDir: string): SchemaSet {
  return new CompiledSchemas(readSchemaFiles(schemaDir));
}
