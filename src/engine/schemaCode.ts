/**
 * The validators' code, generated once per version of the schemas. Compiling every schema with ajv costs about
 * half a second of CPU, more than validating a thousand pages, so the code ajv generates (ajv "standalone"
 * code) is kept in node_modules/.cache/site-schemas/<hash>.cjs, keyed by the schema files' contents and the ajv
 * version, and later runs only evaluate it. A changed schema has a new hash, so it is compiled afresh; an
 * unwritable cache only costs the compile.
 *
 * That code is about 1 MB of JavaScript, which V8 parses on every start and compiles function by function as the
 * validators first run: a fifth of the time it takes to validate a thousand pages. So V8's own code cache of it
 * is kept too (<hash>-v8-<V8 version>.v8cache), written once the validators have run (saveCodeCache, called
 * by loadContent) so it holds the functions they compiled; V8 checks that it fits (its version and flags) and
 * otherwise compiles the code as before, and the cache is written again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { dirname, join } from 'node:path';
import type { ErrorObject, KeywordCxt } from 'ajv';

/** Bump when the generated code changes shape (options, keyword code), so old cache files are not used. */
const CODE_VERSION = 1;
const require = createRequire(import.meta.url);
/**
 * The project's node_modules/.cache/site-schemas, found from the node_modules folder ajv is installed in: this
 * module also runs bundled into another folder (scripts/launch.mjs keeps the build's bundle under
 * node_modules/.cache/scripts/), where a path relative to its own file pointed elsewhere and the build kept a
 * cache of its own, compiling the schemas once more after `npm run validate` had.
 */
export const SCHEMA_CACHE_DIR = join(dirname(require.resolve('ajv/package.json')), '..', '.cache', 'site-schemas');

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

/** Whether V8's code cache was there and used, there and not usable (another V8 or flags), or not there. */
export type CodeCacheState = 'used' | 'rejected' | 'none';

interface Evaluated {
  validators: Record<string, Validator>;
  codeCache: CodeCacheState;
  /** V8's code cache of the code as it is compiled now (the functions that ran so far included). */
  createCodeCache(): Buffer;
}

/**
 * The validators exported by generated code (CommonJS whose free names are `formats` and `sink`), compiled with
 * V8's code cache `cachedData` when given.
 */
function evaluate(code: string, cachedData?: Buffer): Evaluated {
  const module = { exports: {} as Record<string, Validator> };
  const runtime = (id: string): unknown => (id === 'ajv/dist/runtime/ucs2length' ? { default: stringLength } : require(id));
  const script = new Script(`(function (module, exports, require, formats, sink) {${code}\n})`, { filename: 'site-validators.cjs', cachedData });
  (script.runInThisContext() as (...args: unknown[]) => void)(module, module.exports, runtime, { email: EMAIL }, sink);
  return {
    validators: module.exports,
    codeCache: cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used',
    createCodeCache: () => script.createCachedData(),
  };
}

/** Schema files by key (path under schema/, e.g. blocks/hero.schema.json) with their text. */
export type SchemaTexts = Map<string, string>;

function generate(texts: SchemaTexts, kinds: string[]): string {
  // ajv itself is loaded only to compile: cached code runs without it (loading it took 35 ms of every build).
  const { default: Ajv, _ } = require('ajv') as typeof import('ajv');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
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
/** V8 code caches to write once the validators have run (by file), and the state of the last one read. */
const pendingCodeCaches = new Map<string, Evaluated>();
let lastCodeCache: CodeCacheState = 'none';

/** The file of V8's code cache of the validators of `hash`, for this V8. */
function codeCacheFile(hash: string): string {
  return join(SCHEMA_CACHE_DIR, `${hash}-v8-${process.versions.v8.replace(/[^\w.-]/g, '_')}.v8cache`);
}

/** Whether the validators loaded last came with a usable V8 code cache (for tests and the benchmark). */
export function lastCodeCacheState(): CodeCacheState {
  return lastCodeCache;
}

/**
 * Writes V8's code cache of validators that were loaded without a usable one, now that they have run (so it
 * holds the functions they compiled). Called by loadContent when it is done; a failure to write only costs
 * the next run its compile.
 */
export function saveCodeCache(): void {
  for (const [file, evaluated] of pendingCodeCaches) {
    try {
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, evaluated.createCodeCache());
      renameSync(tmp, file);
    } catch { /* a read-only checkout */ }
  }
  pendingCodeCaches.clear();
}

/** The validators for these schemas: already loaded, read from the cache, or generated and cached. */
export function validatorsFor(texts: SchemaTexts, kinds: string[]): Record<string, Validator> {
  const hash = hashOf(texts);
  const known = loaded.get(hash);
  if (known) return known;
  const file = join(SCHEMA_CACHE_DIR, `${hash}.cjs`);
  let code: string | undefined;
  try { code = readFileSync(file, 'utf8'); } catch { /* not cached yet */ }
  if (code === undefined) {
    code = generate(texts, kinds);
    try {
      mkdirSync(SCHEMA_CACHE_DIR, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, code);
      renameSync(tmp, file);
      prune();
    } catch { /* a read-only checkout: compile every time */ }
  }
  const v8File = codeCacheFile(hash);
  let cachedData: Buffer | undefined;
  try { cachedData = readFileSync(v8File); } catch { /* not cached yet */ }
  const evaluated = evaluate(code, cachedData);
  lastCodeCache = evaluated.codeCache;
  if (evaluated.codeCache !== 'used') pendingCodeCaches.set(v8File, evaluated);
  loaded.set(hash, evaluated.validators);
  return evaluated.validators;
}

/** Keeps the ten newest generated files, and the V8 code caches of those only. */
function prune(): void {
  const files = readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.cjs')).map((f) => ({ f, t: statSync(join(SCHEMA_CACHE_DIR, f)).mtimeMs }));
  for (const { f } of files.sort((a, b) => b.t - a.t).slice(10)) rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
  const kept = new Set(readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.cjs')).map((f) => f.slice(0, -4)));
  for (const f of readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.v8cache') && !kept.has(f.replace(/-v8-.*$/, '')))) rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
}
