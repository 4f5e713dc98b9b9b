/**
 * Runs the migrations from the site file's `schemaVersion` to the current version over every file under pages/,
 * and bumps `schemaVersion`. MigrationEdit changes are applied to the original text, so the rest of a file keeps
 * its layout; a file changed any other way is written out afresh (comments kept). Nothing is written unless every
 * file migrates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LineCounter, isScalar, parseDocument, type Node, type Pair, type Scalar } from 'yaml';
import {
  CURRENT_VERSION,
  describeSteps,
  migrations,
  migrationsFrom,
  type Migration,
  type MigrationEdit,
  type MigrationNote,
} from './index.js';
import { SITE_FILE, yamlFiles } from '../load.js';

/** A reason the content cannot be migrated, in plain words (no stack trace is shown for it). */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrationResult {
  from: number;
  to: number;
  steps: Migration[];
  /** The new text of every file that changed, by relative path. */
  changed: Map<string, string>;
  notes: MigrationNote[];
  /** Files written out afresh because their changes could not be applied to the text alone. */
  relaidOut: string[];
}

interface TextEdit {
  from: number;
  to: number;
  text: string;
}

/** Migrates file texts (relative path → text) without touching the disk, by the ordered migrations `list`. */
export function migrateTexts(
  files: ReadonlyMap<string, string>,
  list: readonly Migration[] = migrations,
): MigrationResult {
  const current = list.length ? list[list.length - 1].to : CURRENT_VERSION;
  const siteText = files.get(SITE_FILE);
  if (siteText === undefined)
    throw new MigrationError(`${SITE_FILE} is missing: it holds the content's schemaVersion.`);
  const lines = new LineCounter();
  const node = parseDocument(siteText, { lineCounter: lines }).get('schemaVersion', true) as Scalar | undefined;
  if (!isScalar(node) || !Number.isInteger(node.value)) {
    throw new MigrationError(
      `${SITE_FILE} has no schemaVersion line with a whole number. Add \`schemaVersion: 1\` near the top if the content predates format versions.`,
    );
  }
  const version = node.value as number;
  if (version > current) {
    const line = lines.linePos(node.range![0]).line;
    throw new MigrationError(
      `${SITE_FILE}:${line}: the content is at version ${version}, newer than this code knows (version ${current}). Update the code (git pull) instead.`,
    );
  }
  const steps = migrationsFrom(version, list);
  const texts = new Map(files);
  const notes: MigrationNote[] = [];
  const relaidOut = new Set<string>();
  for (const step of steps) {
    for (const file of [...texts.keys()].sort()) {
      const result = migrateFile(file, texts.get(file)!, step);
      notes.push(...result.notes);
      if (result.relaidOut) relaidOut.add(file);
      texts.set(file, result.text);
    }
  }
  const changed = new Map([...texts].filter(([file, text]) => files.get(file) !== text));
  return { from: version, to: current, steps, changed, notes, relaidOut: [...relaidOut].sort() };
}

function migrateFile(
  file: string,
  text: string,
  step: Migration,
): { text: string; notes: MigrationNote[]; relaidOut: boolean } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (doc.errors.length) {
    const at = lines.linePos(doc.errors[0].pos[0]);
    throw new MigrationError(
      `${file}:${at.line}:${at.col}: this file cannot be read as YAML, so it cannot be migrated. Fix it first (npm run validate says how), then run npm run migrate again. Nothing was changed.`,
    );
  }
  const before = doc.toJS();
  const edits: TextEdit[] = [];
  const notes: MigrationNote[] = [];
  const edit: MigrationEdit = {
    renameKey(pair, name) {
      edits.push({ from: pair.key.range![0], to: pair.key.range![1], text: name });
      pair.key.value = name;
    },
    removePair(map, pair) {
      const at = map.items.indexOf(pair);
      const valueEnd = (pair.value as Node | null)?.range?.[1] ?? pair.key.range![1];
      if (map.flow) {
        // `{ a: 1, b: 2 }`: from this key to the next one, or from the end of the one before.
        const next = map.items[at + 1] as Pair<Scalar, unknown> | undefined;
        const before = map.items[at - 1] as Pair<Scalar, Node> | undefined;
        if (next) edits.push({ from: pair.key.range![0], to: next.key.range![0], text: '' });
        else if (before) edits.push({ from: before.value?.range?.[1] ?? before.key.range![1], to: valueEnd, text: '' });
      } else {
        // The field's own lines: from the start of the key's line to the end of the value's.
        const start = text.lastIndexOf('\n', pair.key.range![0] - 1) + 1;
        const newline = text.indexOf('\n', Math.max(valueEnd - 1, pair.key.range![1]));
        edits.push({ from: start, to: newline === -1 ? text.length : newline + 1, text: '' });
      }
      map.items.splice(at, 1);
    },
    note(node: Node, what: string) {
      notes.push({ file, line: node.range ? lines.linePos(node.range[0]).line : 1, migration: step.name, what });
    },
  };
  step.migrate(doc, edit);
  if (file === SITE_FILE) {
    const version = doc.get('schemaVersion', true) as Scalar;
    edits.push({ from: version.range![0], to: version.range![1], text: String(step.to) });
    version.value = step.to;
    edit.note(version, `schemaVersion: ${step.from} → ${step.to}`);
  }
  const after = doc.toJS();
  if (isDeepStrictEqual(before, after) && !edits.length) return { text, notes, relaidOut: false };
  const patched = applyEdits(text, edits);
  if (patched !== undefined && isDeepStrictEqual(parseDocument(patched).toJS(), after))
    return { text: patched, notes, relaidOut: false };
  return { text: doc.toString({ lineWidth: 0 }), notes, relaidOut: true };
}

/** The text with the edits applied, or undefined when two edits overlap. */
function applyEdits(text: string, edits: TextEdit[]): string | undefined {
  const sorted = [...edits].sort((a, b) => b.from - a.from);
  let out = text;
  let limit = Infinity;
  for (const e of sorted) {
    if (e.to > limit) return undefined;
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
    limit = e.from;
  }
  return out;
}

/** Migrates the files under `root`/pages; writes the changed ones unless `dryRun`. */
export function migrateProject(root: string, opts: { dryRun?: boolean } = {}): MigrationResult {
  const files = new Map(yamlFiles(root).map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const result = migrateTexts(files);
  if (!opts.dryRun) for (const [file, text] of result.changed) writeFileSync(join(root, file), text);
  return result;
}

/** What the run did, in lines for the terminal. */
export function report(result: MigrationResult, dryRun = false): string[] {
  if (!result.steps.length)
    return [`✔ The content is at version ${result.to}, the version this code reads: nothing to migrate.`];
  const out = [`Migrating the content from version ${result.from} to ${result.to}: ${describeSteps(result.steps)}`];
  for (const step of result.steps) {
    out.push('', `${step.from} → ${step.to}  ${step.name}: ${step.description}`);
    const notes = result.notes
      .filter((n) => n.migration === step.name)
      .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
    for (const n of notes) out.push(`  ${n.file}:${n.line}  ${n.what}`);
  }
  for (const file of result.relaidOut)
    out.push(`  note: ${file} was laid out afresh (its comments are kept; check line breaks in long texts).`);
  const n = result.changed.size;
  out.push(
    '',
    `${dryRun ? 'Would rewrite' : '✔ Rewrote'} ${n} file${n === 1 ? '' : 's'}${dryRun ? ' (dry run: nothing written)' : ', comments kept'}.`,
  );
  return out;
}
