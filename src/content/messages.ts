/**
 * Turns ajv's errors into located, plain-language Problems: the file, line and column, the place in words
 * (`section "team" (cardGrid) › cards[2]`), what is wrong and how to fix it, with did-you-mean suggestions by
 * edit distance.
 */
import type { ErrorObject, AnySchemaObject } from 'ajv';
import type { Node } from 'yaml';
import { distance as levenshtein } from 'fastest-levenshtein';
import { locate, nodeAt } from './yamlFile.js';
import { pointerToPath } from './schemas.js';
import { filesUnder } from './files.js';
import { versionMessage } from './migrations/index.js';
import type { Problem, SourceFile } from './types.js';

type Path = (string | number)[];

/** The place a data path points to, in words; list positions are counted from 1. */
export function describePath(data: unknown, path: Path): string {
  const parts: string[] = [];
  let value: unknown = data;
  for (const seg of path) {
    const next = (value as Record<string | number, unknown> | undefined)?.[seg];
    if (typeof seg === 'number') {
      const item = next as { id?: unknown; type?: unknown } | undefined;
      if (item && typeof item === 'object' && typeof item.type === 'string') {
        parts.pop();
        parts.push(
          typeof item.id === 'string' ? `section "${item.id}" (${item.type})` : `section ${seg + 1} (${item.type})`,
        );
      } else {
        parts[parts.length - 1] = `${parts[parts.length - 1] ?? ''}[${seg + 1}]`;
      }
    } else {
      parts.push(seg);
    }
    value = next;
  }
  return parts.join(' › ');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (entries starting with "- ")',
  object: 'a group of fields (name: value lines)',
  null: 'nothing',
};

function kindOf(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a group of fields';
  if (typeof v === 'string') return `the text "${v.length > 30 ? `${v.slice(0, 30)}…` : v}"`;
  return `${typeof v === 'number' ? 'the number' : 'the value'} ${String(v)}`;
}

/** Keywords that only summarise errors reported more precisely elsewhere. */
const SUMMARY = new Set(['if', 'oneOf', 'anyOf', 'allOf', 'not']);

export function problemsFromErrors(source: SourceFile, errors: ErrorObject[], blockTypes: string[]): Problem[] {
  const specific = errors.filter((e) => !SUMMARY.has(e.keyword));
  const problems = withoutEchoes(specific.length ? specific : errors).map((e) => toProblem(source, e, blockTypes));
  // The first of equal problems is kept, in one pass (a file with thousands of mistakes stays linear).
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.col}:${p.message}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

/**
 * One slip, one message: a misspelt required field is reported once, as the unknown field with its
 * did-you-mean (not also as missing); a block without a `type` once, as such (not also as missing "type"); a
 * value of the wrong kind once, by its allowed values when it has some, else naming every kind the
 * alternatives accept ("expected text or a list").
 */
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  const misspelt = new Set<string>();
  const untyped = new Set<string>();
  const enums = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'discriminator') untyped.add(e.instancePath);
    if (e.keyword === 'enum') enums.add(e.instancePath);
    if (e.keyword !== 'additionalProperties') continue;
    const guess = closest(
      String(e.params.additionalProperty),
      Object.keys((e.parentSchema?.properties as object) ?? {}),
    );
    if (guess) misspelt.add(`${e.instancePath}/${guess}`);
  }
  const wrongKind = new Map<string, ErrorObject>();
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'required') {
      const field = String(e.params.missingProperty);
      if (misspelt.has(`${e.instancePath}/${field}`) || (field === 'type' && untyped.has(e.instancePath))) continue;
    }
    if (e.keyword === 'type') {
      if (enums.has(e.instancePath)) continue;
      const first = wrongKind.get(e.instancePath);
      if (first) {
        first.params = {
          type: [...new Set([...String(first.params.type).split(','), ...String(e.params.type).split(',')])].join(','),
        };
        continue;
      }
      const copy = { ...e, params: { ...e.params } };
      wrongKind.set(e.instancePath, copy);
      out.push(copy);
      continue;
    }
    out.push(e);
  }
  return out;
}

/** A problem located at the value (or the deepest existing ancestor) at `path` in a file. */
export function problemAt(
  source: SourceFile,
  path: Path,
  message: string,
  hint: string,
  severity: Problem['severity'] = 'error',
): Problem {
  return { severity, file: source.file, ...at(source, path), where: describePath(source.data, path), message, hint };
}

/** A problem with a field or entry itself, located at its name (`key:`), e.g. an unknown one. */
export function problemAtKey(...args: Parameters<typeof problemAt>): Problem {
  const [source, path] = args;
  return { ...problemAt(...args), ...at(source, path, true) };
}

function at(source: SourceFile, path: Path, useKey = false): { line: number; col: number; length: number } {
  const { node, keyNode } = nodeAt(source, path);
  return locate(source, (useKey ? keyNode : null) ?? node);
}

function toProblem(source: SourceFile, e: ErrorObject, blockTypes: string[]): Problem {
  const params = e.params as Record<string, unknown>;
  const field = params.missingProperty ?? params.additionalProperty;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  const rule = {
    keyword: e.keyword === 'discriminator' ? 'blockType' : e.keyword,
    ...(field !== undefined ? { field: String(field) } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(e.keyword === 'type' ? { type: String(params.type) } : {}),
  };
  return { ...schemaProblem(source, e, blockTypes), rule };
}

function schemaProblem(source: SourceFile, e: ErrorObject, blockTypes: string[]): Problem {
  const path = pointerToPath(e.instancePath);
  const where = describePath(source.data, path);
  const base = { severity: 'error' as const, file: source.file, where };
  const params = e.params as Record<string, unknown>;
  const parent = e.parentSchema as AnySchemaObject | undefined;
  switch (e.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object) ?? {});
      const guess = closest(field, allowed);
      return {
        ...base,
        ...at(source, [...path, field], true),
        message: `unknown field "${field}"${guess ? ` — did you mean "${guess}"?` : ''}`,
        hint: guess
          ? `Rename it to "${guess}".`
          : `Remove it, or use one of the fields allowed here: ${choices(allowed, 20)}.`,
      };
    }
    case 'required': {
      const field = String(params.missingProperty);
      const { node } = nodeAt(source, path);
      const first = (node as { items?: { key?: Node }[] } | null)?.items?.[0]?.key;
      const desc = (parent?.properties as Record<string, { description?: string }> | undefined)?.[field]?.description;
      return {
        ...base,
        ...locate(source, first ?? node),
        message: `missing "${field}"`,
        hint: `Add a line \`${field}: ...\`${desc ? ` (${desc.replace(/\.$/, '')})` : ''}.`,
      };
    }
    case 'discriminator': {
      const value = (nodeAt(source, path).node as { toJSON?: () => unknown } | null)?.toJSON?.() as
        | Record<string, unknown>
        | undefined;
      const tag = value?.type;
      if (params.error === 'mapping' && typeof tag === 'string') {
        const guess = closest(tag, blockTypes);
        return {
          ...base,
          ...at(source, [...path, 'type']),
          message: `unknown block type "${tag}"${guess ? ` — did you mean "${guess}"?` : ''}`,
          hint: `The block types are ${choices(blockTypes, 60)}.`,
        };
      }
      const hint = `Start the block with \`- type: <block>\`, one of ${choices(blockTypes, 60)}.`;
      return problemAt(source, path, 'this block has no "type"', hint);
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const guess = typeof e.data === 'string' ? closest(e.data, allowed.map(String)) : undefined;
      const listedIn = parent?.title === 'IconName' ? 'schema/defs/icon.schema.json or docs' : 'the block reference';
      return {
        ...base,
        ...at(source, path),
        message: `${kindOf(e.data)} is not one of the allowed values${guess ? ` — did you mean "${guess}"?` : ''}`,
        hint:
          allowed.length <= 30 || typeof e.data !== 'string'
            ? `Use ${choices(allowed, 30)}.`
            : `Use one of the ${allowed.length} allowed values; the closest are ${choices(nearest(e.data, allowed.map(String), 8))} (all of them: ${listedIn}).`,
      };
    }
    case 'const':
      if (e.instancePath === '/schemaVersion') return { ...base, ...at(source, path), ...versionMessage(e.data) };
      return {
        ...base,
        ...at(source, path),
        message: `must be ${JSON.stringify(params.allowedValue)}, found ${kindOf(e.data)}`,
        hint: `Write ${JSON.stringify(params.allowedValue)} here.`,
      };
    case 'type': {
      const want = String(params.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ');
      return {
        ...base,
        ...at(source, path),
        message: `expected ${want}, found ${kindOf(e.data)}`,
        hint: typeHint(String(params.type), e.data),
      };
    }
    case 'pattern':
      return {
        ...base,
        ...at(source, path),
        message: `${kindOf(e.data)} is not in the expected form`,
        hint: String(e.parentSchema?.description ?? `It must match ${String(params.pattern)}.`),
      };
    case 'format':
      return {
        ...base,
        ...at(source, path),
        message: `${kindOf(e.data)} is not a valid ${params.format === 'email' ? 'e-mail address' : String(params.format)}`,
        hint: 'Check for typos.',
      };
    case 'minLength':
      return {
        ...base,
        ...at(source, path),
        message:
          Number(params.limit) <= 1
            ? 'must not be empty'
            : `is too short (at least ${String(params.limit)} characters)`,
        hint: 'Write the text, or remove the field if it is optional.',
      };
    case 'maxLength':
      return {
        ...base,
        ...at(source, path),
        message: `is too long (${String((e.data as string).length)} characters; at most ${String(params.limit)})`,
        hint: 'Shorten it.',
      };
    case 'minItems':
      return {
        ...base,
        ...at(source, path),
        message: `needs at least ${String(params.limit)} ${Number(params.limit) === 1 ? 'entry' : 'entries'}`,
        hint: 'Add entries, each on its own line starting with "- ".',
      };
    case 'maxItems':
      return {
        ...base,
        ...at(source, path),
        message: `has more than ${String(params.limit)} entries`,
        hint: 'Remove some entries.',
      };
    case 'minimum':
    case 'maximum':
      return {
        ...base,
        ...at(source, path),
        message: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}, found ${kindOf(e.data)}`,
        hint: 'Change the number.',
      };
    default:
      return {
        ...base,
        ...at(source, path),
        message: e.message ?? 'is not valid here',
        hint: 'Check this value against the block reference.',
      };
  }
}

/** The n candidates closest to a value, best first. */
function nearest(value: string, candidates: string[], n: number): string[] {
  return [...candidates].sort((a, b) => distance(value, a) - distance(value, b) || a.localeCompare(b)).slice(0, n);
}

function typeHint(want: string, found: unknown): string {
  if (want === 'array' && typeof found === 'string') return 'Write each entry on its own line, starting with "- ".';
  if (want === 'string' && (typeof found === 'number' || typeof found === 'boolean'))
    return 'Put the value in double quotes to keep it as text.';
  if (want === 'object' && typeof found === 'string')
    return 'Put the fields of this group on the following lines, indented by two more spaces.';
  if ((want === 'integer' || want === 'number') && typeof found === 'string')
    return 'Write the number without quotes or other characters.';
  return 'Change the value to the expected kind.';
}

/** Edit distance, ignoring case. */
const distance = (a: string, b: string): number => levenshtein(a.toLowerCase(), b.toLowerCase());

/** The closest candidate, if it is close enough to be a likely typo. */
export function closest(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(value, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  const limit = Math.max(2, Math.floor(value.length / 3));
  return best !== undefined && bestD <= limit ? best : undefined;
}

/** A list of choices in words: "a", "b" or "c" (shortened when long). */
export function choices(values: readonly unknown[], max = 12): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v));
  const more = values.length > max ? ` (and ${values.length - max} more)` : '';
  if (shown.length <= 1) return shown.join('') + more;
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}${more}`;
}

/** The existing file under `publicDir` closest to a missing one (`/images/x.webp`): extension, case or typo. */
export function closestFile(publicDir: string, wanted: string): string | undefined {
  let files: string[];
  try {
    files = filesUnder(publicDir).map((f) => `/${f}`);
  } catch {
    return undefined;
  }
  const exactCase = files.find((f) => f.toLowerCase() === wanted.toLowerCase());
  return exactCase ?? closest(wanted, files);
}
