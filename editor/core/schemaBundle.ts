/**
 * The project's schemas (schema/**\/*.schema.json) as one JSON object the browser's form library can read:
 * every file becomes an entry of `definitions` under a key made from its path, and every `$ref` (relative file,
 * file plus fragment, or a file's own `#/definitions/...`) is rewritten to point into that object; `default`
 * becomes `x-default`, so the form shows a default without ever writing it into a file. Nothing else changes:
 * titles, descriptions, enums and examples reach the forms as written.
 *
 * The form library (react-jsonschema-form) resolves only local `#/...` references; this small adapter is why.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SchemaBundle } from '../contract/editing.js';

/** The definition key of a schema file path relative to schema/. */
export function keyOf(file: string): string {
  return file.replace(/\.schema\.json$/, '').replace(/[^a-zA-Z0-9]+/g, '_');
}

function schemaFiles(dir: string, base = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = base ? `${base}/${name}` : name;
      if (statSync(join(dir, name)).isDirectory()) return schemaFiles(join(dir, name), rel);
      return name.endsWith('.schema.json') ? [rel] : [];
    });
}

/** Rewrites one `$ref` found in `file` into a local reference of the bundle. */
export function rewriteRef(ref: string, file: string): string {
  const [target, fragment = ''] = ref.split('#');
  const path = target ? posix.normalize(posix.join(posix.dirname(file), target)) : file;
  return `#/definitions/${keyOf(path)}${fragment}`;
}

function rewrite(value: unknown, file: string, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, file, false));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') out[k] = rewriteRef(v, file);
    else if (k === 'default') out['x-default'] = v;
    else if ((k === '$schema' || k === '$id') && top) continue;
    else out[k] = rewrite(v, file, false);
  }
  return out;
}

/** Reads and bundles every schema under `schemaDir`. */
export function bundleSchemas(schemaDir: string): SchemaBundle {
  const definitions: Record<string, Record<string, unknown>> = {};
  const keys: Record<string, string> = {};
  for (const file of schemaFiles(schemaDir)) {
    keys[file] = keyOf(file);
    definitions[keyOf(file)] = rewrite(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')), file, true) as Record<
      string,
      unknown
    >;
  }
  const section = JSON.parse(readFileSync(join(schemaDir, 'section.schema.json'), 'utf8')) as {
    oneOf: { $ref: string }[];
  };
  const blocks = section.oneOf.map(({ $ref }) => {
    const file = posix.normalize($ref);
    return { type: file.replace(/^blocks\//, '').replace(/\.schema\.json$/, ''), key: keyOf(file) };
  });
  return { root: { definitions }, keys, blocks };
}

/** The schema files as written, by their path under schema/ (blocks/hero.schema.json): what the words rule reads. */
export function rawSchemas(schemaDir: string): Record<string, unknown> {
  return Object.fromEntries(
    schemaFiles(schemaDir).map((file) => [file, JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as unknown]),
  );
}
