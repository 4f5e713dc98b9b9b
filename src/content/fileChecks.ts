/**
 * Validation results kept per file by content. A content file that is valid on its own (its YAML read, its schema
 * passed) keeps what the checks across files need of it (fileFacts.ts) in the check store (checkStore.ts) under a
 * key that covers everything that result depends on: the file's text, its kind (which schema), the schemas' hash
 * (their texts, ajv's version) and the code's fingerprint (every source file of src/, which holds the YAML reading,
 * the schema keyword and the facts, and package-lock.json, which pins js-yaml, yaml and ajv). A file with a mistake
 * keeps nothing, so a kept result only ever says "this exact text, under these schemas and this code, was valid";
 * any other text, schema or code misses and is checked in full. What is read back is checked for its shape; a row
 * that is not one this code wrote is a miss.
 */
import { sha256 } from '../common/sha256.js';
import { codeFingerprint } from '../common/codeFingerprint.js';
import { projectRoot } from '../common/projectPaths.js';
import type { DatedFact, FileFacts, PageFacts, RefFact, TranslationFacts } from './fileFacts.js';
import type { Problem } from './types.js';

/** Bump when what is kept changes shape. */
const FORMAT = 2;

/**
 * The code's fingerprint, taken when this module is first loaded: the code this process runs (a process started
 * before the code changed on disk keeps the older fingerprint, so it never writes results under the newer one).
 */
const CODE = (() => {
  try {
    return codeFingerprint(projectRoot);
  } catch {
    return undefined;
  }
})();

/** True when results may be kept: the code's fingerprint could be taken. */
export const CAN_KEEP = CODE !== undefined;

/** The key of the result of `text` as a file of `kind` under the schemas of hash `schemas`. */
export function resultKey(schemas: string, kind: string, text: string): string {
  return sha256(`site-check ${FORMAT}\0${CODE}\0${schemas}\0${kind}\0${text}`);
}

/**
 * The key of the result of the text git names `blob` (its blob id, gitBlobs.ts) as a file of `kind` under the
 * schemas of hash `schemas`: a name of its own for the same result, found without reading the file. Its row also
 * holds the text's own key (`resultKey`), which stands for the text where the build compares pages' inputs.
 */
export function blobKey(schemas: string, kind: string, blob: string): string {
  return sha256(`site-check-blob ${FORMAT}\0${CODE}\0${schemas}\0${kind}\0${blob}`);
}

/** What is stored for a valid file of `kind`; under a blob's key, with the text's own key (`textKey`). */
export function keptText(kind: string, facts: FileFacts, textKey?: string): string {
  return JSON.stringify(textKey === undefined ? { v: FORMAT, kind, facts } : { v: FORMAT, kind, facts, key: textKey });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isArrayOf = <T>(v: unknown, each: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(each);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** An object whose own keys are all among `keys` (a row with anything more is not one this code wrote). */
const hasOnly = (v: Record<string, unknown>, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));
/** Absent, or passes `check`. */
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);

const REF_KINDS = new Set(['link', 'asset', 'icon', 'html']);
const isRef = (v: unknown): v is RefFact =>
  Array.isArray(v) &&
  v.length === 4 &&
  REF_KINDS.has(v[0] as string) &&
  isString(v[1]) &&
  isString(v[2]) &&
  isNumber(v[3]);

const PROBLEM_KEYS = ['severity', 'file', 'line', 'col', 'length', 'where', 'message', 'hint', 'rule'];
const isProblem = (v: unknown): v is Problem =>
  isObject(v) &&
  hasOnly(v, PROBLEM_KEYS) &&
  (v.severity === 'error' || v.severity === 'warning') &&
  isString(v.file) &&
  isNumber(v.line) &&
  isNumber(v.col) &&
  isNumber(v.length) &&
  isString(v.where) &&
  isString(v.message) &&
  optional(v.hint, isString) &&
  // A file's own problems (repeated ids, a placeholder description) name no schema rule.
  v.rule === undefined;

const DATED_KEYS = ['s', 'i', 'type', 'sectionId', 'itemId', 'title', 'date', 'status'];
const isDated = (v: unknown): v is DatedFact =>
  isObject(v) &&
  hasOnly(v, DATED_KEYS) &&
  isNumber(v.s) &&
  isNumber(v.i) &&
  isString(v.date) &&
  isString(v.status) &&
  optional(v.type, isString) &&
  optional(v.sectionId, isString) &&
  optional(v.itemId, isString) &&
  optional(v.title, isString);

const PAGE_KEYS = ['route', 'aliases', 'collection', 'layout', 'sitemap'];
const isPage = (v: unknown): v is PageFacts =>
  isObject(v) &&
  hasOnly(v, PAGE_KEYS) &&
  isString(v.route) &&
  isArrayOf(v.aliases, isString) &&
  optional(v.collection, isString) &&
  (v.layout === 'default' || v.layout === 'resources') &&
  typeof v.sitemap === 'boolean';

const isTranslation = (v: unknown): v is TranslationFacts =>
  isObject(v) && hasOnly(v, ['madeFrom', 'awaiting']) && isString(v.madeFrom) && isArrayOf(v.awaiting, isString);

const FACT_KEYS = [
  'refs',
  'pageProblems',
  'idProblems',
  'page',
  'ids',
  'translation',
  'languages',
  'images',
  'widest',
  'embeds',
  'named',
  'dated',
];

/**
 * The facts kept for a file of `kind` (and, in a blob's row, the text's own key), or undefined when `text` is not a
 * row this code wrote for that kind.
 */
export function readKept(text: string, kind: string, file: string): { facts: FileFacts; key?: string } | undefined {
  let row: unknown;
  try {
    row = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(row) || !hasOnly(row, ['v', 'kind', 'facts', 'key'])) return undefined;
  if (row.v !== FORMAT || row.kind !== kind || !isObject(row.facts)) return undefined;
  if (!optional(row.key, (k) => isString(k) && /^[0-9a-f]{64}$/.test(k))) return undefined;
  const f = row.facts;
  const shaped =
    hasOnly(f, FACT_KEYS) &&
    isArrayOf(f.refs, isRef) &&
    isArrayOf(f.pageProblems, isProblem) &&
    isArrayOf(f.idProblems, isProblem) &&
    isArrayOf(f.images, isString) &&
    isArrayOf(f.widest, (w): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 0) &&
    (f.widest as unknown[]).length === (f.images as unknown[]).length &&
    isArrayOf(f.embeds, isString) &&
    isArrayOf(f.named, isString) &&
    isArrayOf(f.dated, isDated) &&
    (kind === 'page' ? isPage(f.page) : f.page === undefined) &&
    (kind.startsWith('collections/') ? isArrayOf(f.ids, isString) : f.ids === undefined) &&
    (kind === 'translation' ? isTranslation(f.translation) : f.translation === undefined) &&
    (kind === 'site' ? optional(f.languages, (l) => isArrayOf(l, isString)) : f.languages === undefined);
  if (!shaped) return undefined;
  const facts = f as unknown as FileFacts;
  // The same text under another name: its own problems name this file.
  for (const p of [...facts.pageProblems, ...facts.idProblems]) p.file = file;
  return row.key === undefined ? { facts } : { facts, key: row.key as string };
}
