/**
 * Reads one YAML file: js-yaml reads the data fast (readYamlFile); yaml's positioned document is built only for a
 * message (parseYamlFile: a file js-yaml rejects, or first use of `doc` or `lines`). js-yaml's CORE_SCHEMA gives
 * the same data as yaml's core schema and rejects duplicate keys too. Syntax errors become located Problems in
 * plain words (tabs, indentation, duplicate keys, unclosed quotes or brackets, an empty file), named by the block
 * around the broken line as read from the text.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import {
  LineCounter,
  parseDocument,
  visit,
  isMap,
  isSeq,
  isPair,
  isScalar,
  isCollection,
  type Alias,
  type Node,
  type Pair,
  type YAMLError,
  type YAMLMap,
} from 'yaml';
import { wholeFileProblem, type Problem, type SourceFile } from './types.js';

const SYNTAX: Record<string, [string, string]> = {
  TAB_AS_INDENT: [
    'a tab is used to indent this line',
    'YAML indents with spaces only: replace the tab with spaces (two per level).',
  ],
  BAD_INDENT: [
    'this line is not indented like the lines around it',
    'Line it up with the other fields of the same entry, using spaces.',
  ],
  BAD_SEQ_ITEM: [
    'this list entry is not indented like the others',
    'Start every entry of a list with "- " at the same indentation.',
  ],
  DUPLICATE_KEY: ['this field appears twice in the same entry', 'Keep one of the two and delete the other.'],
  MISSING_CHAR: [
    'a closing quote or bracket is missing',
    'Close the quote (" or \') or bracket (] or }) that was opened on this line.',
  ],
  BAD_SCALAR_START: [
    'this value starts with a character that needs quotes',
    'Put the whole value in double quotes, e.g. title: "@home".',
  ],
  BLOCK_AS_IMPLICIT_KEY: [
    'a field name is missing its colon, or the line above is not finished',
    'Write fields as `name: value`; check the line above for an unclosed quote.',
  ],
  MULTILINE_IMPLICIT_KEY: [
    'a field name runs over more than one line',
    'Write fields as `name: value` on one line; check for a missing colon or quote above.',
  ],
  UNEXPECTED_TOKEN: [
    'something unexpected stands here',
    'Check the indentation and that every field is written `name: value`.',
  ],
  MISSING_KEY: ['a value has no field name', 'Write it as `name: value`.'],
  IMPOSSIBLE: ['this line cannot be read as YAML', 'Check the indentation and quotes on this line and the one above.'],
};

/** `*name` where an alias may stand (after a space, a line start, `[`, `{` or `,`); `**bold**` and `* item` are not. */
const MAY_HAVE_ALIAS = /(^|[\s[{,])\*[^\s,[\]{}*]/m;

/** yaml's limit on aliases read (its default): a file repeating more is refused as a problem, not expanded. */
const MAX_ALIASES = 100;

/** The file's data read by js-yaml, with its positioned document made on first use; otherwise as parseYamlFile. */
export function readYamlFile(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  // js-yaml shares an alias's value without counting, so a few lines of aliases of aliases would make the
  // validator walk billions of values: a text that may hold an alias is read by yaml, which limits them.
  if (MAY_HAVE_ALIAS.test(text)) return parseYamlFile(file, text);
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA });
  } catch {
    return parseYamlFile(file, text);
  }
  return data === null || data === undefined
    ? parseYamlFile(file, text)
    : { source: new LazySource(file, text, data), problems: [] };
}

/** A SourceFile whose positioned document is parsed when a message first asks for it. */
class LazySource implements SourceFile {
  private parsed?: { doc: SourceFile['doc']; lines: LineCounter };
  constructor(
    readonly file: string,
    readonly text: string,
    readonly data: unknown,
  ) {}
  get doc(): SourceFile['doc'] {
    return (this.parsed ??= positioned(this.text, true)).doc;
  }
  get lines(): LineCounter {
    return (this.parsed ??= positioned(this.text, true)).lines;
  }
}

/**
 * The source of a file whose result was kept (fileChecks.ts): the text is known to be valid, so its data is read from
 * it, by readYamlFile as on its first check, only when first asked for; `edit` changes a value of the data (the site's
 * named links, crossCheck.ts), at once or once it is read.
 */
export class KeptSource implements SourceFile {
  private value: unknown;
  private read = false;
  private parsed?: { doc: SourceFile['doc']; lines: LineCounter };
  private readonly edits: [(string | number)[], unknown][] = [];
  /**
   * `text`, or how to read it when first asked for (a file git vouches for is not read before); `dataOf`: where its
   * data is asked for first (a memo of the data of texts read before, contentMemo.ts), given how to read it.
   */
  constructor(
    readonly file: string,
    private textOrRead: string | (() => string),
    private readonly dataOf?: (read: () => unknown) => unknown,
  ) {}
  get text(): string {
    if (typeof this.textOrRead !== 'string') this.textOrRead = this.textOrRead();
    return this.textOrRead;
  }
  get data(): unknown {
    if (!this.read) {
      this.read = true;
      const read = () => readYamlFile(this.file, this.text).source?.data;
      this.value = this.dataOf ? this.dataOf(read) : read();
      for (const [path, value] of this.edits) setAt(this.value, path, value);
    }
    return this.value;
  }
  get doc(): SourceFile['doc'] {
    return (this.parsed ??= positioned(this.text, true)).doc;
  }
  get lines(): LineCounter {
    return (this.parsed ??= positioned(this.text, true)).lines;
  }
  /** Sets the value at `path` in the data (when the data is read, if it is not yet). */
  edit(path: (string | number)[], value: unknown): void {
    if (this.read) setAt(this.value, path, value);
    else this.edits.push([path, value]);
  }
}

/** Sets the value at `path` (which exists) in `data`. */
export function setAt(data: unknown, path: (string | number)[], value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

/** `unique`: the text is known to have no repeated keys (js-yaml read it), so yaml skips its check, slow on large maps. */
function positioned(text: string, unique = false): { doc: SourceFile['doc']; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, uniqueKeys: !unique, prettyErrors: false }), lines };
}

/**
 * The file read with positions by yaml (slower): its data, or located messages for its syntax errors. `unique`
 * says js-yaml has read the text already (so no key repeats, which yaml then does not check again).
 */
export function parseYamlFile(
  file: string,
  text: string,
  unique = false,
): { source?: SourceFile; problems: Problem[] } {
  const { doc, lines } = positioned(text, unique);
  const problems: Problem[] = [];
  for (const err of doc.errors) {
    const opening = unclosedOpening(doc, err);
    const at = lines.linePos(opening ?? err.pos[0]);
    const [message, hint] = SYNTAX[opening !== undefined ? 'MISSING_CHAR' : err.code] ?? [
      `the file cannot be read here (${err.message.split('\n')[0].replace(/ at line \d+.*$/, '')})`,
      'Check the indentation and quotes on this line and the one above.',
    ];
    problems.push(
      placeSyntaxProblem(text, opening !== undefined ? 'MISSING_CHAR' : err.code, {
        severity: 'error',
        file,
        line: at.line,
        col: at.col,
        length: Math.max(1, Math.min(err.pos[1] - err.pos[0], 40)),
        where: '',
        message,
        hint,
      }),
    );
  }
  // One syntax slip often yields several parser errors on the same line; the first says it best.
  if (problems.length)
    return { problems: problems.filter((p, i) => problems.findIndex((q) => q.line === p.line) === i) };
  // An alias without its anchor above it is no syntax error to yaml, but reading the data would throw.
  let alias: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (!alias && !node.resolve(doc)) alias = node;
    },
  });
  if (alias) {
    const at = lines.linePos(alias.range?.[0] ?? 0);
    return {
      problems: [
        placeSyntaxProblem(text, 'UNRESOLVED_ALIAS', {
          severity: 'error',
          file,
          line: at.line,
          col: at.col,
          length: alias.source.length + 1,
          where: '',
          message: `the alias *${alias.source} names no anchor above it`,
          hint: `Mark the value to repeat with &${alias.source} above this line, or write the value out here.`,
        }),
      ],
    };
  }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return {
      problems: [
        wholeFileProblem(
          file,
          'the file is empty',
          "Add the page's fields (route, meta, sections), or delete the file.",
        ),
      ],
    };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch {
    return {
      problems: [
        wholeFileProblem(
          file,
          `the file repeats values through aliases (*name) more than ${MAX_ALIASES} times`,
          'Write the repeated values out, or repeat fewer of them.',
        ),
      ],
    };
  }
  return { source: { file, text, doc, lines, data }, problems };
}

/**
 * The parser reports a missing closing quote or bracket where it gave up (often the next line or the end of
 * the file, as BAD_INDENT for brackets); the editor needs the place where the quote or bracket was opened.
 */
function unclosedOpening(doc: SourceFile['doc'], err: YAMLError): number | undefined {
  const quote = err.code === 'MISSING_CHAR' && /quote/.test(err.message);
  const bracket = err.code === 'BAD_INDENT' && /^Flow (sequence|map)\b.*end with a [\]}]/.test(err.message);
  if (!quote && !bracket) return undefined;
  let start: number | undefined;
  visit(doc, (_key, node) => {
    const range = (node as Node | null)?.range;
    if (!range || range[1] !== err.pos[0] || (start !== undefined && start <= range[0])) return;
    if (
      quote
        ? isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')
        : isCollection(node) && node.flow
    )
      start = range[0];
  });
  return start;
}

/** A map's pairs by key (the first of equal keys), made once per map: a file with thousands of problems stays linear. */
const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
function pairsOf(map: YAMLMap): Map<string, Pair> {
  let index = pairIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items)
      if (isPair(p) && isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p as Pair);
    pairIndex.set(map, index);
  }
  return index;
}

/** The YAML node at a data path (and its key's node), or the deepest existing ancestor. */
export function nodeAt(source: SourceFile, path: (string | number)[]): { node: Node | null; keyNode: Node | null } {
  let node = source.doc.contents as Node | null;
  let keyNode: Node | null = null;
  for (const seg of path) {
    const pair = isMap(node) ? pairsOf(node).get(String(seg)) : undefined;
    const item = isSeq(node) && typeof seg === 'number' ? (node.items[seg] as Node | undefined) : undefined;
    if (!pair && !item) break;
    keyNode = pair ? (pair.key as Node) : null;
    node = pair ? (pair.value as Node | null) : item!;
  }
  return { node, keyNode };
}

/** Line, column and length of a node (or of the file start). */
export function locate(
  source: SourceFile,
  node: Node | null | undefined,
): { line: number; col: number; length: number } {
  const range = node?.range;
  if (!range) return { line: 1, col: 1, length: 1 };
  const start = source.lines.linePos(range[0]);
  const end = source.lines.linePos(range[1]);
  // A node over several lines is marked to the end of its first line.
  const length =
    end.line === start.line
      ? range[1] - range[0]
      : (source.text.split('\n')[start.line - 1] ?? '').replace(/\s+$/, '').length - start.col + 1;
  return { line: start.line, col: start.col, length: Math.max(1, length) };
}

const indentOf = (row: string): number => row.length - row.trimStart().length;
const isContent = (row: string | undefined): row is string =>
  !!row && row.trim() !== '' && !row.trimStart().startsWith('#');

/** `section "id" (type)` for the nearest `- type:` entry that encloses `line` (1-based), or '' outside any block. */
function blockAround(text: string, line: number): string {
  const rows = text.split('\n');
  let ceiling = Infinity;
  for (let n = line; n >= 1; n--) {
    const row = rows[n - 1];
    if (!isContent(row)) continue;
    const entry = /^(\s*)- type:\s*["']?([A-Za-z][\w-]*)["']?\s*(#.*)?$/.exec(row);
    if (entry && entry[1].length < ceiling) {
      const id = idOfEntry(rows, n, entry[1].length);
      return id ? `section "${id}" (${entry[2]})` : `section (${entry[2]})`;
    }
    if (n < line) ceiling = Math.min(ceiling, indentOf(row));
    if (ceiling === 0) break;
  }
  return '';
}

/** The `id:` of the list entry starting on line `start` whose dash is at column `dash` (0-based). */
function idOfEntry(rows: string[], start: number, dash: number): string | undefined {
  for (let n = start + 1; n <= rows.length; n++) {
    const row = rows[n - 1];
    if (!isContent(row)) continue;
    if (indentOf(row) <= dash) return undefined;
    const id = /^\s*id:\s*["']?([^"'#\s]+)["']?\s*(#.*)?$/.exec(row);
    if (id && indentOf(row) === dash + 2) return id[1];
  }
  return undefined;
}

/** Parser codes that mean "this key/value line is not what it seems", raised on the line above an over-indented one. */
const IMPLICIT_KEY = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY']);

/** The problem moved to the over-indented line when that is the cause, and its block filled in. */
function placeSyntaxProblem(text: string, code: string, problem: Problem): Problem {
  const rows = text.split('\n');
  let placed = problem;
  if (IMPLICIT_KEY.has(code)) {
    const field = /^(\s*(?:- )?)([\w-]+):\s+\S/.exec(rows[problem.line - 1] ?? '');
    let next = problem.line + 1;
    while (next <= rows.length && !isContent(rows[next - 1])) next++;
    const below = rows[next - 1];
    if (field && isContent(below) && /^\s*[\w-]+:(\s|$)/.test(below) && indentOf(below) > field[1].length) {
      const column = field[1].length + 1;
      placed = {
        ...problem,
        line: next,
        col: 1,
        length: indentOf(below),
        message: `this line is indented further than "${field[2]}" on the line above`,
        hint: `Line it up with "${field[2]}": start it at column ${column} (${column - 1} spaces).`,
      };
    }
  }
  return { ...placed, where: placed.where || blockAround(text, placed.line) };
}
