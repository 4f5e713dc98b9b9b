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
 * otherwise compiles the code as before, and the cache is written again. It saves about a tenth of the CPU time
 * of validating a thousand pages (tests/unit/schema-code.test.ts checks that it is written and used).
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
/** Whether V8's code cache was there and used, there and not usable (another V8 or flags), or not there. */
export type CodeCacheState = 'used' | 'rejected' | 'none';
/** Schema files by key (path under schema/, e.g. blocks/hero.schema.json) with their text. */
export type SchemaTexts = Map<string, string>;

/**
 * The validators of one version of the schemas (generated code, cached on disk), and the values the `x-kind`
 * keywords of the running validator mark (`sink`, which the generated code calls).
 */
export class CompiledSchemas {
  readonly validators: Record<string, Validator>;
  readonly codeCache: CodeCacheState;
  private marked: MarkedValue[] = [];
  private codeCacheWritten: boolean;
  private readonly script: Script;
  private readonly codeCacheFile: string;

  constructor(texts: SchemaTexts, kinds: string[]) {
    const hash = hashOf(texts);
    const code = cachedCode(hash, () => generate(texts, kinds));
    this.codeCacheFile = join(SCHEMA_CACHE_DIR, `${hash}-v8-${process.versions.v8.replace(/[^\w.-]/g, '_')}.v8cache`);
    let cachedData: Buffer | undefined;
    try { cachedData = readFileSync(this.codeCacheFile); } catch { /* not cached yet */ }
    this.script = new Script(`(function (module, exports, require, formats, sink) {${code}\n})`, { filename: 'site-validators.cjs', cachedData });
    this.codeCache = cachedData === undefined ? 'none' : this.script.cachedDataRejected ? 'rejected' : 'used';
    this.codeCacheWritten = this.codeCache === 'used';
    const module = { exports: {} as Record<string, Validator> };
    const sink = { ref: (kind: string, value: string, pointer: string) => { this.marked.push([kind, value, pointer]); } };
    (this.script.runInThisContext() as (...args: unknown[]) => void)(module, module.exports, require, { email: EMAIL }, sink);
    this.validators = module.exports;
  }

  /** Validates `data` against the schema of `kind`; returns ajv's errors and the values marked by `x-kind`. */
  validate(kind: string, data: unknown): { errors: ErrorObject[]; marked: MarkedValue[] } {
    const fn = this.validators[kind];
    if (!fn) throw new Error(`no schema for ${kind}`);
    this.marked = [];
    fn(data);
    return { errors: fn.errors ?? [], marked: this.marked };
  }

  /**
   * Writes V8's code cache of the validators if it was missing or not usable, once they have run (so it holds the
   * functions they compiled). Called by loadContent when it is done; a failure to write only costs the next run.
   */
  saveCodeCache(): void {
    if (this.codeCacheWritten) return;
    this.codeCacheWritten = true;
    writeAtomically(this.codeCacheFile, this.script.createCachedData());
  }
}

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

/** The generated code of `hash`: read from the cache folder, or generated and written there. */
function cachedCode(hash: string, make: () => string): string {
  const file = join(SCHEMA_CACHE_DIR, `${hash}.cjs`);
  try { return readFileSync(file, 'utf8'); } catch { /* not cached yet */ }
  const code = make();
  if (writeAtomically(file, code)) prune();
  return code;
}

/** Writes a cache file through a temporary file; false when it cannot (a read-only checkout: no cache). */
function writeAtomically(file: string, data: string | Buffer): boolean {
  try {
    mkdirSync(SCHEMA_CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the ten newest generated files, and the V8 code caches of those only. */
function prune(): void {
  const files = readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.cjs')).map((f) => ({ f, t: statSync(join(SCHEMA_CACHE_DIR, f)).mtimeMs }));
  for (const { f } of files.sort((a, b) => b.t - a.t).slice(10)) rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
  const kept = new Set(readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.cjs')).map((f) => f.slice(0, -4)));
  for (const f of readdirSync(SCHEMA_CACHE_DIR).filter((f) => f.endsWith('.v8cache') && !kept.has(f.replace(/-v8-.*$/, '')))) rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
}
