/**
 * The validators' code, generated once per version of the schemas. Compiling every schema with ajv costs about
 * half a second of CPU, more than validating a thousand pages, so the code ajv generates (ajv "standalone"
 * code) is kept in node_modules/.cache/site-schemas/<hash>.cjs, keyed by the schema files' contents and the ajv
 * version, and later runs only evaluate it (a few milliseconds). A changed schema has a new hash, so it is
 * compiled afresh; an unwritable cache only costs the compile.
 *
 * The code exports one validator per kind (page, site, collections/<name>). The custom keyword `x-kind` is
 * compiled to a call `sink.ref(kind, value, instancePath)`; `collectRefs` gathers those calls for one run.
 */
import Ajv, { _, type KeywordCxt } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv';

/** Bump when the generated code changes shape (options, keyword code), so old cache files are not used. */
const CODE_VERSION = 1;
const require = createRequire(import.meta.url);
const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.cache', 'site-schemas');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
/** A value the `x-kind` keyword marked: its kind (link, asset, icon, html), the value and its JSON pointer. */
export type MarkedValue = [kind: string, value: string, pointer: string];

let marked: MarkedValue[] = [];
const sink = { ref: (kind: string, value: string, pointer: string) => { marked.push([kind, value, pointer]); } };

/** Runs a validator and returns the values its `x-kind` keywords marked. */
export function collectRefs(run: () => void): MarkedValue[] {
  marked = [];
  run();
  const out = marked;
  marked = [];
  return out;
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
const ucs2length = (require('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }).default;
/** ajv's string length in code points, without its per-character loop for the (usual) text without surrogates. */
const stringLength = (s: string): number => (HIGH_SURROGATE.test(s) ? ucs2length(s) : s.length);

/** The validators exported by generated code: CommonJS whose free names are `formats` and `sink`. */
function evaluate(code: string): Record<string, Validator> {
  const module = { exports: {} as Record<string, Validator> };
  const runtime = (id: string): unknown => (id === 'ajv/dist/runtime/ucs2length' ? { default: stringLength } : require(id));
  new Function('module', 'exports', 'require', 'formats', 'sink', code)(module, module.exports, runtime, { email: EMAIL }, sink);
  return module.exports;
}

/** Schema files by key (path under schema/, e.g. blocks/hero.schema.json) with their text. */
export type SchemaTexts = Map<string, string>;

function generate(texts: SchemaTexts, kinds: string[]): string {
  const ajv = new Ajv({
    allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false, useDefaults: false, verbose: true,
    code: { source: true, formats: _`formats` },
  });
  ajv.addFormat('email', EMAIL);
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    errors: false,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, it } = cxt;
      gen.if(_`typeof ${data} == "string"`, () => gen.code(_`sink.ref(${schema}, ${data}, instancePath + ${it.errorPath})`));
    },
  });
  for (const [key, text] of texts) ajv.addSchema(JSON.parse(text) as object, key);
  return standaloneCode(ajv, Object.fromEntries(kinds.map((k) => [k, `${k}.schema.json`])));
}

function hashOf(texts: SchemaTexts): string {
  const hash = createHash('sha256').update(`${CODE_VERSION}\0${(require('ajv/package.json') as { version: string }).version}`);
  for (const [key, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`\0${key}\0${text}`);
  return hash.digest('hex').slice(0, 24);
}

const loaded = new Map<string, Record<string, Validator>>();

/** The validators for these schemas: already loaded, read from the cache, or generated and cached. */
export function validatorsFor(texts: SchemaTexts, kinds: string[]): Record<string, Validator> {
  const hash = hashOf(texts);
  const known = loaded.get(hash);
  if (known) return known;
  const file = join(cacheDir, `${hash}.cjs`);
  let code: string | undefined;
  try { code = readFileSync(file, 'utf8'); } catch { /* not cached yet */ }
  if (code === undefined) {
    code = generate(texts, kinds);
    try {
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, code);
      renameSync(tmp, file);
      prune();
    } catch { /* a read-only checkout: compile every time */ }
  }
  const validators = evaluate(code);
  loaded.set(hash, validators);
  return validators;
}

/** Keeps the ten newest cache files. */
function prune(): void {
  const files = readdirSync(cacheDir).filter((f) => f.endsWith('.cjs')).map((f) => ({ f, t: statSync(join(cacheDir, f)).mtimeMs }));
  for (const { f } of files.sort((a, b) => b.t - a.t).slice(10)) rmSync(join(cacheDir, f), { force: true });
}
