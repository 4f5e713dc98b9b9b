/**
 * Compiles the JSON Schemas in schema/ once (ajv, draft-07). Blocks are selected by their `type` through
 * ajv's discriminator, so a mistake in one block yields messages about that block only. The custom keyword
 * `x-kind` records values that point outside their file (links, assets, icons) for the cross-checks.
 */
import Ajv, { type ValidateFunction, type ErrorObject, type AnySchemaObject } from 'ajv';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reference } from './types.js';

export interface SchemaSet {
  validate(kind: string, data: unknown): { errors: ErrorObject[]; refs: Reference[] };
  /** The schema object stored under a relative file name, e.g. blocks/hero.schema.json. */
  schema(key: string): AnySchemaObject | undefined;
  blockTypes: string[];
  kinds: string[];
}

let collected: Reference[] = [];

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listSchemaFiles(full);
    return name.endsWith('.schema.json') ? [full] : [];
  });
}

/** Loads and compiles every schema under `schemaDir`. `kinds` are the top-level files: page, site, collections/<name>. */
export function loadSchemas(schemaDir: string): SchemaSet {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false, useDefaults: false, verbose: true });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    errors: false,
    validate(kind: Reference['kind'], value: unknown, _parent?: AnySchemaObject, cxt?: { instancePath: string }) {
      if (typeof value === 'string' && cxt) collected.push({ kind, value, path: pointerToPath(cxt.instancePath) });
      return true;
    },
  });
  const stored = new Map<string, AnySchemaObject>();
  for (const file of listSchemaFiles(schemaDir)) {
    const key = relative(schemaDir, file).split('\\').join('/');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
    stored.set(key, schema);
    ajv.addSchema(schema, key);
  }
  const kinds = [...stored.keys()].filter((k) => k === 'page.schema.json' || k === 'site.schema.json' || k.startsWith('collections/'))
    .map((k) => k.replace('.schema.json', ''));
  const compiled = new Map<string, ValidateFunction>();
  for (const kind of kinds) compiled.set(kind, ajv.getSchema(`${kind}.schema.json`)!);
  const blockTypes = [...stored.keys()].filter((k) => k.startsWith('blocks/')).map((k) => k.slice(7).replace('.schema.json', '')).sort();
  return {
    kinds,
    blockTypes,
    schema: (key) => stored.get(key),
    validate(kind, data) {
      const fn = compiled.get(kind);
      if (!fn) throw new Error(`no schema for ${kind}`);
      collected = [];
      fn(data);
      const refs = collected;
      collected = [];
      return { errors: fn.errors ?? [], refs };
    },
  };
}

export function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => {
    const seg = s.replace(/~1/g, '/').replace(/~0/g, '~');
    return /^\d+$/.test(seg) ? Number(seg) : seg;
  });
}
