/**
 * The JSON Schemas in schema/ (draft-07) as validators: blocks are chosen by their `type` (ajv's discriminator), the
 * keyword `x-kind` marks values that point outside their file, and ajv's generated code and V8's code cache of it are
 * kept in node_modules/.cache/site-schemas, keyed by the schemas and the ajv version.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { dirname, join } from 'node:path';
import type { AnySchemaObject, ErrorObject, KeywordCxt } from 'ajv';
import type { Reference } from './types.js';
import { filesUnder } from './files.js';
import { wordsRuleOf, type WordsRule } from '../contract/translation.js';

/** Bump when the generated code changes shape (options, keyword code), so old cache files are not used. */
const CODE_VERSION = 1;
const require = createRequire(import.meta.url);
/** The project's node_modules/.cache/site-schemas, found from ajv's folder (this module also runs bundled). */
export const SCHEMA_CACHE_DIR = join(dirname(require.resolve('ajv/package.json')), '..', '.cache', 'site-schemas');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
/** Schema files by key (path under schema/, e.g. blocks/hero.schema.json) with their text. */
type SchemaTexts = Map<string, string>;

/** A reference whose data path is worked out only when asked (for a message), from its JSON pointer. */
class MarkedRef implements Reference {
  constructor(
    readonly kind: Reference['kind'],
    readonly value: string,
    readonly pointer: string,
  ) {}
  get path(): (string | number)[] {
    return pointerToPath(this.pointer);
  }
}

/**
 * One version of the schemas: its validators, top-level kinds (page, site, translation, collections/<name>), block
 * types and which fields are words (for translations).
 */
export class SchemaSet {
  readonly kinds: string[];
  readonly blockTypes: string[];
  /** A hash of the schema files and of what compiles them (ajv's version, CODE_VERSION): this version's name. */
  readonly hash: string;
  /** Whether V8's code cache was there and used, there and not usable (another V8 or flags), or not there. */
  readonly codeCache: 'used' | 'rejected' | 'none';
  private readonly validators: Record<string, Validator>;
  private marked: Reference[] = [];
  private rule: WordsRule | undefined;
  private codeCacheWritten: boolean;
  private readonly script: Script;
  private readonly codeCacheFile: string;

  constructor(private readonly texts: SchemaTexts) {
    const keys = [...texts.keys()];
    this.kinds = keys
      .filter(
        (k) =>
          k === 'page.schema.json' ||
          k === 'site.schema.json' ||
          k === 'translation.schema.json' ||
          k.startsWith('collections/'),
      )
      .map((k) => k.replace('.schema.json', ''));
    this.blockTypes = keys
      .filter((k) => k.startsWith('blocks/'))
      .map((k) => k.slice(7).replace('.schema.json', ''))
      .sort();
    const hash = hashOf(texts);
    this.hash = hash;
    const code = cachedCode(hash, () => generate(texts, this.kinds));
    this.codeCacheFile = join(SCHEMA_CACHE_DIR, `${hash}-v8-${process.versions.v8.replace(/[^\w.-]/g, '_')}.v8cache`);
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(this.codeCacheFile);
    } catch {
      /* not cached yet */
    }
    this.script = new Script(`(function (module, exports, require, formats, sink) {${code}\n})`, {
      filename: 'site-validators.cjs',
      cachedData,
    });
    this.codeCache = cachedData === undefined ? 'none' : this.script.cachedDataRejected ? 'rejected' : 'used';
    this.codeCacheWritten = this.codeCache === 'used';
    const module = { exports: {} as Record<string, Validator> };
    const sink = {
      ref: (kind: Reference['kind'], value: string, pointer: string) => {
        this.marked.push(new MarkedRef(kind, value, pointer));
      },
    };
    (this.script.runInThisContext() as (...args: unknown[]) => void)(
      module,
      module.exports,
      require,
      { email: EMAIL },
      sink,
    );
    this.validators = module.exports;
  }

  /** Which fields of pages and of the site settings are words (src/contract/translation.ts), made when first asked. */
  get wordsRule(): WordsRule {
    this.rule ??= wordsRuleOf(Object.fromEntries([...this.texts].map(([k, text]) => [k, JSON.parse(text) as unknown])));
    return this.rule;
  }

  /** The schema stored under a relative file name, e.g. blocks/hero.schema.json (a fresh copy). */
  schema(key: string): AnySchemaObject | undefined {
    const text = this.texts.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as AnySchemaObject);
  }

  /** Validates `data` against the schema of `kind`; returns ajv's errors and the values marked by `x-kind`. */
  validate(kind: string, data: unknown): { errors: ErrorObject[]; refs: Reference[] } {
    const fn = this.validators[kind];
    if (!fn) throw new Error(`no schema for ${kind}`);
    this.marked = [];
    fn(data);
    return { errors: fn.errors ?? [], refs: this.marked };
  }

  /** Writes V8's code cache once the validators have run (so it holds what they compiled), if it was not usable. */
  saveCodeCache(): void {
    if (this.codeCacheWritten) return;
    this.codeCacheWritten = true;
    writeAtomically(this.codeCacheFile, this.script.createCachedData());
  }
}

/** Loads and compiles every *.schema.json under `schemaDir`; `previous` when they are the schemas it was made of. */
export function loadSchemas(schemaDir: string, previous?: SchemaSet): SchemaSet {
  const files = filesUnder(schemaDir).filter((file) => file.endsWith('.schema.json'));
  const texts = new Map(files.map((file) => [file, readFileSync(join(schemaDir, file), 'utf8')]));
  return previous?.hash === hashOf(texts) ? previous : new SchemaSet(texts);
}

function generate(texts: SchemaTexts, kinds: string[]): string {
  // ajv itself is loaded only to compile: cached code runs without it (loading it took 35 ms of every build).
  const { default: Ajv, _ } = require('ajv') as typeof import('ajv');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js'))
    .default;
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    useDefaults: false,
    verbose: true,
    code: { source: true, formats: _`formats` },
  });
  ajv.addFormat('email', EMAIL);
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    errors: false,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, it } = cxt;
      gen.if(_`typeof ${data} == "string"`, () =>
        gen.code(_`sink.ref(${schema}, ${data}, instancePath + ${it.errorPath})`),
      );
    },
  });
  // An annotation for translations (src/contract/translation.ts): `false` on a value that is never translated,
  // "date" on one that is not when its text is a date alone (src/contract/dates.ts).
  ajv.addKeyword({ keyword: 'x-words', schemaType: ['boolean', 'string'] });
  for (const [key, text] of texts) ajv.addSchema(JSON.parse(text) as object, key);
  return standaloneCode(ajv, Object.fromEntries(kinds.map((k) => [k, `${k}.schema.json`])));
}

function hashOf(texts: SchemaTexts): string {
  const hash = createHash('sha256').update(
    `${CODE_VERSION}\0${(require('ajv/package.json') as { version: string }).version}`,
  );
  for (const [key, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`\0${key}\0${text}`);
  return hash.digest('hex').slice(0, 24);
}

/** The generated code of `hash`: read from the cache folder, or generated and written there. */
function cachedCode(hash: string, make: () => string): string {
  const file = join(SCHEMA_CACHE_DIR, `${hash}.cjs`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    /* not cached yet */
  }
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
  const files = readdirSync(SCHEMA_CACHE_DIR)
    .filter((f) => f.endsWith('.cjs'))
    .map((f) => ({ f, t: statSync(join(SCHEMA_CACHE_DIR, f)).mtimeMs }));
  for (const { f } of files.sort((a, b) => b.t - a.t).slice(10)) rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
  const kept = new Set(
    readdirSync(SCHEMA_CACHE_DIR)
      .filter((f) => f.endsWith('.cjs'))
      .map((f) => f.slice(0, -4)),
  );
  for (const f of readdirSync(SCHEMA_CACHE_DIR).filter(
    (f) => f.endsWith('.v8cache') && !kept.has(f.replace(/-v8-.*$/, '')),
  ))
    rmSync(join(SCHEMA_CACHE_DIR, f), { force: true });
}

/** A JSON pointer (/sections/0/title) as a data path (['sections', 0, 'title']). */
export function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => {
      const seg = s.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^\d+$/.test(seg) ? Number(seg) : seg;
    });
}
