/**
 * The JSON Schemas in schema/ (draft-07), compiled once: ajv's generated code is cached per version of the
 * schemas (see schemaCode.ts). Blocks are selected by their `type` through ajv's discriminator, so a mistake in
 * one block yields messages about that block only. The custom keyword `x-kind` records values that point
 * outside their file (links, assets, icons) for the cross-checks.
 */
import type { ErrorObject, AnySchemaObject } from 'ajv';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledSchemas, type CodeCacheState, type SchemaTexts } from './schemaCode.js';
import type { Reference } from './types.js';

export interface SchemaSet {
  validate(kind: string, data: unknown): { errors: ErrorObject[]; refs: Reference[] };
  /** The schema object stored under a relative file name, e.g. blocks/hero.schema.json. */
  schema(key: string): AnySchemaObject | undefined;
  blockTypes: string[];
  kinds: string[];
  /** Whether V8's code cache of the validators was used (schemaCode.ts). */
  codeCache: CodeCacheState;
  /** Writes V8's code cache of the validators if it was missing, once they have run. */
  saveCodeCache(): void;
}

/** A reference whose data path is worked out only when asked (for a message), from its JSON pointer. */
class MarkedRef implements Reference {
  constructor(readonly kind: Reference['kind'], readonly value: string, private readonly pointer: string) {}
  get path(): (string | number)[] { return pointerToPath(this.pointer); }
}

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

/** Loads every schema under `schemaDir`. `kinds` are the top-level files: page, site, collections/<name>. */
export function loadSchemas(schemaDir: string): SchemaSet {
  const texts = readSchemaFiles(schemaDir);
  const parsed = new Map([...texts].map(([key, text]) => [key, JSON.parse(text) as AnySchemaObject]));
  const kinds = [...texts.keys()].filter((k) => k === 'page.schema.json' || k === 'site.schema.json' || k.startsWith('collections/'))
    .map((k) => k.replace('.schema.json', ''));
  const compiled = new CompiledSchemas(texts, kinds);
  const blockTypes = [...texts.keys()].filter((k) => k.startsWith('blocks/')).map((k) => k.slice(7).replace('.schema.json', '')).sort();
  return {
    kinds,
    blockTypes,
    schema: (key) => parsed.get(key),
    codeCache: compiled.codeCache,
    saveCodeCache: () => compiled.saveCodeCache(),
    validate(kind, data) {
      const { errors, marked } = compiled.validate(kind, data);
      return { errors, refs: marked.map(([k, value, pointer]) => new MarkedRef(k as Reference['kind'], value, pointer)) };
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
