/**
 * The W3C's Nu HTML Checker (vnu-jar, run on the machine's Java) over many documents in one JVM run: each document
 * is written to a temporary folder, checked with --errors-only, and its errors come back under the document's name.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * JVM flags: the quick compiler only and the serial collector halve the checker's CPU time on a short run (52 pages:
 * 5.4 s instead of 11 s); the quick compiler's code needs a larger thread stack than the default for the HTML schema.
 */
const jvmFlags = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const vnuFlags = ['--errors-only', '--format', 'json', '--stdout', '--exit-zero-always'];

export interface NuDocument {
  name: string;
  html: string;
}
export interface NuResult {
  /** "12:40 Element “svg” not allowed as child of element “div” in this context." per error, by document name. */
  perDocument: Map<string, string[]>;
  /** Errors that name no known document (the checker failing to read a file, say). */
  other: string[];
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/** Sorts the checker's JSON report (`--format json`) by document; `nameOf` maps a message's url to its name. */
export function parseNuReport(json: string, nameOf: (url: string) => string | undefined): NuResult {
  const { messages } = JSON.parse(json) as { messages: NuMessage[] };
  const result: NuResult = { perDocument: new Map(), other: [] };
  for (const m of messages) {
    if (m.type === 'info') continue;
    const name = m.url === undefined ? undefined : nameOf(m.url);
    if (name === undefined) {
      result.other.push(`${m.url ?? '(no document)'} ${m.type}: ${m.message}`);
      continue;
    }
    const list = result.perDocument.get(name) ?? [];
    list.push(`${m.lastLine ?? 0}:${m.firstColumn ?? 0} ${m.message}`);
    result.perDocument.set(name, list);
  }
  return result;
}

/** Runs the checker on the files; resolves with its JSON report, rejects when Java is missing or it cannot run. */
function runVnu(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [...jvmFlags, '-jar', vnuJar, ...vnuFlags, ...files];
    execFile('java', args, { maxBuffer: 64 << 20 }, (error, out, err) => {
      const hint = 'is Java installed? bash tools/ensure-java.sh';
      if (error) reject(new Error(`the Nu HTML Checker did not run (${hint}): ${error.message}\n${err}`));
      else resolve(out);
    });
  });
}

/** Checks every document in one `java -jar vnu.jar` run. */
export async function checkWithNu(documents: NuDocument[]): Promise<NuResult> {
  const dir = mkdtempSync(join(tmpdir(), 'audit-nu-'));
  try {
    const files = documents.map((d, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, d.html);
      return file;
    });
    const byUrl = new Map(files.map((f, i) => [pathToFileURL(f).href, documents[i].name]));
    // The checker writes "file:/tmp/…" where pathToFileURL writes "file:///tmp/…".
    return parseNuReport(await runVnu(files), (url) => byUrl.get(url.replace(/^file:\/(?!\/)/, 'file:///')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
