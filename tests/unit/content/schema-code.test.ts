/**
 * Schemas are compiled once per version (src/content/schemas.ts): the validators come from cached generated
 * code keyed by the schema files' contents, so a changed schema is compiled afresh, and the `x-kind` keyword
 * still reports links, files and icons with their data paths. V8's compiled code of them is cached too, and
 * a cache V8 cannot use is replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSchemas } from '../../../src/content/schemas';
import { repoRoot } from '../../fixtures/site';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'schema-code-'));
  cpSync(join(repoRoot, 'schema'), join(dir, 'schema'), { recursive: true });
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = {
  route: '/a',
  meta: { title: 'About us', description: 'A page about the company and its people.' },
  sections: [{ type: 'cta', id: 'next', title: 'Next', buttons: [{ label: 'Contact us', href: '/contact' }] }],
};

describe('compiled schemas', () => {
  it('validate a page and report the values that point outside it, with their paths', () => {
    const schemas = loadSchemas(join(dir, 'schema'));
    const { errors, refs } = schemas.validate('page', page);
    expect(errors).toEqual([]);
    expect(refs).toContainEqual(
      expect.objectContaining({ kind: 'link', value: '/contact', path: ['sections', 0, 'buttons', 0, 'href'] }),
    );
  });

  it('follow a changed schema file', () => {
    const file = join(dir, 'schema', 'page.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { required: string[] };
    schema.required = [...schema.required, 'owner'];
    writeFileSync(file, JSON.stringify(schema));
    const { errors } = loadSchemas(join(dir, 'schema')).validate('page', page);
    expect(errors.map((e) => [e.keyword, e.params])).toEqual([['required', { missingProperty: 'owner' }]]);
  });

  it("give ajv's verbose errors, with the schema of the failing value", () => {
    const { errors } = loadSchemas(join(repoRoot, 'schema')).validate('page', { ...page, layout: 'wide' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ keyword: 'enum', instancePath: '/layout', data: 'wide' });
    expect(errors[0].parentSchema).toMatchObject({ enum: expect.arrayContaining(['default']) as unknown });
  });
});

describe('the cache folder', () => {
  it("is the project's node_modules/.cache/site-schemas also when the module runs bundled into another folder, as the build runs it", async () => {
    // src/build/launch.mjs bundles the build into node_modules/.cache/scripts/<name>/: a folder at another depth.
    const out = join(repoRoot, 'node_modules/.cache', `schema-code-test-${process.pid}`, 'a', 'b');
    try {
      buildSync({
        entryPoints: [join(repoRoot, 'src/content/schemas.ts')],
        absWorkingDir: repoRoot,
        outdir: out,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
      });
      const bundled = (await import(pathToFileURL(join(out, 'schemas.mjs')).href)) as { SCHEMA_CACHE_DIR?: string };
      expect(bundled.SCHEMA_CACHE_DIR).toBe(join(repoRoot, 'node_modules/.cache/site-schemas'));
    } finally {
      rmSync(join(repoRoot, 'node_modules/.cache', `schema-code-test-${process.pid}`), {
        recursive: true,
        force: true,
      });
    }
  });
});

describe("V8's code cache of the validators", () => {
  const cacheDir = join(repoRoot, 'node_modules/.cache/site-schemas');
  let schemaDir: string;
  let made: string[] = [];
  beforeAll(() => {
    // A schema version of its own (a unique description), so this test's cache files are its own.
    schemaDir = join(dir, 'schema-v8');
    cpSync(join(repoRoot, 'schema'), schemaDir, { recursive: true });
    const file = join(schemaDir, 'page.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { description?: string };
    schema.description = `code cache test ${process.pid} ${Date.now()}`;
    writeFileSync(file, JSON.stringify(schema));
  });
  afterAll(() => {
    for (const f of made) rmSync(join(cacheDir, f), { force: true });
  });

  /**
   * Loads the schemas in a new process, validates a page, saves the code cache; returns what it found, and
   * whether ajv itself was loaded (only needed to compile the schemas).
   */
  function start(): { state: string; errors: number; ajv: boolean } {
    const script = `
      import { createRequire } from 'node:module';
      import { loadSchemas } from './src/content/schemas.ts';
      const schemas = loadSchemas(${JSON.stringify(schemaDir)});
      const state = schemas.codeCache;
      const { errors } = schemas.validate('page', ${JSON.stringify(page)});
      schemas.saveCodeCache();
      const ajv = Object.keys(createRequire(import.meta.url).cache).some((f) => f.endsWith('/node_modules/ajv/dist/ajv.js'));
      console.log(JSON.stringify({ state, errors: errors.length, ajv }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout.trim().split('\n').pop()!) as { state: string; errors: number; ajv: boolean };
  }
  const before = () => new Set(readdirSync(cacheDir));

  it('is written once the validators have run, and used by the next start (which does not load ajv)', () => {
    const old = before();
    expect(start()).toEqual({ state: 'none', errors: 0, ajv: true });
    made = readdirSync(cacheDir).filter((f) => !old.has(f));
    expect(made.some((f) => f.endsWith('.cjs'))).toBe(true);
    expect(made.some((f) => f.endsWith('.v8cache'))).toBe(true);
    expect(start()).toEqual({ state: 'used', errors: 0, ajv: false });
  });

  it('is compiled without, and written again, when V8 cannot use it', () => {
    const file = made.find((f) => f.endsWith('.v8cache'))!;
    writeFileSync(join(cacheDir, file), 'not a code cache');
    expect(start()).toEqual({ state: 'rejected', errors: 0, ajv: false });
    expect(start()).toEqual({ state: 'used', errors: 0, ajv: false });
  });
});
