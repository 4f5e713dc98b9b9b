/**
 * The forms' validators compiled ahead of time, so the team editor's page runs under a policy without
 * 'unsafe-eval' (react-jsonschema-form's own validator compiles the schemas into functions as the page runs).
 *
 * Every level the editor shows as a form (the page, site or collection file, or one block) is a root schema
 * `{ $ref: '#/definitions/<key>', definitions }` of the bundle (editor/core/schemaBundle.ts). For each, the form
 * library's parser lists the schemas the form will check data against; they are compiled once, with the library's
 * own ajv settings and the same references to the bundle as its runtime validator makes (`__rjsf_rootSchema#...`),
 * into one ajv standalone module, bundled by esbuild with ajv's small runtime helpers into one browser module
 * whose exports are keyed by the library's schema hashes (what `createPrecompiledValidator` looks up).
 */
import { createHash } from 'node:crypto';
import { hashForSchema, ROOT_SCHEMA_PREFIX, schemaParser, withIdRefPrefix, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { SchemaBundle } from '../../contract/editing.js';

/** The root schema of the form for one level, exactly as the editor's form (LevelForm.tsx) makes it. */
export function levelRoot(definitions: SchemaBundle['root']['definitions'], key: string): RJSFSchema {
  return { $ref: `#/definitions/${key}`, definitions } as RJSFSchema;
}

/** Keywords under which the form library checks data against a part of a schema (`if`, the options of a choice). */
const CHOICES = ['if', 'oneOf', 'anyOf', 'dependencies'];

/** Every object in `value` that has one of CHOICES, each once (the schemas are a tree of plain JSON). */
function choiceNodes(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) choiceNodes(v, found);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (CHOICES.some((k) => k in node)) found.push(node);
    for (const v of Object.values(node)) choiceNodes(v, found);
  }
  return found;
}

/**
 * The schemas the forms check data against, by the library's hash: each level's root, and what the library's
 * parser finds at each choice of the bundle. The parser is run on each choice alone (its fields taken off, they
 * have their own turn): run on a whole level, it does not finish on a schema that contains itself (catalogue).
 */
export function formSchemas(definitions: SchemaBundle['root']['definitions']): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const key of Object.keys(definitions)) {
    schemas.set(hashForSchema(levelRoot(definitions, key)), {
      // The level's root points into the bundle, added once, rather than carrying all its definitions.
      $ref: `${ROOT_SCHEMA_PREFIX}#/definitions/${key}`,
    });
  }
  for (const node of choiceNodes(definitions)) {
    const { properties: _p, items: _i, additionalProperties: _a, ...choice } = node;
    const root = { ...choice, definitions } as RJSFSchema;
    const rootHash = hashForSchema(root);
    for (const [hash, schema] of Object.entries(schemaParser(root))) {
      if (hash !== rootHash && !schemas.has(hash)) schemas.set(hash, withIdRefPrefix(schema) as object);
    }
  }
  return schemas;
}

/** The ajv standalone source (ES module, importing ajv's runtime helpers) of the forms' validators. */
export function formValidatorsSource(definitions: SchemaBundle['root']['definitions']): string {
  const schemas = formSchemas(definitions);
  // The form library's own ajv settings and formats (its runtime validator's), made to write code.
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, esm: true, lines: false } });
  ajv.addSchema({ definitions } as object, ROOT_SCHEMA_PREFIX);
  for (const [hash, schema] of schemas) ajv.addSchema({ ...schema, $id: hash }, hash);
  const hashes = [...schemas.keys()];
  // Export names must be names; the map the form library looks functions up in is keyed by hash.
  const code = standaloneCode(ajv, Object.fromEntries(hashes.map((h, i) => [`v${i}`, h])));
  return `${code}\nexport const validators = {${hashes.map((h, i) => `${JSON.stringify(h)}: v${i}`).join(', ')}};\n`;
}

/** The validators as one browser module (no imports left), and a short hash of it for its address. */
export async function formValidatorsModule(
  definitions: SchemaBundle['root']['definitions'],
  projectRoot: string,
): Promise<{ code: string; hash: string }> {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: { contents: formValidatorsSource(definitions), resolveDir: projectRoot, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 16) };
}
