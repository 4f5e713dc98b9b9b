/**
 * Reads one YAML file on a fast path. Source positions are only needed to report a problem, so a file in the
 * plain block style editors write is read for its data alone (blockYaml.ts, several times faster than building
 * the positioned document), and the positioned document (yaml's parseDocument + LineCounter, exactly as
 * parseYamlFile builds it) is made only when something asks for `doc` or `lines`: a message about the file.
 * Any other file, and any file with a syntax error, takes the full path (parseYamlFile), so every message
 * stays as it was.
 */
import { LineCounter, parseDocument } from 'yaml';
import { parseYamlFile } from './yamlFile.js';
import { NOT_SIMPLE, readBlockYaml } from './blockYaml.js';
import type { Problem, SourceFile } from './types.js';

/** Like parseYamlFile (same result and messages), faster for a file in the plain block style. */
export function readYamlFile(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  const notes = { repeatedIds: true };
  const data = readBlockYaml(text, notes);
  return data === NOT_SIMPLE ? parseYamlFile(file, text) : { source: lazySource(file, text, data, notes.repeatedIds), problems: [] };
}

/**
 * A SourceFile for data read on the fast path; its positioned document is parsed on first use. A class, so the
 * accessors live on its prototype instead of being made again for every file.
 */
class LazySource implements SourceFile {
  private full?: { doc: SourceFile['doc']; lines: LineCounter };
  constructor(readonly file: string, readonly text: string, readonly data: unknown, readonly repeatedIds?: boolean) {}

  private parsed(): { doc: SourceFile['doc']; lines: LineCounter } {
    if (!this.full) {
      const lines = new LineCounter();
      this.full = { doc: parseDocument(this.text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false }), lines };
    }
    return this.full;
  }

  get doc(): SourceFile['doc'] { return this.parsed().doc; }
  get lines(): LineCounter { return this.parsed().lines; }
}

export function lazySource(file: string, text: string, data: unknown, repeatedIds?: boolean): SourceFile {
  return new LazySource(file, text, data, repeatedIds);
}
