/**
 * `npm run gen`: writes the files derived from the schemas: schema/section.schema.json (the union of the blocks)
 * and src/generated/content.ts (TypeScript types for the content); and src/generated/blocks.ts, every block's
 * declaration (src/blocks/<Name>/block.ts) for the code that runs without Vite (content checks, build).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { projectRoot } from '../src/common/projectPaths.js';

const schemaDir = join(projectRoot, 'schema');

export function blockTypes(): string[] {
  return readdirSync(join(schemaDir, 'blocks'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace('.schema.json', ''))
    .sort();
}

function sectionSchema(): string {
  const types = blockTypes();
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Section',
    description:
      'One block of a page. `type` names the block; the other fields depend on it (see docs or hover a field).',
    type: 'object',
    required: ['type'],
    discriminator: { propertyName: 'type' },
    oneOf: types.map((t) => ({ $ref: `blocks/${t}.schema.json` })),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** The TypeScript name of each block schema's type, by the schema's title: `faq` → FaqBlock. */
function typeNamesByTitle(): Map<string, string> {
  return new Map(
    blockTypes().map((type) => {
      const { title } = JSON.parse(readFileSync(join(schemaDir, 'blocks', `${type}.schema.json`), 'utf8')) as {
        title: string;
      };
      return [title, `${type[0]!.toUpperCase()}${type.slice(1)}Block`] as const;
    }),
  );
}

const readSchemaFile = (url: string): unknown =>
  JSON.parse(readFileSync(url.startsWith('file:') ? fileURLToPath(url) : url, 'utf8'));

/** Where a schema holds the schemas of its map's entries and of its choices (whose titles are labels for people). */
const FIELD_SCHEMAS = new Set(['additionalProperties', 'oneOf', 'anyOf']);
/** Where a schema holds data, not schemas. */
const DATA = new Set(['examples', 'default', 'const', 'enum']);

/**
 * `schema` without the titles of its fields, entries and choices: each is a label for people (the editor shows
 * it), so the types keep their shape instead of a named type per label. The titles of whole schemas and
 * definitions (a block's name) stay.
 */
function withoutFieldTitles(schema: unknown, isField = false): unknown {
  if (Array.isArray(schema)) return schema.map((x) => withoutFieldTitles(x, isField));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isField && key === 'title') continue;
    out[key] = DATA.has(key)
      ? value
      : key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFieldTitles(v, true)]))
        : withoutFieldTitles(value, FIELD_SCHEMAS.has(key));
  }
  return out;
}

async function contentTypes(): Promise<string> {
  const blockTypeNames = typeNamesByTitle();
  const rootSchema = {
    title: 'Content',
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { $ref: 'page.schema.json' },
      site: { $ref: 'site.schema.json' },
      blog: { $ref: 'collections/blog.schema.json' },
    },
  };
  const ts = await compile(rootSchema as never, 'Content', {
    cwd: schemaDir,
    bannerComment: '/* Generated from schema/ by `npm run gen`. Do not edit by hand. */',
    additionalProperties: false,
    declareExternallyReferenced: true,
    // minItems is checked by ajv; as TypeScript tuples it only repeated each item type (`[T, ...T[]]`).
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
    style: { singleQuote: true },
    // A block schema's title is its name for people (the editor shows it); its type's name comes from its file.
    customName: (schema) => (typeof schema.title === 'string' ? blockTypeNames.get(schema.title) : undefined),
    // A field's title is its label in the editor; the types keep their shape, not a type per label.
    $refOptions: {
      resolve: { file: { read: (file: { url: string }) => withoutFieldTitles(readSchemaFile(file.url)) } },
    },
  });
  return dedupe(ts);
}

/**
 * json-schema-to-typescript declares a referenced schema again (Link1, Link2, ...) wherever a $ref carries its
 * own description. The copies differ only in comments, so they are folded back into the first declaration.
 */
function dedupe(ts: string): string {
  const blocks = ts.split(/\n(?=\/\*\*\n|export )/);
  const declared = new Set(
    blocks.map((b) => /export (?:interface|type) (\w+)/.exec(b)?.[1]).filter(Boolean) as string[],
  );
  const copy = (name: string) => /^(.*\D)\d+$/.exec(name)?.[1];
  const kept: string[] = [];
  let pendingDoc = '';
  for (const b of blocks) {
    if (b.startsWith('/**') && !b.includes('export ')) {
      pendingDoc = b;
      continue;
    }
    const name = /export (?:interface|type) (\w+)/.exec(b)?.[1];
    const base = name ? copy(name) : undefined;
    if (!(base && declared.has(base))) kept.push(pendingDoc ? `${pendingDoc}\n${b}` : b);
    pendingDoc = '';
  }
  return kept.join('\n').replace(/\b([A-Z]\w*\D)\d+\b/g, (m, base: string) => (declared.has(base) ? base : m));
}

/** The folders of src/blocks/ that hold a block.ts. */
export function blockFolders(): string[] {
  const dir = join(projectRoot, 'src/blocks');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'block.ts')))
    .map((d) => d.name)
    .sort();
}

/**
 * src/generated/blocks.ts: every block.ts, imported by name, as one list. The browser collects them with Vite's
 * import.meta.glob (src/render/blocks.ts); Node (the content checks, the build, tests) has no glob, so reads this.
 */
function blocksModule(): string {
  const folders = blockFolders();
  return [
    '/* Generated from src/blocks/<Name>/block.ts by `npm run gen`. Do not edit by hand. */',
    "import { declared, type DeclaredBlock } from '../contract/blockDeclaration';",
    ...folders.map((name) => `import * as ${name}Block from '../blocks/${name}/block';`),
    '',
    "/** Every block's declaration and facts, in the order of their folders' names. */",
    'export const declaredBlocks: readonly DeclaredBlock[] = [',
    ...folders.map((name) => `  declared(${name}Block),`),
    '];',
    '',
  ].join('\n');
}

/** Every generated file and how to make it, in order: the types are compiled from the section schema on disk. */
export const generated: [file: string, make: () => string | Promise<string>][] = [
  [join(schemaDir, 'section.schema.json'), sectionSchema],
  [join(projectRoot, 'src/generated/content.ts'), contentTypes],
  [join(projectRoot, 'src/generated/blocks.ts'), blocksModule],
];

/** Writes `text` to `file` unless the file holds it already, and prints which (`wrote` or `unchanged`). */
export function writeIfChanged(file: string, text: string): void {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (old !== text) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`${old === text ? 'unchanged' : 'wrote'} ${relative(projectRoot, file)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [file, make] of generated) writeIfChanged(file, await make());
}
