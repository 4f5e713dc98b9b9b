/** `npm run docs`: writes docs/blocks.md, the block reference for editors, from the schemas and their $refs. */
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { blockTypes, writeIfChanged } from './gen.js';
import { projectRoot } from '../src/common/projectPaths.js';

const schemaDir = join(projectRoot, 'schema');
export const docsFile = join(projectRoot, 'docs/blocks.md');
/** The reference's opening (what the file is, how to read the tables), in Markdown. */
const introFile = join(projectRoot, 'cli/docs-intro.md');

type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  title?: string;
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  not?: Schema;
  examples?: unknown[];
  'x-kind'?: string;
};

/** A schema node together with the file it sits in (its $refs are relative to that file). */
interface Node {
  schema: Schema;
  file: string;
  ref?: string;
}

export interface FieldRow {
  name: string;
  type: string;
  required: string;
  default: string;
  allowed: string;
  description: string;
}

/**
 * Fields that an object needs only in some cases, from its simple if/then rules, in words: "when searchable is
 * true", "when initialCount is set", "when subsections is left out". More complex rules stay in the descriptions.
 */
function conditions(schema: Schema): Map<string, string> {
  const found = new Map<string, string>();
  for (const { if: test, then } of [schema, ...(schema.allOf ?? [])]) {
    if (!test || !then?.required) continue;
    let words: string | undefined;
    const negated = test.not;
    if (negated?.required?.length === 1 && Object.keys(negated).length === 1)
      words = `when \`${negated.required[0]}\` is left out`;
    else if (test.required?.length === 1) {
      const key = test.required[0];
      const value = test.properties?.[key]?.const;
      words = value === undefined ? `when \`${key}\` is set` : `when \`${key}\` is ${code(value)}`;
    }
    if (words)
      for (const key of then.required)
        found.set(key, found.has(key) ? `${found.get(key)} or ${words.slice(5)}` : words);
  }
  return found;
}

const load = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Schema;

/** Follows a $ref (and a chain of them); the referring node's own description and default win. */
function deref(node: Node): Node {
  const { schema, file } = node;
  if (!schema.$ref) return node;
  const [path, pointer = ''] = schema.$ref.split('#');
  const target = path ? resolve(dirname(file), path) : file;
  let s: unknown = load(target);
  for (const part of pointer.split('/').filter(Boolean)) s = (s as Record<string, unknown>)[part];
  const { $ref: _ref, ...overrides } = schema;
  const inner = deref({ schema: s as Schema, file: target });
  return { schema: { ...inner.schema, ...overrides }, file: inner.file, ref: `${target}#${pointer}` };
}

/** True when the node is a $ref to the whole schema file schema/<name> (not to something inside it). */
const isFile = (n: Node, name: string) => n.ref === `${join(schemaDir, name)}#`;
const isSection = (n: Node) => isFile(n, 'section.schema.json');
const isIcon = (n: Node) => n.schema['x-kind'] === 'icon';
const isDef = (n: Node, name: string) => n.ref === `${join(schemaDir, 'defs/common.schema.json')}#/definitions/${name}`;

/** The kind of value in plain words: [singular, plural]. */
function noun(n: Node): [string, string] {
  const s = n.schema;
  if (isSection(n)) return ['block', 'blocks'];
  if (isIcon(n)) return ['icon name', 'icon names'];
  if (isFile(n, 'defs/color.schema.json')) return ['colour', 'colours'];
  if (isFile(n, 'defs/image.schema.json')) return ['picture (group of fields)', 'pictures (groups of fields)'];
  if (isFile(n, 'defs/link.schema.json'))
    return ['link or button (group of fields)', 'links or buttons (groups of fields)'];
  if (s['x-kind'] === 'asset') return ['file under public/', 'files under public/'];
  if (s['x-kind'] === 'link') return ['link address', 'link addresses'];
  if (isDef(n, 'route')) return ['page path', 'page paths'];
  if (isDef(n, 'id')) return ['short name (id)', 'short names (ids)'];
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const words = alternatives.map((a) => noun(deref({ schema: a, file: n.file })));
    return [words.map((w) => w[0]).join(' or '), words.map((w) => w[1]).join(' or ')];
  }
  const type = s.type ?? (s.const === undefined ? undefined : typeof s.const);
  switch (type) {
    case 'string':
      return s.enum ? ['choice', 'choices'] : ['text', 'texts'];
    case 'integer':
      return ['whole number', 'whole numbers'];
    case 'number':
      return ['number', 'numbers'];
    case 'boolean':
      return ['yes/no', 'yes/no values'];
    case 'object':
      return ['group of fields', 'groups of fields'];
    case 'array': {
      const items = s.items ? deref({ schema: s.items, file: n.file }) : undefined;
      return items ? [`list of ${noun(items)[1]}`, `lists of ${noun(items)[1]}`] : ['list', 'lists'];
    }
    default:
      return ['value', 'values'];
  }
}

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** Placeholders such as {count} that a text must contain, or a fixed start, in words; other patterns are left to the description. */
function patternWords(pattern: string): string | undefined {
  const names = [...pattern.matchAll(/\\\{([^\\]+)\\\}/g)].map((m) => m[1]);
  if (names.length) {
    const choice = /^\((\w+(\|\w+)+)\)$/.exec(names[0]);
    if (names.length === 1 && choice) {
      const opts = choice[1].split('|').map((w) => `{${w}}`);
      return `must contain ${opts.slice(0, -1).join(', ')} or ${opts.at(-1)}`;
    }
    const unique = [...new Set(names)].map((w) => `{${w}}`);
    return `must contain ${unique.join(' and ')}`;
  }
  const prefix = /^\^((?:[A-Za-z0-9:/_-]|\\[.?/])+)/.exec(pattern)?.[1].replace(/\\(.)/g, '$1');
  const ending = /\\\.(\w+)\$$/.exec(pattern)?.[1];
  const parts = [
    prefix && prefix.length > 1 ? `must start with ${prefix}` : '',
    ending ? `must end in .${ending}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

function allowed(n: Node): string {
  const s = n.schema;
  const parts: string[] = [];
  if (s.const !== undefined) parts.push(`always ${code(s.const)}`);
  if (isIcon(n)) parts.push('any name from the [icon list](#icons)');
  else if (s.enum) parts.push(s.enum.map(code).join(', '));
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`from ${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`${s.minimum} or more`);
  else if (s.maximum !== undefined) parts.push(`${s.maximum} or less`);
  const entries = (k: number) => `${k} ${k === 1 ? 'entry' : 'entries'}`;
  if (s.minItems !== undefined && s.maxItems !== undefined)
    parts.push(s.minItems === s.maxItems ? `exactly ${entries(s.minItems)}` : `${s.minItems} to ${s.maxItems} entries`);
  else if (s.minItems !== undefined) parts.push(`at least ${entries(s.minItems)}`);
  else if (s.maxItems !== undefined) parts.push(`at most ${entries(s.maxItems)}`);
  if (s.pattern && !n.ref?.includes('common.schema.json')) {
    const words = patternWords(s.pattern);
    if (words) parts.push(words);
  }
  return parts.join('; ');
}

/** Every field of an object schema, nested fields after their parent, as table rows. */
function fieldRows(node: Node, prefix = '', expanding = new Map<string, string>()): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(node.schema.required ?? []);
  const requiredWhen = conditions(node.schema);
  for (const [key, prop] of Object.entries(node.schema.properties ?? {})) {
    const name = prefix + key;
    const field = deref({ schema: prop, file: node.file });
    const s = field.schema;
    const row: FieldRow = {
      name,
      type: noun(field)[0],
      required: required.has(key)
        ? '**required**'
        : requiredWhen.has(key)
          ? `required ${requiredWhen.get(key)}`
          : 'optional',
      default: s.default === undefined ? '' : code(s.default),
      allowed: allowed(field),
      description: s.description ?? '',
    };
    rows.push(row);
    const children = (child: Node, childPrefix: string) => {
      if (!child.schema.properties) return;
      const seen = child.ref && expanding.get(child.ref);
      if (seen) {
        row.description += ` Each entry has the same fields as ${seen}.`;
        return;
      }
      const next = new Map(expanding);
      if (child.ref) next.set(child.ref, childPrefix.replace(/\.$/, ''));
      rows.push(...fieldRows(child, childPrefix, next));
    };
    if (s.type === 'array' && s.items) {
      const items = deref({ schema: s.items, file: field.file });
      if (isSection(items)) {
        row.type = 'list of blocks';
        row.description += " Write them exactly like the blocks of a page's `sections:`, each starting with `- type:`.";
      } else children(items, `${name}[].`);
    } else if (s.type === 'object') {
      children(field, `${name}.`);
    }
  }
  return rows;
}

/** Text safe inside a Markdown table cell (or paragraph): no pipes, no line breaks, no stray HTML. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;');

function blockSection(type: string): string {
  const file = join(schemaDir, 'blocks', `${type}.schema.json`);
  const schema = load(file);
  const rows = fieldRows({ schema, file });
  const table = [
    '| Field | Type | Required? | Default | Allowed values | What it is for |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${code(r.name)} | ${cell(r.type)} | ${r.required} | ${cell(r.default)} | ${cell(r.allowed)} | ${cell(r.description)} |`,
    ),
  ].join('\n');
  const example = stringify({ sections: [schema.examples?.[0]] }, { lineWidth: 0 }).trimEnd();
  return [
    `## ${type}`,
    `**${cell(schema.title ?? type)}** (as the editor calls it). ${cell(schema.description ?? '')}`,
    table,
    'Example:',
    `\`\`\`yaml\n${example}\n\`\`\``,
  ].join('\n\n');
}

const firstSentence = (text: string) => /^.*?(?<!e\.g)[.!?](?=\s+[A-Z]|$)/.exec(text)?.[0] ?? text;

/** The whole of docs/blocks.md. Pure and deterministic: it reads only the schemas and the intro. */
export function blockReference(): string {
  const types = blockTypes();
  const contents = types.map(
    (t) =>
      `- [${t}](#${t.toLowerCase()}), ${cell(load(join(schemaDir, 'blocks', `${t}.schema.json`)).title ?? t)}: ${cell(firstSentence(load(join(schemaDir, 'blocks', `${t}.schema.json`)).description ?? ''))}`,
  );
  return `${[
    '<!-- Generated from schema/ by `npm run docs` (cli/docs.ts). Do not edit by hand. -->',
    readFileSync(introFile, 'utf8').trimEnd(),
    '## Blocks',
    `${contents.join('\n')}\n- [Icons](#icons): the icon names.`,
    ...types.map(blockSection),
    '## Icons',
    'Every field of type *icon name* accepts one of these names (in VS Code, start typing to see them):',
    ((load(join(schemaDir, 'defs/icon.schema.json')).enum ?? []) as string[]).map(code).join(', '),
  ].join('\n\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeIfChanged(docsFile, blockReference());
